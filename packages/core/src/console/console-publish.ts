import { z } from 'zod';
import { changeCountsByTypeSchema, sessionChangeSchema } from '../updater/published-changelog.js';

/**
 * Publishing from the console (docs/console.md "Publish"): the draft against the published version,
 * a note, the versions published, and publishing an older one again as a new version (rollback).
 */

export const PUBLISH_NOTE_MAX_CHARS = 1_000;

const listedItemSchema = z.object({ originalId: z.string(), label: z.string() });

export const catalogChangesSchema = z.object({
  total: z.number().int(),
  byType: changeCountsByTypeSchema,
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
