import { existsSync, mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceItem } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-file-error.js';
import type { ImportResult } from './import-result.js';
import { readImportFile } from './read-import-file.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const fixturesDir = path.resolve(repoRoot, '../shared/fixtures');
const schedulesDir = path.join(fixturesDir, 'schedules');

function countByType(result: ImportResult): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of result.items) counts[item.type] = (counts[item.type] ?? 0) + 1;
  return counts;
}

function find(result: ImportResult, type: SourceItem['type'], originalId: string): SourceItem | undefined {
  return result.items.find((item) => item.type === type && item.original_id === originalId);
}

if (!existsSync(fixturesDir)) {
  it('fixtures folder absent: interop tests skipped', () => {
    console.warn(`fixtures folder absent (${fixturesDir}): schedule interop tests skipped`);
    expect(existsSync(fixturesDir)).toBe(false);
  });
} else {
  describe('real schedule exports', () => {
    const file = (name: string): string => path.join(schedulesDir, name);

    it('imports FOSDEM 2025 schedule.xml: 943 events, 29 rooms with events, 992 persons', async () => {
      const result = await readImportFile(file('fosdem-2025-schedule.xml'));
      expect(result.format).toBe('frab-xml');
      expect(result.warnings).toEqual([]);
      expect(countByType(result)).toEqual({ events: 943, places: 29, speakers: 992, event_categories: 69 });
      const event = find(result, 'events', '852280ac-61d3-588c-b74c-8d87f9d9d2c6');
      expect(event?.fields).toMatchObject({
        title: 'A New Approach to Callee-Saved Registers in LLVM',
        start_date: '2025-02-01T10:35:00+01:00',
        end_date: '2025-02-01T11:00:00+01:00',
        day: '2025-02-01',
        start_time: '10h35',
        end_time: '11h00',
        event_place_text: 'K.3.201',
        lump: { track: 'LLVM', Type: 'devroom', language: 'en' },
      });
      // The abstract is XML-escaped HTML in the file: it must arrive as HTML, not as entities.
      expect(String(event?.fields.description)).toMatch(/^<p>Currently LLVM saves/);
      expect(event?.refs?.speakers?.ids).toEqual(['person:4744']);
      expect(find(result, 'speakers', 'person:4744')?.fields).toMatchObject({
        title: 'Mikhail Gudim',
        firstname: 'Mikhail',
        lastname: 'Gudim',
      });
      expect(find(result, 'places', 'room:h1301')?.fields.title).toBe('H.1301 (Cornil)');
    });

    it('imports 39C3 schedule.json with nights filed under the day before, and offsets kept', async () => {
      const result = await readImportFile(file('39c3-everything.schedule.json'));
      expect(result.format).toBe('c3voc-json');
      expect(countByType(result)).toMatchObject({
        events: 895,
        places: 58,
        // The 9 declared tracks, and 'Other sessions' for the events filed under none.
        event_categories: 10,
        speakers: 709,
      });
      const events = result.items.filter((item) => item.type === 'events');
      expect(new Set(events.map((item) => item.fields.day))).toEqual(
        new Set(['2025-12-27', '2025-12-28', '2025-12-29', '2025-12-30']),
      );
      const nightOwl = events.find((item) => item.fields.start_date === '2025-12-28T00:20:00+01:00');
      expect(nightOwl?.fields).toMatchObject({ day: '2025-12-27', start_time: '0h20' });
      expect(events.every((item) => String(item.fields.start_date).endsWith('+01:00'))).toBe(true);
      // A night session: 1h00 on the 28th, on the 27th's programme. The app files it under `day` and
      // dates it by `start_date`, so both must survive the import as the file gives them.
      expect(find(result, 'events', '541adc49-b284-5b53-be9a-e639e9d4fac0')?.fields).toMatchObject({
        title: 'GAYLIENZ',
        day: '2025-12-27',
        start_date: '2025-12-28T01:00:00+01:00',
        end_date: '2025-12-28T02:00:00+01:00',
        start_time: '1h00',
        end_time: '2h00',
        event_place_text: 'Chaos Computer Music Club',
      });
      const opening = find(result, 'events', '0c8b0cb4-6cf9-5ff8-928a-0a0f49558c48');
      expect(opening?.fields).toMatchObject({ day: '2025-12-27', start_time: '10h30', end_time: '11h00' });
      expect(find(result, 'event_categories', 'track:ccc-community')?.fields).toMatchObject({
        title: 'CCC & Community',
        lump: { color: '#a4a300' },
      });
      // Events take their track's colour: the agenda draws them in it.
      const community = events.filter((item) => item.refs?.cats?.ids.includes('track:ccc-community'));
      expect(community.length).toBeGreaterThan(0);
      const colours = new Set(community.map((item) => (item.fields.lump as { color?: string }).color));
      expect(colours).toEqual(new Set(['#a4a300']));
      // 3 ids written as text and 15 events reusing an earlier id: kept, keyed on guid, each reported.
      expect(result.warnings.filter((warning) => warning.includes('is text where'))).toHaveLength(3);
      expect(result.warnings.filter((warning) => warning.includes('duplicated id'))).toHaveLength(15);
      expect(result.warnings).toHaveLength(18);
    });

    it('imports the frab, pretalx and schedule2 exports', async () => {
      const camp = await readImportFile(file('c3voc-frab-camp2019.schedule.json'));
      expect(countByType(camp).events).toBe(79);
      const democon = await readImportFile(file('c3voc-pretalx-democon.schedule.json'));
      // Its Gray and Tan rooms share one guid: two rooms all the same, each with its own events.
      expect(countByType(democon)).toMatchObject({ events: 36, places: 2 });
      const democonEvents = democon.items.filter((item) => item.type === 'events');
      const eventsIn = (room: string) =>
        democonEvents.filter((item) => item.refs?.places?.ids[0] === `room:${room}`).length;
      expect([eventsIn('Gray Room'), eventsIn('Tan Room')]).toEqual([27, 9]);
      expect(democon.warnings).toEqual([
        `${file('c3voc-pretalx-democon.schedule.json')}: schedule.conference.rooms: the rooms "Gray Room", "Tan Room" share the guid b379c473-93b9-4eae-9a09-d482e86cede3: each is kept as a room of its own`,
      ]);
      const hub = await readImportFile(file('c3voc-hub-schedule2.json'));
      expect(hub.format).toBe('c3voc-schedule2');
      expect(countByType(hub)).toEqual({ events: 2, places: 2, event_categories: 2, speakers: 4 });
      const late = find(hub, 'events', 'b1740c2f-0c44-5f1b-89ed-456a9eecf0b8');
      // Its event names no day: the declared day ranges (day 1 ends at 6h00 on the 28th) file it.
      expect(late?.fields).toMatchObject({
        day: '2024-12-27',
        start_date: '2024-12-28T00:15:00+01:00',
        end_date: '2024-12-28T00:55:00+01:00',
        start_time: '0h15',
      });
      expect(late?.fields.lump).toMatchObject({ track: 'Hardware & Making', color: '#685B9D' });
      expect(find(hub, 'speakers', 'person:0c16ffaa-709d-599f-959f-9a38b911361a')?.fields.biography).toMatch(
        /^<p>Gabriela/,
      );
    });

    it('refuses the invalid c3voc example, naming the person id that is no number', async () => {
      const error: unknown = await readImportFile(file('c3voc-invalid-example.json')).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ImportFileError);
      expect((error as ImportFileError).location).toBe(
        'schedule.conference.days[0].rooms["Winterchaos"][0].persons[0].id',
      );
      expect((error as ImportFileError).message).toMatch(
        /^Cannot import .*c3voc-invalid-example\.json \(.*persons\[0\]\.id\): the id "dsadf" is not a number/,
      );
    });

    it.each([
      ['fosdem-2025-schedule.xml', 'schedule:fosdem-2025'],
      ['39c3-everything.schedule.json', 'schedule:39c3'],
      ['c3voc-frab-camp2019.schedule.json', 'schedule:Camp2019'],
      ['c3voc-hub-schedule2.json', 'schedule:38c3'],
      ['c3voc-pretalx-democon.schedule.json', 'schedule:democon'],
    ])(
      '%s: files every event under a track, those without one under "Other sessions"; the whole of source %s',
      async (name, source) => {
        const result = await readImportFile(file(name));
        // A re-import replaces exactly this conference's items, whatever the file is called.
        expect(result.source).toBe(source);
        const events = result.items.filter((item) => item.type === 'events');
        const unfiled = events.filter((event) => (event.refs?.cats?.ids.length ?? 0) === 0);
        expect(unfiled).toEqual([]);
        const other = events.filter((event) => event.refs?.cats?.ids.includes('track:other-sessions'));
        const otherTrack = find(result, 'event_categories', 'track:other-sessions');
        expect(otherTrack === undefined).toBe(other.length === 0);
      },
    );

    it('reports a FOSDEM schedule cut in the middle at the line of the cut', async () => {
      const text = await readFile(file('fosdem-2025-schedule.xml'), 'utf8');
      const cut = text.slice(0, Math.floor(text.length / 2));
      const copy = path.join(mkdtempSync(path.join(tmpdir(), 'showfloor-cut-')), 'fosdem-cut.xml');
      await writeFile(copy, cut);
      const error: unknown = await readImportFile(copy).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ImportFileError);
      // The cut's line, as the organiser's editor shows the end of the file (trailing spaces aside).
      const lines = cut.trimEnd().split('\n');
      expect(lines.length).toBeGreaterThan(10_000);
      expect((error as ImportFileError).location).toBe(
        `line ${lines.length}, column ${(lines.at(-1) ?? '').length + 1}`,
      );
      expect((error as ImportFileError).message).toMatch(/fosdem-cut\.xml .*it may be truncated$/);
    });

    it('gives identical items when the same file is imported twice', async () => {
      const first = await readImportFile(file('39c3-everything.schedule.json'));
      const second = await readImportFile(file('39c3-everything.schedule.json'));
      expect(second).toEqual(first);
    });
  });
}
