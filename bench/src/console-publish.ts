import path from 'node:path';
import { diffCatalogs, type SourceItem } from '@showfloor/core';
import { loadConfig } from '../../apps/server/src/config.js';
import { createServices } from '../../apps/server/src/create-services.js';
import { VersionCatalogFiles } from '../../apps/server/src/modules/publishing/version-catalog.js';
import { openConfiguredDatabase } from '../../apps/server/src/open-configured-database.js';
import type { ShowServer } from '../../e2e/support/show-server.js';
import type { Figure } from './report.js';
import { isRunDirectly, runStepAlone } from './step-alone.js';

const CHANGES = 500;
const PREVIEW_TARGET_S = 2;
const PUBLISH_TARGET_S = 5;

async function timed<T>(task: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await task();
  return { value, seconds: (performance.now() - started) / 1000 };
}

/**
 * The console's Publish page on dataset W (server stopped, its database opened here): 500 changes
 * made to the draft (300 exhibitors renamed, 150 sessions moved an hour later, 50 sessions cancelled),
 * then the publish preview (the draft against W's last version, what `GET /console/api/publish/preview`
 * answers) and the publish with a note (`POST /console/api/publish`), each timed as the back office
 * runs it.
 */
export async function measureConsolePublish(server: ShowServer): Promise<Figure[]> {
  const handle = await openConfiguredDatabase(loadConfig({ DATA_DIR: server.dataDir }));
  try {
    const config = loadConfig({ DATA_DIR: server.dataDir });
    const { catalog, publishing } = createServices(handle, config);
    const items = await catalog.sourcedItems();
    const exhibitors = items.filter((item) => item.type === 'exhibitors').slice(0, 300);
    const events = items.filter((item) => item.type === 'events');
    const renamed = new Set(exhibitors.map((item) => item.original_id));
    const moved = new Set(events.slice(0, 150).map((item) => item.original_id));
    const cancelled = new Set(events.slice(150, 200).map((item) => item.original_id));
    const laterBy = (value: unknown) =>
      typeof value === 'string'
        ? value.replace(/T(\d\d)/, (_, hour) => `T${String((Number(hour) + 1) % 24).padStart(2, '0')}`)
        : value;
    const draft: SourceItem[] = items.flatMap(({ id: _id, source: _source, ...item }) => {
      if (item.type === 'events' && cancelled.has(item.original_id)) return [];
      if (item.type === 'events' && moved.has(item.original_id)) {
        const fields = { ...item.fields };
        fields.start_date = laterBy(fields.start_date) as SourceItem['fields'][string];
        fields.end_date = laterBy(fields.end_date) as SourceItem['fields'][string];
        return [{ ...item, fields }];
      }
      if (item.type === 'exhibitors' && renamed.has(item.original_id)) {
        return [{ ...item, fields: { ...item.fields, title: `${item.original_id} (renamed)` } }];
      }
      return [item];
    });
    await catalog.replaceItems(draft);
    // The parts of the preview, to tell the database's share from the comparison's.
    const files = new VersionCatalogFiles(path.join(server.dataDir, 'version-catalogs'));
    const latest = (await publishing.latest())?.version ?? 0;
    const read = await timed(() => catalog.sourcedItems());
    const kept = await timed(() => files.read(latest));
    const compared = await timed(async () => diffCatalogs(kept.value?.items ?? [], read.value));
    const preview = await timed(() => publishing.preview());
    if (preview.value.changes.total !== CHANGES) {
      throw new Error(`the draft holds ${preview.value.changes.total} changes, not ${CHANGES}`);
    }
    const published = await timed(() =>
      publishing.publish({ publishedBy: 'bench', note: `${CHANGES} changes` }),
    );
    if (published.value.changes !== CHANGES) throw new Error(`published ${published.value.changes} changes`);
    return [
      { name: 'of which: the draft read from the database (26,660 items)', value: read.seconds, unit: 's' },
      { name: 'of which: the last version’s catalog read (gzip JSON file)', value: kept.seconds, unit: 's' },
      { name: 'of which: the comparison (core diffCatalogs, pure)', value: compared.seconds, unit: 's' },
      {
        name: `console publish preview of dataset W against its last version, ${CHANGES} changes (in the back office)`,
        value: preview.seconds,
        unit: 's',
        target: { max: PREVIEW_TARGET_S },
      },
      {
        name: `console publish of dataset W with a note and its changelog, ${CHANGES} changes (in the back office)`,
        value: published.seconds,
        unit: 's',
        target: { max: PUBLISH_TARGET_S },
      },
    ];
  } finally {
    await handle.close();
  }
}

if (isRunDirectly(import.meta.url)) {
  await runStepAlone('console publish', 8831, measureConsolePublish);
}
