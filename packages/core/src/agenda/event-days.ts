import type { CatalogRecord } from '../catalog/catalog-item.js';
import { compareEvents, compareRanks, titleComparator } from '../catalog/category-tree.js';
import { eventClockRange, eventDayOf, eventInterval } from './event-time.js';

export interface EventDayGroup {
  /** 'YYYY-MM-DD', or null for events that carry no date (listed last). */
  day: string | null;
  events: CatalogRecord[];
}

function startKey(event: CatalogRecord): number {
  return eventInterval(event)?.start ?? Number.POSITIVE_INFINITY;
}

function clockKey(event: CatalogRecord): number {
  return eventClockRange(event)?.start ?? Number.POSITIVE_INFINITY;
}

/** Earlier first: by start instant, else by start time (an event without a date), undated last. */
function compareStarts(left: CatalogRecord, right: CatalogRecord): number {
  const byInstant = startKey(left) - startKey(right);
  if (!Number.isNaN(byInstant) && byInstant !== 0) return byInstant;
  const byClock = clockKey(left) - clockKey(right);
  return !Number.isNaN(byClock) && byClock !== 0 ? byClock : 0;
}

/** Chronological order inside a day: start instant, then start time, then rank and title (spec core §9). */
export function compareEventsByStart(left: CatalogRecord, right: CatalogRecord): number {
  return compareStarts(left, right) || compareEvents(left, right);
}

/**
 * The order of a list of events (a track, a room, a speaker's talks): the organiser's ranks first
 * (spec core §9 "Sort"), then time, then title. Spec core §9 sorts events by rank then title; a real
 * programme has no ranks, and read by title its talks lose their day and hour, so time comes between.
 */
export function eventListComparator(locale = 'fr'): (left: CatalogRecord, right: CatalogRecord) => number {
  const byTitle = titleComparator(locale);
  return (left, right) => compareRanks(left, right) || compareStarts(left, right) || byTitle(left, right);
}

/**
 * Events grouped by conference day for the grouped list (spec core §2 "Grouped list"), days in
 * order, events in chronological order within each day.
 */
export function groupEventsByDay(events: readonly CatalogRecord[]): EventDayGroup[] {
  const byDay = new Map<string | null, CatalogRecord[]>();
  for (const event of events) {
    const day = eventDayOf(event);
    const list = byDay.get(day) ?? [];
    list.push(event);
    byDay.set(day, list);
  }
  const days = [...byDay.keys()].sort((left, right) =>
    left === null ? 1 : right === null ? -1 : left < right ? -1 : left > right ? 1 : 0,
  );
  return days.map((day) => ({ day, events: [...(byDay.get(day) ?? [])].sort(compareEventsByStart) }));
}

/**
 * Where the grouped list scrolls to (spec core §2): the first event under way at `now`, else the
 * next one to start; -1 when every event is over or none has a date. Indexes `events` as given,
 * for example the grouped list flattened.
 */
export function currentOrNextEventIndex(events: readonly CatalogRecord[], now: number): number {
  let next = -1;
  let nextStart = Number.POSITIVE_INFINITY;
  for (const [index, event] of events.entries()) {
    const interval = eventInterval(event);
    if (!interval) continue;
    const isUnderWay =
      interval.start <= now &&
      (now < interval.end || (interval.start === interval.end && now === interval.start));
    if (isUnderWay) return index;
    if (interval.start > now && interval.start < nextStart) {
      next = index;
      nextStart = interval.start;
    }
  }
  return next;
}
