import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataBundle, DataIncrement } from '@showfloor/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readImportFile } from './modules/import/index.js';
import { showConfigFixture, sourceItem } from './testing/catalog-factories.js';
import { openTestApp, type TestApp } from './testing/test-app.js';
import { TEST_DRIVERS } from './testing/test-database.js';

interface Talk {
  guid: string;
  start: string;
  title: string;
  speakers: Array<[id: number, name: string]>;
}

const TALKS: Talk[] = [
  { guid: 'talk-1', start: '10:00', title: 'Opening', speakers: [[1, 'Ada Lovelace']] },
  {
    guid: 'talk-2',
    start: '11:00',
    title: 'Engines',
    speakers: [
      [1, 'Ada Lovelace'],
      [2, 'Charles Babbage'],
    ],
  },
  { guid: 'talk-3', start: '12:00', title: 'Differences', speakers: [[2, 'Charles Babbage']] },
  { guid: 'talk-4', start: '14:00', title: 'Closing', speakers: [[3, 'Grace Hopper']] },
];

/** A FOSDEM-like programme holding `talks`, all in one room. */
function programme(talks: Talk[]): string {
  const events = talks.map(
    (talk) => `<event guid="${talk.guid}" id="${talk.guid.slice(5)}">
        <date>2025-02-01T${talk.start}:00+01:00</date><duration>00:45</duration><room>Main</room>
        <title>${talk.title}</title><track>Main track</track>
        <persons>${talk.speakers.map(([id, name]) => `<person id="${id}">${name}</person>`).join('')}</persons>
      </event>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<schedule>
  <conference><acronym>engines-2025</acronym><title>Engines 2025</title><time_zone_name>Europe/Brussels</time_zone_name></conference>
  <day index="1" date="2025-02-01"><room name="Main">${events.join('\n')}</room></day>
</schedule>`;
}

/** The published ids of a bundle's rows of one type, by original id. */
function idsByOriginalId(bundle: DataBundle, type: 'events' | 'speakers'): Map<string, string> {
  const table = bundle.data[type];
  const originalIdAt = table?.fields.indexOf('original_id') ?? -1;
  return new Map((table?.rows ?? []).map((row) => [String(row[originalIdAt]), String(row[0])]));
}

for (const driver of TEST_DRIVERS) {
  describe(`re-importing a programme on ${driver}`, () => {
    let test: TestApp;
    let dir: string;

    beforeEach(async () => {
      test = await openTestApp(driver);
      dir = await mkdtemp(path.join(tmpdir(), 'showfloor-reimport-'));
      await test.catalog.setConfig(showConfigFixture());
    });
    afterEach(async () => {
      await test.close();
      await rm(dir, { recursive: true, force: true });
    });

    async function importProgramme(talks: Talk[]) {
      const file = path.join(dir, 'schedule.xml');
      await writeFile(file, programme(talks));
      const result = await readImportFile(file);
      expect(result.source).toBe('schedule:engines-2025');
      return test.catalog.importItems([{ items: result.items, source: result.source }]);
    }

    it('deletes on devices exactly the talks the programme dropped, and the speaker who gave only those', async () => {
      // The organiser's own exhibitor is not part of the programme: no re-import removes it.
      await test.catalog.upsertItems([sourceItem('exhibitors', 'exh-1')]);
      await importProgramme(TALKS);
      const v1 = await test.publishing.publish();
      const before: DataBundle = (await test.app.inject({ url: '/offline/db_fre.json' })).json();

      const counts = await importProgramme(
        TALKS.filter((talk) => talk.guid !== 'talk-2' && talk.guid !== 'talk-3'),
      );
      expect(counts.byType.events).toEqual({ added: 0, updated: 0, removed: 2 });
      expect(counts.byType.speakers).toEqual({ added: 0, updated: 1, removed: 1 });
      const v2 = await test.publishing.publish();
      expect(v2).toMatchObject({ version: 2, schema: v1.schema, incrementsFrom: [1], missing: [] });

      const query = new URLSearchParams({ version: '1', schema: v1.schema, pixel_ratio: '1', locale: 'fre' });
      const response = await test.app.inject({ url: `/manifest/update?${query}` });
      expect(response.statusCode).toBe(200);
      const increment: DataIncrement = response.json();
      const deleted = (type: 'events' | 'speakers' | 'exhibitors' | 'places') =>
        Object.entries(increment.data[type] ?? {})
          .filter(([, row]) => row === null)
          .map(([id]) => id)
          .sort();
      const events = idsByOriginalId(before, 'events');
      const speakers = idsByOriginalId(before, 'speakers');
      expect(deleted('events')).toEqual([events.get('talk-2'), events.get('talk-3')].sort());
      expect(deleted('speakers')).toEqual([speakers.get('person:2')]);
      expect(deleted('places')).toEqual([]);
      expect(deleted('exhibitors')).toEqual([]);
      // Ada stays, now with her one remaining talk.
      expect(Object.keys(increment.data.speakers ?? {})).toContain(speakers.get('person:1'));
    });
  });
}
