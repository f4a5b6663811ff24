import type { CatalogRecord } from '../catalog/catalog-item.js';
import {
  DEFAULT_EVENT_COLOR,
  SYNOPTIC_COMPACT_BELOW_PX,
  SYNOPTIC_GAP_PX,
  SYNOPTIC_MIN_EVENT_MINUTES,
  SYNOPTIC_PX_PER_HOUR,
  SYNOPTIC_TOP_ALIGN_BELOW_PX,
} from '../constants/spec-constants.js';
import { wallClockOf } from '../ical/time-zone-offsets.js';
import { isValidHexColor } from '../validation/field-validators.js';
import { dayAfter, eventClockRange, eventConferenceClockRange, eventDayOf } from './event-time.js';

/** One event drawn on the grid. Positions are in pixels from the top of the grid. */
export interface SynopticBlock {
  event: CatalogRecord;
  /** Minutes from midnight of the conference day; the night after it goes over 1440. */
  startMinutes: number;
  endMinutes: number;
  top: number;
  height: number;
  /** Short blocks show their text from the top instead of centred (spec modules §9). */
  isTopAligned: boolean;
  /** Too short for a time line above the title: the block shows its title on one line (see SYNOPTIC_COMPACT_BELOW_PX). */
  isCompact: boolean;
  color: string;
  /** Overlapping events of one room share its column: this block takes lane `lane` of `laneCount`. */
  lane: number;
  laneCount: number;
}

export interface SynopticColumn {
  place: string;
  blocks: SynopticBlock[];
}

export interface SynopticGrid {
  day: string;
  /** Hour of each grid row (0-23), from the first event's hour to the last event's end, past midnight too. */
  hours: number[];
  /** Minutes from midnight of the conference day at the top and at the bottom of the grid. */
  startMinutes: number;
  endMinutes: number;
  heightPx: number;
  columns: SynopticColumn[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Spec core §5: the synoptic agenda keeps only events with start_time, end_time and event_place_text. */
export function synopticEvents(events: readonly CatalogRecord[]): CatalogRecord[] {
  return events.filter(
    (event) =>
      eventClockRange(event) !== null &&
      text(event.end_time) !== '' &&
      text(event.event_place_text) !== '' &&
      eventDayOf(event) !== null,
  );
}

/** The day tabs: every day that has a synoptic event, in order. */
export function synopticDays(events: readonly CatalogRecord[]): string[] {
  const days = new Set<string>();
  for (const event of synopticEvents(events)) days.add(eventDayOf(event)!);
  return [...days].sort();
}

/** Spec modules §2: the default tab is today, else the next upcoming day, else the last. */
export function defaultSynopticDay(days: readonly string[], today: string): string | null {
  if (days.length === 0) return null;
  if (days.includes(today)) return today;
  return [...days].sort().find((day) => day > today) ?? [...days].sort().at(-1)!;
}

/** The event's colour when it is a valid hex colour, else the default grey (spec core §5). */
export function eventColor(event: CatalogRecord): string {
  const lump = event.lump;
  const color = typeof lump === 'object' && lump !== null && !Array.isArray(lump) ? lump.color : undefined;
  return isValidHexColor(color) ? color : DEFAULT_EVENT_COLOR;
}

const placeCollator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/**
 * Assigns lanes within one column: events sorted by start, each takes the first lane free at its
 * start; a run of transitively overlapping events shares one lane count so that their widths line up.
 */
function assignLanes(blocks: SynopticBlock[]): void {
  blocks.sort(
    (a, b) => a.startMinutes - b.startMinutes || b.endMinutes - a.endMinutes || a.event.id - b.event.id,
  );
  let cluster: SynopticBlock[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  const close = () => {
    for (const block of cluster) block.laneCount = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const block of blocks) {
    if (block.startMinutes >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= block.startMinutes);
    if (lane < 0) lane = laneEnds.push(block.endMinutes) - 1;
    else laneEnds[lane] = block.endMinutes;
    block.lane = lane;
    cluster.push(block);
    clusterEnd = Math.max(clusterEnd, block.endMinutes);
  }
  close();
}

/**
 * Lays out one day of the synoptic agenda (spec modules §2, §9): places as columns, 150 px per hour
 * from the hour of the first start, each block 2 px shorter than its duration to leave a gap,
 * blocks under 125 px top-aligned, overlapping events of a room side by side. A day is a conference
 * day: the night sessions filed under it (dated the next morning) end its grid, after its evening.
 */
export function layoutSynopticDay(
  events: readonly CatalogRecord[],
  day: string,
  comparePlaces: (left: string, right: string) => number = placeCollator.compare,
): SynopticGrid {
  const ranged = synopticEvents(events)
    .filter((event) => eventDayOf(event) === day)
    .map((event) => {
      const range = eventConferenceClockRange(event)!;
      return {
        event,
        start: range.start,
        end: Math.max(range.end, range.start + SYNOPTIC_MIN_EVENT_MINUTES),
      };
    });
  if (ranged.length === 0)
    return { day, hours: [], startMinutes: 0, endMinutes: 0, heightPx: 0, columns: [] };
  const gridStart = Math.floor(Math.min(...ranged.map((entry) => entry.start)) / 60) * 60;
  const gridEnd = Math.ceil(Math.max(...ranged.map((entry) => entry.end)) / 60) * 60;
  const pxPerMinute = SYNOPTIC_PX_PER_HOUR / 60;
  const columns = new Map<string, SynopticBlock[]>();
  for (const { event, start, end } of ranged) {
    const height = Math.max(0, (end - start) * pxPerMinute - SYNOPTIC_GAP_PX);
    const block: SynopticBlock = {
      event,
      startMinutes: start,
      endMinutes: end,
      top: (start - gridStart) * pxPerMinute,
      height,
      isTopAligned: height < SYNOPTIC_TOP_ALIGN_BELOW_PX,
      isCompact: height < SYNOPTIC_COMPACT_BELOW_PX,
      color: eventColor(event),
      lane: 0,
      laneCount: 1,
    };
    const place = text(event.event_place_text);
    const list = columns.get(place) ?? [];
    list.push(block);
    columns.set(place, list);
  }
  for (const blocks of columns.values()) assignLanes(blocks);
  const hours: number[] = [];
  for (let minutes = gridStart; minutes < gridEnd; minutes += 60) hours.push((minutes / 60) % 24);
  return {
    day,
    hours,
    startMinutes: gridStart,
    endMinutes: gridEnd,
    heightPx: (gridEnd - gridStart) * pxPerMinute,
    columns: [...columns.keys()].sort(comparePlaces).map((place) => ({ place, blocks: columns.get(place)! })),
  };
}

/**
 * Where the "now" line crosses a day's grid, in pixels from its top, or null when the instant `now`
 * is not on it. The wall clock is the show's (`timeZone`), as the events' times are: on the grid of
 * today at its time, and after midnight on the grid of the day before while its night runs on.
 */
export function synopticNowTop(grid: SynopticGrid, now: number, timeZone: string): number | null {
  if (grid.hours.length === 0) return null;
  const wall = wallClockOf(now, timeZone);
  const today = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
  const clock = wall.hour * 60 + wall.minute;
  const minutes = grid.day === today ? clock : dayAfter(grid.day) === today ? clock + 24 * 60 : null;
  if (minutes === null || minutes < grid.startMinutes || minutes > grid.endMinutes) return null;
  return (minutes - grid.startMinutes) * (SYNOPTIC_PX_PER_HOUR / 60);
}
