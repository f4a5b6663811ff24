import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { speakerTalks } from './speaker-talks.js';

function talk(id: number, title: string, start: string, extra: Partial<CatalogRecord> = {}): CatalogRecord {
  return {
    id,
    original_id: `e${id}`,
    title,
    start_date: start,
    day: start.slice(0, 10),
    start_time: `${Number(start.slice(11, 13))}h${start.slice(14, 16)}`,
    end_time: `${Number(start.slice(11, 13))}h59`,
    ...extra,
  };
}

const events = new Map<number, CatalogRecord>(
  [
    talk(1, 'Closing keynote', '2025-02-02T17:00:00+01:00'),
    talk(2, 'Lightning talk', '2025-02-01T10:35:00+01:00'),
    talk(3, 'After midnight', '2025-02-02T00:20:00+01:00', { day: '2025-02-01' }),
  ].map((event) => [event.id, event]),
);

describe('speakerTalks', () => {
  it("lists a speaker's talks in time order, each with the date it starts on and its times", () => {
    const speaker: CatalogRecord = {
      id: 9,
      original_id: 's9',
      title: 'Ana',
      references: { events: [1, 3, 2] },
    };
    expect(speakerTalks(speaker, events)).toEqual([
      { id: 2, title: 'Lightning talk', date: '2025-02-01', startTime: '10h35', endTime: '10h59' },
      // Filed under the 1st's night, it starts on the 2nd, and says so.
      { id: 3, title: 'After midnight', date: '2025-02-02', startTime: '0h20', endTime: '0h59' },
      { id: 1, title: 'Closing keynote', date: '2025-02-02', startTime: '17h00', endTime: '17h59' },
    ]);
  });

  it('leaves out talks that are not in the data and lists nothing for a speaker without talks', () => {
    const speaker: CatalogRecord = {
      id: 9,
      original_id: 's9',
      title: 'Ana',
      references: { events: [42, 2] },
    };
    expect(speakerTalks(speaker, events).map((entry) => entry.id)).toEqual([2]);
    expect(speakerTalks({ id: 8, original_id: 's8', title: 'Bo' }, events)).toEqual([]);
  });
});
