import type { SourceItem } from '../catalog/catalog-item.js';
import type { JsonValue } from '../catalog/localized.js';

/**
 * What changed in the catalog between two states (the published version and the draft, or a catalog
 * and a file about to be imported): counts and lists per data type, and for sessions (events) what
 * a visitor would care about: moved in time, moved room, cancelled. Pure: the console's publish
 * preview, the publish's changelog and its published `changelog.json` all come from here.
 */

/** An item as compared: a source item, with its database id when the caller has one. */
export type ComparedItem = SourceItem & { id?: number };

export interface TypeChangeCounts {
  added: number;
  changed: number;
  removed: number;
}

export interface ListedItem {
  originalId: string;
  label: string;
}

export interface SessionTime {
  start: string | null;
  end: string | null;
}

/** A session whose time or room changed, or which was cancelled (removed). */
export interface SessionChange {
  /** The record id in the version that holds it (the new one; the old one for a cancelled session). */
  id?: number;
  originalId: string;
  title: string;
  time?: { old: SessionTime; new: SessionTime };
  room?: { old: string | null; new: string | null };
  isCancelled?: true;
}

export interface CatalogChanges {
  /** Items added, changed and removed, in every type. */
  total: number;
  /** Types with no change are absent. */
  byType: Record<string, TypeChangeCounts>;
  /** The items of each kind, sorted by label, at most `listed` per kind. */
  items: Record<string, { added: ListedItem[]; changed: ListedItem[]; removed: ListedItem[] }>;
  /** Every session moved or cancelled, in time order of their old start. */
  sessions: SessionChange[];
}

/** JSON equality as PostgreSQL's jsonb compares: object key order does not matter. */
export function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((entry, index) => sameJson(entry, right[index]));
  }
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  const leftKeys = Object.keys(leftRecord);
  if (leftKeys.length !== Object.keys(rightRecord).length) return false;
  return leftKeys.every((key) => key in rightRecord && sameJson(leftRecord[key], rightRecord[key]));
}

function textOf(value: JsonValue | undefined): string | undefined {
  if (typeof value === 'string') return value.length > 0 ? value : undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && '$t' in value) {
    const texts = value.$t;
    if (typeof texts === 'object' && texts !== null && !Array.isArray(texts)) {
      return textOf(texts.en) ?? textOf(texts.fr);
    }
  }
  return undefined;
}

/** How an item is named in a list: its title or name (English first), else its original id. */
export function itemLabel(item: SourceItem): string {
  const { fields } = item;
  return (
    textOf(fields.title) ??
    textOf(fields.name) ??
    textOf(fields.display_name) ??
    textOf(fields.company) ??
    item.original_id
  );
}

function timeOf(item: SourceItem): SessionTime {
  return { start: textOf(item.fields.start_date) ?? null, end: textOf(item.fields.end_date) ?? null };
}

/** A session's room: the room's name as the file gave it, else the place it references. */
function roomOf(item: SourceItem): string | null {
  return textOf(item.fields.event_place_text) ?? item.refs?.place?.ids.join(', ') ?? null;
}

function isSameRoom(before: SourceItem, after: SourceItem): boolean {
  return (
    sameJson(before.fields.event_place_text, after.fields.event_place_text) &&
    sameJson(before.refs?.place ?? null, after.refs?.place ?? null)
  );
}

function keyOf(item: SourceItem): string {
  return `${item.type}\u0000${item.original_id}`;
}

function isSameItem(before: SourceItem, after: SourceItem): boolean {
  return sameJson(before.fields, after.fields) && sameJson(before.refs ?? {}, after.refs ?? {});
}

/** The session change between two states of one event, or undefined if neither time nor room moved. */
function sessionChange(before: ComparedItem, after: ComparedItem): SessionChange | undefined {
  const oldTime = timeOf(before);
  const newTime = timeOf(after);
  const isMoved = oldTime.start !== newTime.start || oldTime.end !== newTime.end;
  const isRoomChanged = !isSameRoom(before, after);
  if (!isMoved && !isRoomChanged) return undefined;
  const change: SessionChange = { originalId: after.original_id, title: itemLabel(after) };
  if (after.id !== undefined) change.id = after.id;
  if (isMoved) change.time = { old: oldTime, new: newTime };
  if (isRoomChanged) change.room = { old: roomOf(before), new: roomOf(after) };
  return change;
}

/**
 * The changes from `before` to `after`, items matched on (type, original_id) and compared on their
 * fields and references. `listed` caps the items listed per type and kind (the counts stay whole).
 */
export function diffCatalogs(
  before: readonly ComparedItem[],
  after: readonly ComparedItem[],
  { listed = 200 }: { listed?: number } = {},
): CatalogChanges {
  const previous = new Map(before.map((item) => [keyOf(item), item]));
  const found: Record<string, { added: ComparedItem[]; changed: ComparedItem[]; removed: ComparedItem[] }> =
    {};
  const entry = (type: string) => {
    const existing = found[type];
    if (existing) return existing;
    const created = { added: [], changed: [], removed: [] };
    found[type] = created;
    return created;
  };
  const sessions: Array<{ at: string; change: SessionChange }> = [];
  for (const item of after) {
    const old = previous.get(keyOf(item));
    previous.delete(keyOf(item));
    if (old === undefined) {
      entry(item.type).added.push(item);
    } else if (!isSameItem(old, item)) {
      entry(item.type).changed.push(item);
      const change = item.type === 'events' ? sessionChange(old, item) : undefined;
      if (change) sessions.push({ at: timeOf(old).start ?? '', change });
    }
  }
  for (const old of previous.values()) {
    entry(old.type).removed.push(old);
    if (old.type === 'events') {
      const change: SessionChange = { originalId: old.original_id, title: itemLabel(old), isCancelled: true };
      if (old.id !== undefined) change.id = old.id;
      sessions.push({ at: timeOf(old).start ?? '', change });
    }
  }
  const byType: CatalogChanges['byType'] = {};
  const items: CatalogChanges['items'] = {};
  let total = 0;
  const listOf = (list: ComparedItem[]) =>
    list
      .map((item) => ({ originalId: item.original_id, label: itemLabel(item) }))
      .sort(
        (left, right) =>
          left.label.localeCompare(right.label) || left.originalId.localeCompare(right.originalId),
      )
      .slice(0, listed);
  for (const type of Object.keys(found).sort()) {
    const kinds = found[type];
    if (!kinds) continue;
    byType[type] = {
      added: kinds.added.length,
      changed: kinds.changed.length,
      removed: kinds.removed.length,
    };
    total += kinds.added.length + kinds.changed.length + kinds.removed.length;
    items[type] = {
      added: listOf(kinds.added),
      changed: listOf(kinds.changed),
      removed: listOf(kinds.removed),
    };
  }
  sessions.sort(
    (left, right) =>
      left.at.localeCompare(right.at) || left.change.originalId.localeCompare(right.change.originalId),
  );
  return { total, byType, items, sessions: sessions.map(({ change }) => withIdFirst(change)) };
}

/** The same change with its keys in one order, so that the published file reads the same each time. */
function withIdFirst(change: SessionChange): SessionChange {
  const { id, originalId, title, ...rest } = change;
  return id === undefined ? { originalId, title, ...rest } : { id, originalId, title, ...rest };
}
