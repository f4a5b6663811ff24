import { describe, expect, it } from 'vitest';
import { parseC3vocJson } from './c3voc-json.js';
import { ImportFileError } from './import-file-error.js';

function event(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    guid: 'g-1',
    id: 11,
    code: null,
    date: '2025-12-28T00:20:00+01:00',
    start: '00:20',
    duration: '01:00',
    room: 'Art & Play: Bus Stage',
    slug: 'kitchen',
    title: 'Kitchen',
    subtitle: null,
    language: 'de, en',
    track: 'Science',
    type: 'Talk',
    abstract: 'Short.',
    description: '<p>Long.</p>',
    persons: [{ guid: 'p-1', name: 'stella', public_name: 'Stella', biography: 'Designer.' }],
    answers: [],
    ...overrides,
  };
}

function schedule(events: unknown[]): unknown {
  return {
    schedule: {
      conference: {
        tracks: [{ name: 'Science', color: '#00a356', slug: 'science' }],
        rooms: [{ name: 'Art & Play: Bus Stage', slug: 'bus-stage', guid: 'r-1' }],
        days: [
          {
            index: 1,
            date: '2025-12-27',
            day_start: '2025-12-27T11:00:00+01:00',
            day_end: '2025-12-28T06:00:00+01:00',
            rooms: { 'Art & Play: Bus Stage': events },
          },
        ],
      },
    },
  };
}

describe('parseC3vocJson', () => {
  it('maps an event of the night to the day it is filed under, with the declared room and track', () => {
    const result = parseC3vocJson(schedule([event({})]), '39c3.json');
    expect(result.format).toBe('c3voc-json');
    expect(result.warnings).toEqual([]);
    const item = result.items.find((entry) => entry.type === 'events');
    expect(item).toMatchObject({
      original_id: 'g-1',
      fields: {
        description: '<p>Short.</p>\n<p>Long.</p>',
        start_date: '2025-12-28T00:20:00+01:00',
        end_date: '2025-12-28T01:20:00+01:00',
        day: '2025-12-27',
        start_time: '0h20',
        end_time: '1h20',
        lump: { track: 'Science', color: '#00a356', Type: 'Talk', language: 'de, en', code: 'kitchen' },
      },
      refs: {
        places: { type: 'places', ids: ['room:r-1'] },
        cats: { type: 'event_categories', ids: ['track:science'] },
        speakers: { type: 'speakers', ids: ['person:p-1'] },
      },
    });
    expect(result.items.find((entry) => entry.type === 'event_categories')?.fields).toMatchObject({
      lump: { color: '#00a356' },
    });
    expect(result.items.find((entry) => entry.type === 'speakers')?.fields).toMatchObject({
      title: 'Stella',
      biography: '<p>Designer.</p>',
    });
  });

  it('keeps events whose ids are text or repeated, and says so', () => {
    const result = parseC3vocJson(
      schedule([event({ id: '7' }), event({ guid: 'g-2', id: '7' }), event({ guid: 'g-1', id: 9 })]),
      'x.json',
    );
    expect(result.items.filter((item) => item.type === 'events').map((item) => item.original_id)).toEqual([
      'g-1',
      'g-2',
    ]);
    const at = (index: number, id: number | string) =>
      `x.json: schedule.conference.days[0].rooms["Art & Play: Bus Stage"][${index}] (event ${id})`;
    expect(result.warnings).toEqual([
      `${at(0, 7)}: id "7" is text where the format wants a number; the event is kept`,
      `${at(1, 7)}: id "7" is text where the format wants a number; the event is kept`,
      `${at(1, 7)}: duplicated id 7 (also ${at(0, 7).slice(8)}); both events are kept, told apart by guid`,
      `${at(2, 9)}: duplicated event key g-1 (first at ${at(0, 7).slice(8)}): this one is skipped`,
    ]);
  });

  it('skips an event whose duration cannot be read and keeps the others', () => {
    const result = parseC3vocJson(
      schedule([event({ duration: 'long' }), event({ guid: 'g-2', id: 12 })]),
      'x.json',
    );
    expect(result.items.filter((item) => item.type === 'events')).toHaveLength(1);
    expect(result.warnings).toEqual([
      'x.json: schedule.conference.days[0].rooms["Art & Play: Bus Stage"][0] (event 11): end or duration "long" cannot be read or ends before the start: skipped',
    ]);
  });

  it('refuses JSON without a schedule', () => {
    expect(() => parseC3vocJson({ schedule: { version: '1' } }, 'x.json')).toThrow(ImportFileError);
    expect(() => parseC3vocJson([], 'x.json')).toThrow('Cannot import x.json (schedule)');
  });
});
