import { describe, expect, it } from 'vitest';
import { agendaEntryTime } from './agenda-entry-time.js';

describe('agendaEntryTime', () => {
  const evening = {
    id: 1,
    original_id: 'e1',
    day: '2025-12-27',
    start_date: '2025-12-27T22:00:00+01:00',
    start_time: '22h00',
    end_time: '23h00',
  };
  // 39C3 files this 0h20 talk under the 27th: the personal agenda lists it under Saturday 27.
  const night = {
    id: 2,
    original_id: 'e2',
    day: '2025-12-27',
    start_date: '2025-12-28T00:20:00+01:00',
    start_time: '0h20',
    end_time: '1h20',
  };

  it("shows only the times of an event on its conference day's date", () => {
    expect(agendaEntryTime(evening, '2025-12-27', 'en', 'Europe/Berlin')).toBe('22h00 – 23h00');
  });

  it('names the real date of a night session under the evening it belongs to', () => {
    expect(agendaEntryTime(night, '2025-12-27', 'en', 'Europe/Berlin')).toBe('Sun, Dec 28 0h20 – 1h20');
    expect(agendaEntryTime(night, '2025-12-27', 'fr')).toBe('dim. 28 déc. 0h20 – 1h20');
  });

  it('shows the times alone for an undated event', () => {
    expect(agendaEntryTime({ id: 3, original_id: 'e3', start_time: '9h00' }, null, 'en')).toBe('9h00');
  });
});
