import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { ShowConfig } from '@showfloor/core';
import { z } from 'zod';
import type { SourcedItem } from '../catalog/index.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The catalog and configuration a version was published from (data_version_catalogs.catalog). */
export interface VersionCatalog {
  items: SourcedItem[];
  config: { config: ShowConfig; derived: boolean } | null;
}

/** Written by this module only, so only its outline is checked when read back. */
const versionCatalogSchema = z.object({
  items: z.array(
    z
      .object({ id: z.number(), type: z.string(), original_id: z.string(), source: z.string().nullable() })
      .loose(),
  ),
  config: z.object({ config: z.record(z.string(), z.unknown()), derived: z.boolean() }).nullable(),
});

/** gzip at its fastest level: dataset W's catalog is kept in about a tenth of a second. */
export async function packVersionCatalog(catalog: VersionCatalog): Promise<Uint8Array> {
  return new Uint8Array(await gzipAsync(JSON.stringify(catalog), { level: 1 }));
}

export async function unpackVersionCatalog(packed: Uint8Array): Promise<VersionCatalog> {
  const value: unknown = JSON.parse((await gunzipAsync(packed)).toString('utf8'));
  versionCatalogSchema.parse(value);
  return value as VersionCatalog;
}
