import type { DataUpdateMode, LocaleCode, ManifestRequest, ManifestResponse } from '@showfloor/core';
import type { CatalogMeta } from '../../platform/local-db/index.js';

/**
 * The manifest request of a device holding `meta` (or nothing) that wants data in `locale`.
 * `showKey` is the key of the show whose data it holds: a back office serving another show then
 * answers with everything instead of an increment or "nothing new" about version numbers that
 * belong to another database.
 */
export function manifestRequestOf(
  meta: CatalogMeta | null,
  locale: LocaleCode,
  appVersion: string,
  showKey: string | null = null,
): ManifestRequest {
  const sameLocale = meta?.locale === locale;
  const request: ManifestRequest = {
    // A device holding another locale asks as if empty: the server then answers with a full bundle.
    db_version: sameLocale ? meta.version : 0,
    db_schema: sameLocale ? meta.schema : '',
    files: '[]',
    locale,
    assets_version: meta?.assetsVersion ?? 0,
    localVersion: appVersion,
  };
  if (meta && showKey) request.show_key = showKey;
  return request;
}

/**
 * What to do with the data, whatever the manifest says: an empty device, another locale or another
 * schema can only be served by a full reload (spec core §4 "Updater": a schema change triggers a
 * full data reload, a version gives an incremental update, otherwise no update). A `full` answer is
 * always followed: the server also gives it to a device holding another show's data.
 */
export function dataModeOf(
  manifest: ManifestResponse,
  meta: CatalogMeta | null,
  locale: LocaleCode,
): DataUpdateMode {
  if (!meta || meta.locale !== locale) return 'full';
  // The server asks for everything even at the device's version: the data it holds is another show's.
  if (manifest.data === 'full') return 'full';
  if (manifest.data === 'none' && manifest.version === meta.version && manifest.schema === meta.schema)
    return 'none';
  if (manifest.schema !== meta.schema) return 'full';
  if (manifest.version === meta.version) return 'none';
  return 'increment';
}

/** True when there is something to download: data, or assets the device lacks. */
export function hasUpdate(manifest: ManifestResponse, mode: DataUpdateMode): boolean {
  return mode !== 'none' || manifest.files.some((file) => file.kind === 'asset' || file.kind === 'assets');
}
