import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { applyIncrement, type DataBundle, diffBundles, type JsonValue } from '@showfloor/core';
import { writeCatalogFile } from '../../e2e/support/catalog-file.js';
import type { ShowServer } from '../../e2e/support/show-server.js';
import type { Figure } from './report.js';

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/** Creates dataset W in the server's data folder, then times one more publish of it. */
export async function createDatasetW(server: ShowServer): Promise<Figure[]> {
  const demo = await timed(() => server.cli('demo', '--size', 'big'));
  const publish = await timed(() => server.cli('publish'));
  return [
    {
      name: 'dataset W: generate, store and publish (`showfloor demo --size big`)',
      value: demo / 1000,
      unit: 's',
    },
    { name: 'publish of dataset W (`showfloor publish`)', value: publish / 1000, unit: 's' },
  ];
}

/** The folder of the newest version written (benchmarks run with the server stopped or idle). */
function latestVersionDir(server: ShowServer): string {
  const published = path.join(server.dataDir, 'published');
  const versions = readdirSync(published)
    .map((name) => /^v(\d+)$/.exec(name)?.[1])
    .filter((version): version is string => version !== undefined)
    .map(Number);
  return path.join(published, `v${Math.max(...versions)}`);
}

export function readBundle(server: ShowServer, locale = 'fre'): DataBundle {
  return JSON.parse(
    readFileSync(path.join(latestVersionDir(server), 'offline', `db_${locale}.json`), 'utf8'),
  );
}

export function bundleSizes(server: ShowServer): Figure[] {
  const file = path.join(latestVersionDir(server), 'offline', 'db_fre.json');
  const size = (suffix: string) => statSync(file + suffix).size / 1_000_000;
  return [
    { name: 'bundle db_fre.json, raw', value: size(''), unit: 'MB' },
    { name: 'bundle db_fre.json, gzip', value: size('.gz'), unit: 'MB' },
    { name: 'bundle db_fre.json, brotli', value: size('.br'), unit: 'MB', target: { max: 4 } },
  ];
}

/** Changes the title of `count` exhibitors through an import, then publishes (server stopped). */
export async function publishChangedExhibitors(server: ShowServer, count: number): Promise<void> {
  const bundle = readBundle(server);
  const table = bundle.data.exhibitors;
  if (!table) throw new Error('dataset W has no exhibitors');
  const originalIdAt = table.fields.indexOf('original_id');
  const items = table.rows.slice(0, count).map((row, index) => ({
    type: 'exhibitors',
    original_id: String(row[originalIdAt]),
    fields: { title: `Exposant mis à jour ${index}`, city: 'Lyon' },
  }));
  await server.cli('import', writeCatalogFile(server.dataDir, 'bench-changes.json', items));
  await server.cli('publish');
}

/** The pure part of an increment in the app: applying 500 changed rows to dataset W's bundle. */
export function measureIncrementCompute(bundle: DataBundle, count: number): Figure {
  const table = bundle.data.exhibitors;
  if (!table) throw new Error('dataset W has no exhibitors');
  const titleAt = table.fields.indexOf('title');
  const changedRows = table.rows.map((row, index): JsonValue[] =>
    index < count ? row.map((value, at) => (at === titleAt ? `${String(value)} (2)` : value)) : row,
  );
  const next: DataBundle = {
    ...bundle,
    version: bundle.version + 1,
    data: { ...bundle.data, exhibitors: { fields: table.fields, rows: changedRows } },
  };
  const increment = diffBundles(bundle, next);
  const started = performance.now();
  applyIncrement(bundle, increment);
  return {
    name: `core applyIncrement of ${count} rows on dataset W (pure)`,
    value: performance.now() - started,
    unit: 'ms',
  };
}
