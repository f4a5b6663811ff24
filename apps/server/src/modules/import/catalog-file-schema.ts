import { organiserShowConfigSchema, PUBLISHED_DATA_TYPES } from '@showfloor/core';
import { z } from 'zod';

export const CATALOG_FILE_FORMAT = 'showfloor-catalog';
export const CATALOG_FILE_VERSION = 1;

const sourceRefSchema = z.strictObject({
  type: z.enum(PUBLISHED_DATA_TYPES),
  ids: z.array(z.string().min(1)),
});

/** A `SourceItem` as the catalog file writes it; unknown keys are refused because they are typos. */
export const sourceItemSchema = z.strictObject({
  type: z.enum(PUBLISHED_DATA_TYPES),
  original_id: z.string().min(1),
  fields: z.record(z.string(), z.json()),
  refs: z.record(z.string(), sourceRefSchema).optional(),
});

/**
 * The project's own catalog file (docs/catalog-format.md). Other top-level keys (`$schema`,
 * comments) are ignored. Two items of one type with the same original id are refused: which one
 * should win cannot be guessed.
 */
export const catalogFileSchema = z.object({
  format: z.literal(CATALOG_FILE_FORMAT),
  version: z.literal(CATALOG_FILE_VERSION),
  /** With the organiser's profile codes, which the import keeps apart (never published). */
  config: organiserShowConfigSchema.optional(),
  items: z.array(sourceItemSchema).superRefine((items, context) => {
    const firstIndex = new Map<string, number>();
    items.forEach((item, index) => {
      const key = `${item.type}\u0000${item.original_id}`;
      const first = firstIndex.get(key);
      if (first === undefined) firstIndex.set(key, index);
      else
        context.addIssue({
          code: 'custom',
          path: [index, 'original_id'],
          message: `duplicated ${item.type} original_id "${item.original_id}" (first at items[${first}])`,
        });
    });
  }),
});
