import { z } from 'zod';
import { PEOPLE_CSV_MAX_BYTES } from '../constants/spec-constants.js';
import { organiserEmailSchema } from './console-protocol.js';
import { PEOPLE_CSV_ERROR_CODES } from './people-csv.js';

/**
 * The console's People page (docs/console.md, "People"): the participants directory as organisers
 * see it, its CSV import, invitations, the codification lists, and the GDPR export and erasure.
 */

/** Whether a participant can log in: no account (imported or generated), invited, or active. */
export const PERSON_ACCOUNT_STATES = ['none', 'invited', 'active'] as const;
export type PersonAccountState = (typeof PERSON_ACCOUNT_STATES)[number];

export const consolePersonSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  role: z.string(),
  profile: z.string().nullable(),
  /** Listed in the visitors' participants directory. */
  visible: z.boolean(),
  /** Accepts contact requests. */
  contactable: z.boolean(),
  account: z.enum(PERSON_ACCOUNT_STATES),
});
export type ConsolePersonSummary = z.infer<typeof consolePersonSummarySchema>;

export const consolePeopleQuerySchema = z.object({
  /** Words that start the name, company, role or e-mail address. */
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const consolePeoplePageSchema = z.object({
  people: z.array(consolePersonSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ConsolePeoplePage = z.infer<typeof consolePeoplePageSchema>;

export const consolePersonSchema = consolePersonSummarySchema.extend({
  updatedAt: z.string(),
  /** Contact requests this participant sent, and received. */
  contactRequestsSent: z.number().int(),
  contactRequestsReceived: z.number().int(),
  /** Leads exhibitors captured of this participant's badge. */
  leads: z.number().int(),
});
export type ConsolePerson = z.infer<typeof consolePersonSchema>;

/** A switch of the directory flags; at least one. */
export const consolePersonEditSchema = z
  .strictObject({ visible: z.boolean().optional(), contactable: z.boolean().optional() })
  .refine((edit) => edit.visible !== undefined || edit.contactable !== undefined, {
    message: 'give visible or contactable',
    path: ['visible'],
  });
export type ConsolePersonEdit = z.infer<typeof consolePersonEditSchema>;

export const peopleImportSchema = z
  .strictObject({
    /** The file as text, a CSV. */
    csv: z.string().min(1).max(PEOPLE_CSV_MAX_BYTES).optional(),
    /**
     * The file's bytes in base64, a CSV or an XLSX workbook (its first sheet), told apart by their
     * content; anything else is refused (415).
     */
    file: z
      .base64()
      .min(1)
      .max(Math.ceil(PEOPLE_CSV_MAX_BYTES / 3) * 4)
      .optional(),
    /** Import the good rows of a file that has bad ones. */
    skipBadRows: z.boolean().default(false),
    /** Each new account gets an e-mail with its set-password link. */
    sendInvitations: z.boolean().default(false),
  })
  .refine((upload) => (upload.csv === undefined) !== (upload.file === undefined), {
    message: 'send the file once: as csv (text) or as file (base64)',
    path: ['file'],
  });
export type PeopleImport = z.input<typeof peopleImportSchema>;

export const peopleImportErrorSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  code: z.enum(PEOPLE_CSV_ERROR_CODES),
  value: z.string(),
  message: z.string(),
});
export type PeopleImportError = z.infer<typeof peopleImportErrorSchema>;

/** What an import would do (dry run) or did: addresses added and updated, rows refused. */
export const peopleImportReportSchema = z.object({
  added: z.array(z.string()),
  updated: z.array(z.string()),
  errors: z.array(peopleImportErrorSchema),
  ignoredColumns: z.array(z.string()),
});
export type PeopleImportReport = z.infer<typeof peopleImportReportSchema>;

export const peopleImportAppliedSchema = peopleImportReportSchema.extend({
  /** Invitations sent (new accounts only). */
  invited: z.number().int(),
});
export type PeopleImportApplied = z.infer<typeof peopleImportAppliedSchema>;

export const personInvitationSchema = z.strictObject({
  email: organiserEmailSchema,
  firstName: z.string().trim().max(200).default(''),
  lastName: z.string().trim().max(200).default(''),
  company: z.string().trim().max(200).default(''),
});
export type PersonInvitation = z.input<typeof personInvitationSchema>;
export const personInvitedSchema = z.object({ id: z.number().int(), isNew: z.boolean() });

/** Erasure asks for the participant's address, typed again. */
export const personErasureSchema = z.strictObject({ email: z.string().trim().toLowerCase().max(254) });
export const personErasedSchema = z.object({
  isErased: z.literal(true),
  /** Leads exhibitors keep of the participant's badge (docs/security.md, "GDPR"). */
  leadsKept: z.number().int(),
});

/** The participant search lists organisers edit (spec core §3 "Codification"). */
export const PEOPLE_CODIFICATION_FIELDS = ['profil', 'service', 'centerinterest'] as const;
export type PeopleCodificationField = (typeof PEOPLE_CODIFICATION_FIELDS)[number];

const codificationCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');
const labelSchema = z.string().trim().min(1).max(200);

export const codificationEntrySchema = z.object({
  code: codificationCodeSchema,
  label: z.object({ fr: labelSchema, en: labelSchema }),
});
export type CodificationEntry = z.infer<typeof codificationEntrySchema>;

export const consoleCodificationListSchema = z.object({
  nameField: z.enum(PEOPLE_CODIFICATION_FIELDS),
  values: z.array(codificationEntrySchema.extend({ usedBy: z.number().int() })),
});
export type ConsoleCodificationList = z.infer<typeof consoleCodificationListSchema>;
export const consoleCodificationListsSchema = z.object({ lists: z.array(consoleCodificationListSchema) });

/** A list as saved: every entry in its order; an entry left out is removed (if nobody uses it). */
export const codificationListEditSchema = z.strictObject({
  values: z
    .array(codificationEntrySchema)
    .max(500)
    .refine((values) => new Set(values.map((value) => value.code)).size === values.length, {
      message: 'each code once',
    }),
});
export type CodificationListEdit = z.infer<typeof codificationListEditSchema>;
