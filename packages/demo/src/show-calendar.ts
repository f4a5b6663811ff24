/**
 * Date arithmetic for the show's days. Times are local wall-clock times of the venue, written with
 * the venue's offset ('+01:00', Paris in winter) as docs/catalog-fields.md asks: the offset is kept.
 */
export const SHOW_OFFSET = '+01:00';
const OFFSET_MINUTES = 60;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD`, refusing anything that is not a real calendar date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(value);
  if (!match) throw new Error(`start must be a date written YYYY-MM-DD, got "${value}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new Error(`start is not a calendar date: "${value}"`);
  }
  return { year, month, day };
}

function formatUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The date `days` days after `isoDate` (both `YYYY-MM-DD`). */
export function addDays(isoDate: string, days: number): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return formatUtcDate(new Date(Date.UTC(year, month - 1, day + days)));
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A moment of the show: `minutes` after midnight of `isoDate`, local time. Minutes past 24 h fall on
 * the next calendar day, which is how a show day can run past midnight.
 */
export function showMoment(isoDate: string, minutes: number): { local: string; utc: string; clock: string } {
  const dayShift = Math.floor(minutes / 1440);
  const inDay = minutes - dayShift * 1440;
  const date = addDays(isoDate, dayShift);
  const hours = Math.floor(inDay / 60);
  const mins = inDay % 60;
  const local = `${date}T${twoDigits(hours)}:${twoDigits(mins)}:00${SHOW_OFFSET}`;
  const { year, month, day } = parseIsoDate(date);
  const utc = new Date(Date.UTC(year, month - 1, day, hours, mins - OFFSET_MINUTES)).toISOString();
  return { local, utc: `${utc.slice(0, 19)}Z`, clock: `${hours}h${twoDigits(mins)}` };
}
