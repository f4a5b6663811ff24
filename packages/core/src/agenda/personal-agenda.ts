import type { CatalogRecord } from '../catalog/catalog-item.js';
import { groupEventsByDay } from './event-days.js';
import { eventInterval } from './event-time.js';

export interface PersonalAgendaEntry {
  event: CatalogRecord;
  /** Ids of the other favourite events that overlap this one in time, in ascending order. */
  conflictsWith: number[];
}

export interface PersonalAgendaDay {
  day: string | null;
  entries: PersonalAgendaEntry[];
}

/**
 * For every event, the ids of the events it overlaps. Intervals are half-open, so a session ending
 * at 10:00 does not clash with one starting at 10:00. A sweep over starts keeps this O(n log n + k)
 * for the k clashing pairs; events without dates never clash.
 */
export function eventConflicts(events: readonly CatalogRecord[]): Map<number, number[]> {
  const timed = events
    .map((event) => ({ id: event.id, interval: eventInterval(event) }))
    .filter(
      (entry): entry is { id: number; interval: { start: number; end: number } } => entry.interval !== null,
    )
    // Ties on start put the shorter first: a zero-length event at another's start then leaves the
    // active set before the longer one is checked, matching the half-open rule.
    .sort((a, b) => a.interval.start - b.interval.start || a.interval.end - b.interval.end);
  const conflicts = new Map<number, Set<number>>(events.map((event) => [event.id, new Set<number>()]));
  let active: typeof timed = [];
  for (const entry of timed) {
    active = active.filter((other) => other.interval.end > entry.interval.start);
    for (const other of active) {
      if (other.id === entry.id) continue;
      conflicts.get(entry.id)!.add(other.id);
      conflicts.get(other.id)!.add(entry.id);
    }
    active.push(entry);
  }
  return new Map([...conflicts].map(([id, ids]) => [id, [...ids].sort((a, b) => a - b)]));
}

/**
 * The user's own agenda: favourite events by day, in chronological order, each marked with the
 * favourites it clashes with so the user can choose between them.
 */
export function personalAgenda(
  events: readonly CatalogRecord[],
  favoriteEventIds: readonly number[],
): PersonalAgendaDay[] {
  const favorites = new Set(favoriteEventIds);
  const chosen = events.filter((event) => favorites.has(event.id));
  const conflicts = eventConflicts(chosen);
  return groupEventsByDay(chosen).map(({ day, events: dayEvents }) => ({
    day,
    entries: dayEvents.map((event) => ({ event, conflictsWith: conflicts.get(event.id) ?? [] })),
  }));
}
