import { utcOffsetMinutes } from '../ical/time-zone-offsets.js';

const MINUTE = 60_000;
// A date-time that names its offset is an instant wherever it is read.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const ISO_WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a session starts, for its reminder: `start_date` when it names its offset, else its
 * wall-clock time read on the show's clock (`timeZone`). Null when it has no usable start.
 */
export function sessionStartInstant(startDate: unknown, timeZone: string): number | null {
  const value = typeof startDate === 'string' ? startDate.trim() : '';
  if (ISO_INSTANT.test(value)) {
    const instant = Date.parse(value);
    return Number.isNaN(instant) ? null : instant;
  }
  const wall = ISO_WALL_CLOCK.exec(value);
  if (!wall) return null;
  const [, year, month, day, hour, minute, second] = wall.map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the wall time read as UTC is right except within hours of a change: a second
  // reading at the corrected instant settles it.
  const first = asUtc - utcOffsetMinutes(asUtc, timeZone) * MINUTE;
  return asUtc - utcOffsetMinutes(first, timeZone) * MINUTE;
}
