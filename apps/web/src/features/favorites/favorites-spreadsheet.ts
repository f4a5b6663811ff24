import { type CatalogRecord, eventWhen, type Language } from '@showfloor/core';
import type { FavoriteGroup } from './favorite-records.js';

export interface SpreadsheetHeaders {
  name: string;
  dateTime: string;
  place: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Where an item is: an event's room, an exhibitor's booth, else its place text. */
function placeOf(record: CatalogRecord): string {
  return text(record.event_place_text) || text(record.exhibitor_place_text) || text(record.place);
}

/**
 * The rows of the favorites spreadsheet (spec modules §2): name, date/time, place, one per favorite.
 * An event's date is the one it starts on in the show's `timeZone` (a night talk's next morning).
 */
export function favoritesSpreadsheetRows(
  groups: readonly FavoriteGroup[],
  language: Language,
  timeZone?: string,
): string[][] {
  return groups.flatMap((group) =>
    group.records.map((record) => [
      text(record.title),
      group.type === 'events' ? eventWhen(record, language, timeZone) : '',
      placeOf(record),
    ]),
  );
}

/** 'Mes favoris 2026-03-12.xlsx': the favorites title and the day, without characters file systems refuse. */
export function favoritesFileName(title: string, day: string): string {
  const safe =
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim() || 'favorites';
  return `${safe} ${day}.xlsx`;
}

/**
 * The .xlsx file of the favorites. The writer is loaded only when a user asks for the file: it
 * is the only screen that needs it, and it would otherwise weigh on every start.
 */
export async function favoritesSpreadsheet(
  headers: SpreadsheetHeaders,
  rows: readonly string[][],
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const headerRow = [headers.name, headers.dateTime, headers.place].map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  return writeXlsxFile([headerRow, ...rows.map((row) => row.map((value) => ({ value })))], {
    columns: [{ width: 40 }, { width: 30 }, { width: 25 }],
  }).toBlob();
}
