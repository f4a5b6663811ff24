import {
  type CatalogRecord,
  currentOrNextEventIndex,
  eventListComparator,
  groupEventsByDay,
  type JsonValue,
} from '@showfloor/core';

/**
 * The side index shows from this many items on. The spec makes it a configured count whose value
 * it does not show; the show configuration has no such field, so a short list (where an index
 * would only add clutter) stops here.
 */
export const GROUP_INDEX_MIN_ITEMS = 20;

export type GroupedRow =
  | { kind: 'header'; key: string; label: string; color?: string }
  | { kind: 'record'; record: CatalogRecord };

export interface IndexEntry {
  key: string;
  label: string;
  rowIndex: number;
}

export interface GroupedRows {
  rows: GroupedRow[];
  index: IndexEntry[];
  /** Row to scroll to first: the current or next event (spec core §2); undefined to stay at the top. */
  initialRow?: number;
}

export interface GroupLabels {
  /** Label of a conference day ('YYYY-MM-DD'). */
  day: (day: string) => string;
  undated: string;
  ungrouped: string;
  /** The group of events that name no room. */
  unplaced: string;
}

interface Group {
  key: string;
  label: string;
  rank: number;
  color?: string;
  records: CatalogRecord[];
}

function flatten(groups: readonly Group[]): { rows: GroupedRow[]; index: IndexEntry[] } {
  const rows: GroupedRow[] = [];
  const index: IndexEntry[] = [];
  for (const group of groups) {
    index.push({ key: group.key, label: group.label, rowIndex: rows.length });
    const header: GroupedRow = { kind: 'header', key: group.key, label: group.label };
    if (group.color) header.color = group.color;
    rows.push(header);
    for (const record of group.records) rows.push({ kind: 'record', record });
  }
  return { rows, index };
}

/** Events by conference day, days in order, chronological within a day; scrolled to the current or next one. */
export function groupEvents(events: readonly CatalogRecord[], labels: GroupLabels, now: number): GroupedRows {
  const groups: Group[] = groupEventsByDay(events).map((group, rank) => ({
    key: group.day ?? 'undated',
    label: group.day ? labels.day(group.day) : labels.undated,
    rank,
    records: group.events,
  }));
  const { rows, index } = flatten(groups);
  const ordered = groups.flatMap((group) => group.records);
  const target = currentOrNextEventIndex(ordered, now);
  if (target < 0) return { rows, index };
  const record = ordered[target];
  const eventRow = rows.findIndex((row) => row.kind === 'record' && row.record === record);
  if (eventRow < 0) return { rows, index };
  // The first event of a day is shown under its day's header, so the reader knows which day it is.
  const initialRow = rows[eventRow - 1]?.kind === 'header' ? eventRow - 1 : eventRow;
  return { rows, index, initialRow };
}

/**
 * Events by room (their `event_place_text`, as the synoptic agenda's columns): rooms in natural
 * order ('Room 2' before 'Room 10'), each room's events in time order across the days, events
 * that name no room last. Every event of a programme is in one group.
 */
export function groupEventsByPlace(
  events: readonly CatalogRecord[],
  labels: GroupLabels,
  locale: string,
): GroupedRows {
  const byPlace = new Map<string, CatalogRecord[]>();
  const unplaced: CatalogRecord[] = [];
  for (const event of events) {
    const place = typeof event.event_place_text === 'string' ? event.event_place_text.trim() : '';
    if (place === '') {
      unplaced.push(event);
      continue;
    }
    const list = byPlace.get(place) ?? [];
    list.push(event);
    byPlace.set(place, list);
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const inTimeOrder = eventListComparator(locale);
  const groups: Group[] = [...byPlace.keys()].sort(collator.compare).map((place, rank) => ({
    key: `place-${place}`,
    label: place,
    rank,
    records: [...(byPlace.get(place) ?? [])].sort(inTimeOrder),
  }));
  if (unplaced.length > 0)
    groups.push({
      key: 'unplaced',
      label: labels.unplaced,
      rank: Number.POSITIVE_INFINITY,
      records: [...unplaced].sort(inTimeOrder),
    });
  return flatten(groups);
}

function groupOf(
  record: CatalogRecord,
): { id: string; name: string; rank: number; color?: string } | undefined {
  const lump = record.lump;
  if (typeof lump !== 'object' || lump === null || Array.isArray(lump)) return undefined;
  const group: JsonValue | undefined = lump.group;
  if (typeof group !== 'object' || group === null || Array.isArray(group)) return undefined;
  const id = group.id;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  const name = typeof group.name === 'string' ? group.name : String(id);
  const rank = typeof group.rank === 'number' ? group.rank : Number.POSITIVE_INFINITY;
  const color = typeof group.bgcolor === 'string' ? group.bgcolor : undefined;
  return color ? { id: String(id), name, rank, color } : { id: String(id), name, rank };
}

/** Exhibitors by their lump.group (spec core §9), groups by rank then name, ungrouped exhibitors last. */
export function groupExhibitors(
  exhibitors: readonly CatalogRecord[],
  labels: GroupLabels,
  locale: string,
): GroupedRows {
  const groups = new Map<string, Group>();
  const ungrouped: CatalogRecord[] = [];
  for (const exhibitor of exhibitors) {
    const group = groupOf(exhibitor);
    if (!group) {
      ungrouped.push(exhibitor);
      continue;
    }
    const entry = groups.get(group.id) ?? {
      key: `group-${group.id}`,
      label: group.name,
      rank: group.rank,
      records: [],
    };
    if (group.color) entry.color = group.color;
    entry.records.push(exhibitor);
    groups.set(group.id, entry);
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const ordered = [...groups.values()].sort((a, b) => a.rank - b.rank || collator.compare(a.label, b.label));
  if (ungrouped.length > 0)
    ordered.push({
      key: 'ungrouped',
      label: labels.ungrouped,
      rank: Number.POSITIVE_INFINITY,
      records: ungrouped,
    });
  return flatten(ordered);
}

/** Spec core §2: index labels appear only above a configured item count. */
export function showsIndex(itemCount: number, groupCount: number): boolean {
  return itemCount >= GROUP_INDEX_MIN_ITEMS && groupCount > 1;
}
