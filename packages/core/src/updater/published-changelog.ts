import { z } from 'zod';

/**
 * The changelog the back office publishes with each version, which the visitor app reads for its
 * "What changed" notice; apart from the console's publishing shapes, which the app never loads.
 */

const sessionTimeSchema = z.object({ start: z.string().nullable(), end: z.string().nullable() });

/** A session moved in time or room, or cancelled (see console/catalog-changes.ts). */
export const sessionChangeSchema = z.object({
  id: z.number().int().optional(),
  originalId: z.string(),
  title: z.string(),
  time: z.object({ old: sessionTimeSchema, new: sessionTimeSchema }).optional(),
  room: z.object({ old: z.string().nullable(), new: z.string().nullable() }).optional(),
  isCancelled: z.literal(true).optional(),
});

/** Items added, changed and removed, per data type. */
export const changeCountsByTypeSchema = z.record(
  z.string(),
  z.object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int() }),
);

/** The changelog published with each version (`files/project/changelog.json`), for the app's "What changed". */
export const CHANGELOG_PATH = 'files/project/changelog.json';

export const publishedChangelogSchema = z.object({
  version: z.number().int(),
  /** The version it is compared with; null for the first, or when that version's catalog is unknown. */
  previousVersion: z.number().int().nullable(),
  publishedAt: z.string(),
  note: z.string(),
  restoredFrom: z.number().int().nullable(),
  counts: changeCountsByTypeSchema,
  sessions: z.array(sessionChangeSchema),
});
export type PublishedChangelog = z.infer<typeof publishedChangelogSchema>;
