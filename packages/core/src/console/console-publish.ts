import { z } from 'zod';

/**
 * Publishing from the console (docs/console.md "Publish"): the draft against the published version,
 * a note, the versions published, and publishing an older one again as a new version (rollback).
 */

export const PUBLISH_NOTE_MAX_CHARS = 1_000;

const listedItemSchema = z.object({ originalId: z.string(), label: z.string() });
const sessionTimeSchema = z.object({ start: z.string().nullable(), end: z.string().nullable() });

export const sessionChangeSchema = z.object({
  id: z.number().int().optional(),
  originalId: z.string(),
  title: z.string(),
  time: z.object({ old: sessionTimeSchema, new: sessionTimeSchema }).optional(),
  room: z.object({ old: z.string().nullable(), new: z.string().nullable() }).optional(),
  isCancelled: z.literal(true).optional(),
});

export const catalogChangesSchema = z.object({
  total: z.number().int(),
  byType: z.record(
    z.string(),
    z.object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int() }),
  ),
  items: z.record(
    z.string(),
    z.object({
      added: z.array(listedItemSchema),
      changed: z.array(listedItemSchema),
      removed: z.array(listedItemSchema),
    }),
  ),
  sessions: z.array(sessionChangeSchema),
});

export const publishPreviewSchema = z.object({
  /** The published version the draft is compared with; null before the first publish. */
  baseVersion: z.number().int().nullable(),
  /**
   * False when the published version was published before versions kept their catalog: the draft
   * is then compared with an empty catalog.
   */
  isComparable: z.boolean(),
  isConfigChanged: z.boolean(),
  changes: catalogChangesSchema,
});
export type PublishPreview = z.infer<typeof publishPreviewSchema>;

export const publishRequestSchema = z.object({
  note: z.string().trim().max(PUBLISH_NOTE_MAX_CHARS).default(''),
});

export const versionParamsSchema = z.object({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export const consoleVersionSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  /** The organiser's address, `command line`, or null for a version published before notes were kept. */
  publishedBy: z.string().nullable(),
  note: z.string(),
  /** The version this one published again (a rollback), if any. */
  restoredFrom: z.number().int().nullable(),
  /** Records per type in the version. */
  counts: z.record(z.string(), z.number().int()),
  /** Changes from the version before it; null when unknown. */
  changes: z
    .record(
      z.string(),
      z.object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int() }),
    )
    .nullable(),
  /** Whether it can be published again (its catalog was kept). */
  canRestore: z.boolean(),
});
export type ConsoleVersion = z.infer<typeof consoleVersionSchema>;
export const consoleVersionsResponseSchema = z.object({ versions: z.array(consoleVersionSchema) });

export const consolePublishedSchema = z.object({
  version: z.number().int(),
  records: z.number().int(),
  changes: z.number().int(),
});

/** The changelog published with each version (`files/project/changelog.json`), for the app's "What changed". */
export const CHANGELOG_PATH = 'files/project/changelog.json';

export const publishedChangelogSchema = z.object({
  version: z.number().int(),
  /** The version it is compared with; null for the first, or when that version's catalog is unknown. */
  previousVersion: z.number().int().nullable(),
  publishedAt: z.string(),
  note: z.string(),
  restoredFrom: z.number().int().nullable(),
  counts: catalogChangesSchema.shape.byType,
  sessions: z.array(sessionChangeSchema),
});
export type PublishedChangelog = z.infer<typeof publishedChangelogSchema>;
