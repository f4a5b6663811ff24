import type { CatalogRecord } from '../catalog/catalog-item.js';
import { compareEvents } from '../catalog/category-tree.js';
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

/** Chronological order inside a day: start instant, then start time, then rank and title (spec core §9). */
export function compareEventsByStart(left: CatalogRecord, right: CatalogRecord): number {
  const byInstant = startKey(left) - startKey(right);
  if (!Number.isNaN(byInstant) && byInstant !== 0) return byInstant;
  const byClock = clockKey(left) - clockKey(right);
  if (!Number.isNaN(byClock) && byClock !== 0) return byClock;
  return compareEvents(left, right);
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
