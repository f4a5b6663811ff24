const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A change of UTC offset in a time zone: at `instant`, the offset goes from `from` to `to` (minutes). */
export interface OffsetTransition {
  instant: number;
  from: number;
  to: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a time zone. */
export function wallClockOf(
  instant: number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 1970,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** The UTC offset of a time zone at an instant, in minutes east of UTC (Paris in summer: 120). */
export function utcOffsetMinutes(instant: number, timeZone: string): number {
  const wall = wallClockOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/**
 * Every offset change of a time zone between two instants. Zones change offset at most a few
 * times a year and never twice within a day, so a daily scan then a bisection to the minute
 * finds them all; the zone rules come from the platform's Intl data, which is what the device
 * shows the user anyway.
 */
export function offsetTransitions(
  timeZone: string,
  rangeStart: number,
  rangeEnd: number,
): OffsetTransition[] {
  // Offsets change on whole minutes: bisecting on a minute grid lands exactly on the change.
  const from = Math.floor(rangeStart / MINUTE) * MINUTE;
  const to = Math.ceil(rangeEnd / MINUTE) * MINUTE;
  const transitions: OffsetTransition[] = [];
  let previous = from;
  let previousOffset = utcOffsetMinutes(from, timeZone);
  for (let next = from + DAY; previous < to; next += DAY) {
    const probe = Math.min(next, to);
    const offset = utcOffsetMinutes(probe, timeZone);
    if (offset !== previousOffset) {
      let low = previous;
      let high = probe;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (utcOffsetMinutes(middle, timeZone) === previousOffset) low = middle;
        else high = middle;
      }
      transitions.push({ instant: high, from: previousOffset, to: offset });
    }
    previous = probe;
    previousOffset = offset;
  }
  return transitions;
}
