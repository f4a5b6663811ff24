import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import {
  favoritesFileName,
  favoritesSpreadsheet,
  favoritesSpreadsheetRows,
} from './favorites-spreadsheet.js';

const groups = [
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
    ],
  },
  {
    type: 'exhibitors' as const,
    records: [{ id: 7, original_id: 'X7', title: 'Acme Robotics', exhibitor_place_text: 'Hall 2 - B12' }],
  },
];

describe('favorites spreadsheet', () => {
  it('reads back with a real xlsx reader: headers, then name, date/time and place of every favorite', async () => {
    const rows = favoritesSpreadsheetRows(groups, 'en');
    const blob = await favoritesSpreadsheet({ name: 'Name', dateTime: 'Date/time', place: 'Place' }, rows);
    const [sheet] = await readXlsxFile(await blob.arrayBuffer());
    expect(sheet?.data).toEqual([
      ['Name', 'Date/time', 'Place'],
      ['Opening keynote', 'Thursday, March 12, 2026, 9h30 – 10h30', 'Auditorium'],
      ['Acme Robotics', null, 'Hall 2 - B12'],
    ]);
  });

  it('names the file from the favorites title and the date', () => {
    expect(favoritesFileName('My favorites', '2026-03-12')).toBe('My favorites 2026-03-12.xlsx');
    expect(favoritesFileName('A/B: favs', '2026-03-12')).toBe('A B favs 2026-03-12.xlsx');
  });
});
