import { fetchTake } from '@showfloor/core';
import { z } from 'zod';
import { publicParticipantIdSchema } from './participant-public-ids.js';

/**
 * Most rows one call answers: the spec's take, 100, plus the one that tells more exist. A larger page
 * let a session read a show's whole directory in a few calls; this one keeps it to the app's own pace,
 * under the per-session search limit.
 */
export const MAX_TAKE = fetchTake();
/** Most ids one call looks up (a user's contacted participants, a speaker list). */
const MAX_IDS = 501;

const shortText = z.string().trim().max(100);
const code = z.string().trim().min(1).max(100);

/** Advanced-search fields (spec core §2 "Search and advanced search"); the app sends only non-empty ones. */
export const participantFiltersSchema = z.strictObject({
  lastName: shortText.optional(),
  organizationName: shortText.optional(),
  role: shortText.optional(),
  profil: code.optional(),
  service: code.optional(),
  /** Several interests: a participant matches when it has at least one of them. */
  centerinterest: z.union([code.transform((value) => [value]), z.array(code).max(50)]).optional(),
  /** A list of public ids (spec core §7 "participants fetch for a list of ids"). */
  ids: z.array(publicParticipantIdSchema).max(MAX_IDS).optional(),
  /** The participants of one exhibitor (its original id). */
  exhibitorId: z.union([z.string().min(1).max(100), z.number().int().transform(String)]).optional(),
});

/** `POST /getParticipants.htm` body: `{ params: { filters, start, after, take, search, searchBy } }`, all optional. */
export const getParticipantsBodySchema = z.strictObject({
  params: z
    .strictObject({
      filters: participantFiltersSchema.optional(),
      start: z.coerce.number().int().min(0).max(1_000_000).default(0),
      /**
       * Keyset paging: the public id of the last participant of the previous page, an opaque cursor.
       * Deep pages then cost as little as the first one; `start` still skips rows after it (0 is the
       * usual value). One naming no visible participant (made up, or hidden since) is refused.
       */
      after: publicParticipantIdSchema.optional(),
      take: z.coerce.number().int().min(1).max(MAX_TAKE).default(101),
      /**
       * Simple-mode keyword: the whole keyword, or each of its words, starts the last name, first
       * name, organisation or role.
       */
      search: shortText.optional(),
      /** Simple-mode toggle: look the keyword up in the last name or the organisation only. */
      searchBy: z.enum(['lastName', 'organizationName']).optional(),
    })
    .default({ start: 0, take: 101 }),
});

export type ParticipantFilters = z.infer<typeof participantFiltersSchema>;
/** A search as the app sends it: its ids are public ids. */
export type ParticipantQuery = z.infer<typeof getParticipantsBodySchema>['params'];

/** A search as the repository runs it: the ids are row ids, the cursor the row it continues after. */
export type DirectoryQuery = Omit<ParticipantQuery, 'filters' | 'after'> & {
  filters?: Omit<ParticipantFilters, 'ids'> & { ids?: number[] };
  after?: DirectoryCursor;
};

/** Where a page starts: after this row, in the directory's order (last name, first name, id). */
export interface DirectoryCursor {
  lastNameKey: string;
  firstNameKey: string;
  id: number;
}

/** `POST /contactParticipant.htm` body: `contactId` is a public id. */
export const contactParticipantBodySchema = z.strictObject({
  contactId: publicParticipantIdSchema,
});

export const codificationFieldSchema = z.strictObject({
  sourceCode: z.string().min(1).max(100),
  entityCode: z.string().min(1).max(100),
  nameField: z.string().min(1).max(100),
});
export type CodificationField = z.infer<typeof codificationFieldSchema>;
