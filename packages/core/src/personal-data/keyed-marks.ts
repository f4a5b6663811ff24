import type { DataType } from '../catalog/data-types.js';
import { EMPTY_FAVORITES, type FavoritesState, withFavorite } from '../favorites/favorites-state.js';
import { EMPTY_NOTES, type NotesState } from '../notes/notes-state.js';

/**
 * A favorite or a note on a catalog item, known two ways: by the numeric id the back office gave the
 * item in the data version it was last checked against (what screens and the spec's wire shapes use),
 * and by the item's original id, which stays the same across re-imports and re-publishes. The
 * numeric id alone cannot be trusted across versions: a re-created database numbers items anew.
 */
export interface ItemMark<V> {
  dataType: DataType;
  id: number;
  /** Null for a mark made before original ids were kept, until a catalog names its item. */
  originalId: string | null;
  value: V;
}

/** Original ids of marked items, per type and numeric id (JSON keys, so ids as strings). */
export type OriginalIds = Partial<Record<DataType, Readonly<Record<string, string>>>>;

/** What a data version says of its items' ids. */
export interface CatalogIds {
  /** The original id of the item this version has under `id`, undefined when it has none. */
  originalIdOf(dataType: DataType, id: number): string | undefined;
  /** The numeric id this version gives the item `originalId`, undefined when it lacks it. */
  idOf(dataType: DataType, originalId: string): number | undefined;
}

/**
 * The user's marks of one kind for one show: those shown (`state`, what every screen reads), the
 * original ids of their items, and the marks set aside because the held catalog lacks their item,
 * kept (never deleted) and shown again when the item comes back.
 */
export interface KeyedMarks<S, V> {
  state: S;
  originalIds: OriginalIds;
  aside: readonly ItemMark<V>[];
}

export type KeyedFavorites = KeyedMarks<FavoritesState, true>;
export type KeyedNotes = KeyedMarks<NotesState, string>;

export const EMPTY_KEYED_FAVORITES: KeyedFavorites = { state: EMPTY_FAVORITES, originalIds: {}, aside: [] };
export const EMPTY_KEYED_NOTES: KeyedNotes = { state: EMPTY_NOTES, originalIds: {}, aside: [] };

/** Records the original id of an item just marked; the same object when it was already known. */
export function withOriginalId(
  originalIds: OriginalIds,
  dataType: DataType,
  id: number,
  originalId: string,
): OriginalIds {
  if (originalIds[dataType]?.[id] === originalId) return originalIds;
  return { ...originalIds, [dataType]: { ...originalIds[dataType], [id]: originalId } };
}

function sameMark<V>(left: ItemMark<V>, right: ItemMark<V>): boolean {
  return (
    left.dataType === right.dataType &&
    left.id === right.id &&
    left.originalId === right.originalId &&
    left.value === right.value
  );
}

function sameMarks<V>(left: readonly ItemMark<V>[], right: readonly ItemMark<V>[]): boolean {
  return left.length === right.length && left.every((mark, index) => sameMark(mark, right[index]!));
}

/**
 * Checks marks against a data version. A mark follows its item's original id to the numeric id the
 * version gives it; a mark whose item the version lacks is set aside, so it never shows on the
 * unrelated item that now has its old numeric id, and one set aside comes back when its item does.
 * A mark from before original ids were kept is named by its numeric id the first time, the one
 * moment that id still means what the user marked (the data the device held when it was made);
 * if that fails it stays aside for good, as nothing could tell its item from another.
 * Two marks of one item keep the first; a different second value (another note) stays aside.
 */
