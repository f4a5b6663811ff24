import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { FavoriteGroup } from './favorite-records.js';
import {
  favoritesFileName,
  favoritesSpreadsheet,
  favoritesSpreadsheetRows,
} from './favorites-spreadsheet.js';

const groups: FavoriteGroup[] = [
  {
    type: 'events' as const,
    records: [
      {
        id: 1,
        original_id: 'E1',
        title: 'Opening keynote',
        start_date: '2026-03-12T09:30:00+01:00',
        start_time: '9h30',
        end_time: '10h30',
        event_place_text: 'Auditorium',
      },
      {
        id: 2,
        original_id: 'E2',
        title: 'Night session',
        day: '2026-03-12',
        start_date: '2026-03-13T00:30:00+01:00',
        start_time: '0h30',
        end_time: '1h30',
        event_place_text: 'Club',
      },
    ],
  },
  {
    type: 'exhibitors' as const,
    records: [{ id: 7, original_id: 'X7', title: 'Acme Robotics', exhibitor_place_text: 'Hall 2 - B12' }],
  },
];

describe('favorites spreadsheet', () => {
  it('reads back with a real xlsx reader: headers, then name, date/time and place of every favorite', async () => {
    const rows = favoritesSpreadsheetRows(groups, 'en', 'Europe/Paris');
    const blob = await favoritesSpreadsheet({ name: 'Name', dateTime: 'Date/time', place: 'Place' }, rows);
    const [sheet] = await readXlsxFile(await blob.arrayBuffer());
    expect(sheet?.data).toEqual([
      ['Name', 'Date/time', 'Place'],
      ['Opening keynote', 'Thursday, March 12, 2026, 9h30 – 10h30', 'Auditorium'],
      // Filed under the 12th's evening, it starts on the 13th: the file says so.
      ['Night session', 'Friday, March 13, 2026, 0h30 – 1h30', 'Club'],
      ['Acme Robotics', null, 'Hall 2 - B12'],
    ]);
  });

  it('names the file from the favorites title and the date', () => {
    expect(favoritesFileName('My favorites', '2026-03-12')).toBe('My favorites 2026-03-12.xlsx');
    expect(favoritesFileName('A/B: favs', '2026-03-12')).toBe('A B favs 2026-03-12.xlsx');
  });
});
