import { z } from 'zod';

/**
 * The console's content uploads (docs/console.md "Content"): a file is sent, kept for a short time
 * under an id with its checksum, and answered with a dry-run report; applying names the id and the
 * checksum, so that what is imported is exactly the file the organiser read the report of.
 */

/** The largest file the console takes (a whole FOSDEM schedule is 2 MB, an OSM venue under 1 MB). */
export const CONTENT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** How long an uploaded file waits for "Apply" before it is deleted. */
export const CONTENT_UPLOAD_TTL_MINUTES = 60;
/** Items listed per type and kind in a report (the counts stay whole). */
export const CONTENT_LISTED_ITEMS = 50;

export const CONTENT_KINDS = ['schedule', 'catalog', 'venue', 'exhibitors'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const listedItemSchema = z.object({ originalId: z.string(), label: z.string() });

export const contentTypeCountsSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});
export type ContentTypeCounts = z.infer<typeof contentTypeCountsSchema>;

/** A problem that stops the file: where it is (`line 12, column 4`, `items[3].type`) and what. */
export const contentErrorSchema = z.object({ location: z.string().nullable(), message: z.string() });

/** What the show configuration would become: the file's, derived from the programme or venue, or kept. */
export const CONTENT_CONFIG_OUTCOMES = ['from-file', 'derived', 'unchanged'] as const;

export const contentReportSchema = z.object({
  /** Null when the file has errors: nothing of it can be applied. */
  uploadId: z.string().nullable(),
  sha256: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  kind: z.enum(CONTENT_KINDS).nullable(),
  format: z.string().nullable(),
  /** The importer's summary of the file (its format, items, a venue's levels and reach). */
  summary: z.string(),
  byType: z.record(z.string(), contentTypeCountsSchema),
  items: z.record(
    z.string(),
    z.object({
      added: z.array(listedItemSchema),
      updated: z.array(listedItemSchema),
      removed: z.array(listedItemSchema),
    }),
  ),
  config: z.enum(CONTENT_CONFIG_OUTCOMES),
  warnings: z.array(z.string()),
  /** Rows the importer leaves out (an event without a key or a valid date): applied only when skipped on purpose. */
  badRows: z.array(z.string()),
  errors: z.array(contentErrorSchema),
  /** An exhibitor list's logo URLs that "Apply" would fetch (a logo fetched before from its URL is kept). */
  logosToFetch: z.number().int().min(0),
});
export type ContentReport = z.infer<typeof contentReportSchema>;

export const contentApplySchema = z.object({
  uploadId: z.uuid(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: 'must be the SHA-256 of the file, in hex' }),
  /** The organiser's choice to import the file without its bad rows. */
  skipBadRows: z.boolean().default(false),
});
export type ContentApply = z.infer<typeof contentApplySchema>;

export const contentAppliedSchema = z.object({
  byType: z.record(z.string(), contentTypeCountsSchema),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  /** What was said along the way (configuration derived, warnings), as the command line prints it. */
  lines: z.array(z.string()),
});
export type ContentApplied = z.infer<typeof contentAppliedSchema>;

/** The query of an upload: the file's name, for the report and the audit log. */
export const contentUploadQuerySchema = z.object({ name: z.string().trim().min(1).max(200) });