function rekeyMarks<V>(
  shown: readonly ItemMark<V>[],
  aside: readonly ItemMark<V>[],
  catalog: CatalogIds,
): { shown: ItemMark<V>[]; aside: ItemMark<V>[] } {
  const nextShown: ItemMark<V>[] = [];
  const nextAside: ItemMark<V>[] = [];
  const shownValues = new Map<string, V>();
  const place = (mark: ItemMark<V>, resolved: ItemMark<V> | undefined) => {
    if (!resolved) {
      nextAside.push(mark);
      return;
    }
    const key = `${resolved.dataType}\u0000${resolved.id}`;
    if (!shownValues.has(key)) {
      shownValues.set(key, resolved.value);
      nextShown.push(resolved);
    } else if (shownValues.get(key) !== resolved.value) {
      nextAside.push(mark);
    }
  };
  for (const mark of shown) {
    if (mark.originalId === null) {
      const originalId = catalog.originalIdOf(mark.dataType, mark.id);
      place(mark, originalId === undefined ? undefined : { ...mark, originalId });
      continue;
    }
    const id = catalog.idOf(mark.dataType, mark.originalId);
    place(mark, id === undefined ? undefined : { ...mark, id });
  }
  for (const mark of aside) {
    const id = mark.originalId === null ? undefined : catalog.idOf(mark.dataType, mark.originalId);
    place(mark, id === undefined ? undefined : { ...mark, id });
  }
  return { shown: nextShown, aside: nextAside };
}

function originalIdsOf<V>(marks: readonly ItemMark<V>[]): OriginalIds {
  let originalIds: OriginalIds = {};
  for (const mark of marks) {
    if (mark.originalId !== null)
      originalIds = withOriginalId(originalIds, mark.dataType, mark.id, mark.originalId);
  }
  return originalIds;
}

function favoriteMarks(keyed: KeyedFavorites): ItemMark<true>[] {
  const marks: ItemMark<true>[] = [];
  for (const [dataType, ids] of Object.entries(keyed.state) as [DataType, number[] | undefined][]) {
    for (const id of ids ?? []) {
      marks.push({ dataType, id, originalId: keyed.originalIds[dataType]?.[id] ?? null, value: true });
    }
  }
  return marks;
}

/** Favorites checked against a data version (see rekeyMarks); the same object when nothing moved. */
export function rekeyFavorites(keyed: KeyedFavorites, catalog: CatalogIds): KeyedFavorites {
  const before = favoriteMarks(keyed);
  const { shown, aside } = rekeyMarks(before, keyed.aside, catalog);
  if (sameMarks(before, shown) && sameMarks(keyed.aside, aside)) return keyed;
  let state: FavoritesState = EMPTY_FAVORITES;
  for (const mark of shown) state = withFavorite(state, mark.dataType, mark.id, true);
  return { state, originalIds: originalIdsOf(shown), aside };
}

function noteMarks(keyed: KeyedNotes): ItemMark<string>[] {
  const marks: ItemMark<string>[] = [];
  for (const [dataType, notes] of Object.entries(keyed.state) as [DataType, NotesState[DataType]][]) {
    notes?.ids.forEach((id, index) => {
      const value = notes.texts[index] ?? '';
      marks.push({ dataType, id, originalId: keyed.originalIds[dataType]?.[id] ?? null, value });
    });
  }
  return marks;
}

/** Notes checked against a data version (see rekeyMarks); the same object when nothing moved. */
export function rekeyNotes(keyed: KeyedNotes, catalog: CatalogIds): KeyedNotes {
  const before = noteMarks(keyed);
  const { shown, aside } = rekeyMarks(before, keyed.aside, catalog);
  if (sameMarks(before, shown) && sameMarks(keyed.aside, aside)) return keyed;
  const state: { -readonly [T in DataType]?: { ids: number[]; texts: string[] } } = {};
  for (const mark of shown) {
    const notes = state[mark.dataType] ?? { ids: [], texts: [] };
    notes.ids.push(mark.id);
    notes.texts.push(mark.value);
    state[mark.dataType] = notes;
  }
  return { state, originalIds: originalIdsOf(shown), aside };
}

/** The types a catalog must describe to check these marks: those shown and those set aside. */
export function markedTypes<S extends Partial<Record<DataType, unknown>>, V>(
  keyed: KeyedMarks<S, V>,
): DataType[] {
  const types = new Set(Object.keys(keyed.state) as DataType[]);
  for (const mark of keyed.aside) types.add(mark.dataType);
  return [...types];
}
