import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { eventWhen, formatShortShowDay } from './event-when.js';

function event(fields: Partial<CatalogRecord>): CatalogRecord {
  return { id: 1, original_id: 'e1', ...fields };
}

describe('eventWhen', () => {
  it('shows the date and the local times as written', () => {
    const session = event({
      day: '2026-11-21',
      start_date: '2026-11-21T09:00:00+01:00',
      start_time: '9h00',
      end_time: '9h30',
    });
    expect(eventWhen(session, 'fr')).toBe('samedi 21 novembre 2026, 9h00 – 9h30');
    expect(eventWhen(session, 'en')).toBe('Saturday, November 21, 2026, 9h00 – 9h30');
  });

  it('dates a night talk by the morning it starts, not by the evening its conference day names', () => {
    const nightTalk = event({
      day: '2025-12-27',
      start_date: '2025-12-28T00:20:00+01:00',
      start_time: '0h20',
      end_time: '1h20',
    });
    expect(eventWhen(nightTalk, 'en')).toBe('Sunday, December 28, 2025, 0h20 – 1h20');
    expect(eventWhen(nightTalk, 'fr', 'Europe/Berlin')).toBe('dimanche 28 décembre 2025, 0h20 – 1h20');
  });

  it('keeps what there is when the day or a time is missing', () => {
    expect(eventWhen(event({ start_time: '14h00' }), 'fr')).toBe('14h00');
    expect(eventWhen(event({}), 'fr')).toBe('');
  });
});

describe('formatShortShowDay', () => {
  it("names a list row's day in a few letters, in the reader's language", () => {
    expect(formatShortShowDay('2025-02-01', 'en')).toBe('Sat, Feb 1');
    expect(formatShortShowDay('2025-02-01', 'fr')).toBe('sam. 1 févr.');
  });
});
