import { z } from 'zod';

/**
 * The updater calls of spec core §7, defined once for the server, the app's API client and the
 * tests. Field names are the spec's, including its mixed casing.
 */

/** An optional show key; an empty one (a form field left blank) counts as absent. */
const showKeyField = z.string().max(128).optional();

/** Form fields of `POST manifest/phonegap?pixel_ratio=1&force=1&time=`. */
export const manifestRequestSchema = z.object({
  db_version: z.coerce.number().int().min(0),
  db_schema: z.string().max(128).default(''),
  /** JSON list of asset paths the device already holds; informational. */
  files: z.string().max(1_000_000).default('[]'),
  locale: z.enum(['fre', 'eng', 'zho']),
  assets_version: z.coerce.number().int().min(0).default(0),
  /** App version of the client, for example 2.0.1. */
  localVersion: z.string().max(32).default(''),
  /**
   * `showKey` of the configuration the device holds (not in the spec; optional). A key that is not
   * the server's means the device holds another show's data: it is answered as an empty device.
   */
  show_key: showKeyField,
});
export type ManifestRequest = z.infer<typeof manifestRequestSchema>;

/** What the app must do with its data: nothing, apply an increment, or reload everything. */
export const DATA_UPDATE_MODES = ['none', 'increment', 'full'] as const;
export type DataUpdateMode = (typeof DATA_UPDATE_MODES)[number];

export const manifestFileSchema = z.object({
  /** Path relative to the back-office URL, with its version query (a timestamp or a hash). */
  path: z.string(),
  /** Byte size of the uncompressed file. */
  size: z.number().int().min(0),
  /**
   * `asset` is one file under `files/assets/`; `assets` is an asset pack (`files/assets-pack?from=k&v=N`):
   * every asset added or changed after version k, in one download (see `assetPackSchema`).
   */
  kind: z.enum(['data', 'config', 'asset', 'assets']),
});
export type ManifestFile = z.infer<typeof manifestFileSchema>;

/** Answer of `POST manifest/phonegap`. */
export const manifestResponseSchema = z.object({
  NEW_VERSION: z.boolean(),
  /** Latest published data version. */
  version: z.number().int().min(0),
  schema: z.string(),
  data: z.enum(DATA_UPDATE_MODES),
  /** Files to download one by one, data first. */
  files: z.array(manifestFileSchema),
  nb_files: z.number().int().min(0),
  /** Total bytes of `files`. */
  size: z.number().int().min(0),
  /** Version of the data whose assets `files` brings the device up to. */
  assets_version: z.number().int().min(0),
  /** Newest app version the back office knows; the app warns when it is older. */
  app_version: z.string(),
});
export type ManifestResponse = z.infer<typeof manifestResponseSchema>;

/** Query of `GET manifest/update`. */
export const updateRequestSchema = z.object({
  version: z.coerce.number().int().min(0),
  schema: z.string().min(1).max(128),
  pixel_ratio: z.coerce.number().min(0).max(8).default(1),
  locale: z.enum(['fre', 'eng', 'zho']),
  /** As in the manifest: another show's key gets a SchemaChange, so the device reloads everything. */
  show_key: showKeyField,
});
export type UpdateRequest = z.infer<typeof updateRequestSchema>;

/** One asset inside a pack: text types travel as text, the others as base64. */
export const packedAssetSchema = z.object({
  contentType: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  body: z.string(),
  encoding: z.literal('base64').optional(),
});
export type PackedAsset = z.infer<typeof packedAssetSchema>;

/**
 * An asset pack of data version `version`: the assets added or changed after version `from`
 * (every asset when `from` is 0), keyed by their path under `files/assets/`.
 */
export const assetPackSchema = z.object({
  version: z.number().int().min(1),
  from: z.number().int().min(0),
  assets: z.record(z.string(), packedAssetSchema),
});
export type AssetPack = z.infer<typeof assetPackSchema>;

/** Whether an asset of this content type travels as text in a pack (SVG, JSON, text), not base64. */
export function isTextContentType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') || type.endsWith('+xml') || type.endsWith('/json') || type.endsWith('+json')
  );
}

/** URL (relative to the back office) of the pack of version `version` bringing assets up from `from`. */
export function assetPackUrl(from: number, version: number): string {
  return `files/assets-pack?from=${from}&v=${version}`;
}

/** Path of the full database of a locale (spec core §7). */
export function bundlePath(locale: string): string {
  return `offline/db_${locale}.json`;
}
