import type { DataUpdateMode, LocaleCode, ManifestRequest, ManifestResponse } from '@showfloor/core';
import type { CatalogMeta } from '../../platform/local-db/index.js';

/** The manifest request of a device holding `meta` (or nothing) that wants data in `locale`. */
export function manifestRequestOf(
  meta: CatalogMeta | null,
  locale: LocaleCode,
  appVersion: string,
): ManifestRequest {
  const sameLocale = meta?.locale === locale;
  return {
    // A device holding another locale asks as if empty: the server then answers with a full bundle.
    db_version: sameLocale ? meta.version : 0,
    db_schema: sameLocale ? meta.schema : '',
    files: '[]',
    locale,
    assets_version: meta?.assetsVersion ?? 0,
    localVersion: appVersion,
  };
}

/**
 * What to do with the data, whatever the manifest says: an empty device, another locale or another
 * schema can only be served by a full reload (spec core §4 "Updater": a schema change triggers a
 * full data reload, a version gives an incremental update, otherwise no update).
 */
export function dataModeOf(
  manifest: ManifestResponse,
  meta: CatalogMeta | null,
  locale: LocaleCode,
): DataUpdateMode {
  if (!meta || meta.locale !== locale) return 'full';
  if (manifest.data === 'none' && manifest.version === meta.version && manifest.schema === meta.schema)
    return 'none';
  if (manifest.schema !== meta.schema) return 'full';
  if (manifest.version === meta.version) return 'none';
  return manifest.data === 'full' ? 'full' : 'increment';
}

/** True when there is something to download: data, or assets the device lacks. */
export function hasUpdate(manifest: ManifestResponse, mode: DataUpdateMode): boolean {
  return mode !== 'none' || manifest.files.some((file) => file.kind === 'asset' || file.kind === 'assets');
}
