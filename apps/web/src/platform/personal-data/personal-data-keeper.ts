import {
  type CatalogIds,
  type DataType,
  isPublishedDataType,
  type KeyedFavorites,
  type KeyedNotes,
  markedTypes,
  type OriginalIds,
  rekeyFavorites,
  rekeyNotes,
  withOriginalId,
} from '@showfloor/core';
import type { CatalogReader } from '../local-db/index.js';
import { type KeyValueStore, VersionedStorage } from '../storage/index.js';
import { calendarFeedShape } from './calendar-feed-shape.js';
import { favoritePositionsShape } from './favorite-positions-shape.js';
import { favoritesShape } from './favorites-shape.js';
import { notesShape } from './notes-shape.js';
import { personalShowsShape } from './personal-shows-shape.js';
import type { PersonalStores } from './personal-stores.js';

/** The keys that belong to one show, set aside together when another show arrives. */
const SHOW_KEYS = [favoritesShape.key, notesShape.key, calendarFeedShape.key, favoritePositionsShape.key];

/** The ids of the given types in the held data version. */
async function catalogIdsOf(catalog: CatalogReader, types: Iterable<DataType>): Promise<CatalogIds> {
  const originalIdOf = new Map<string, string>();
  const idOf = new Map<string, number>();
  for (const type of types) {
    if (!isPublishedDataType(type)) continue;
    for (const record of await catalog.listByType(type)) {
      originalIdOf.set(`${type}\u0000${record.id}`, record.original_id);
      idOf.set(`${type}\u0000${record.original_id}`, record.id);
    }
  }
  return {
    originalIdOf: (type, id) => originalIdOf.get(`${type}\u0000${id}`),
    idOf: (type, originalId) => idOf.get(`${type}\u0000${originalId}`),
  };
}

type Keyed = KeyedFavorites | KeyedNotes;

/** The ids of the marks shown, per type. */
function shownIds(keyed: Keyed): [DataType, number[]][] {
  return (Object.entries(keyed.state) as [DataType, number[] | { ids: number[] }][]).map(([type, value]) => [
    type,
    Array.isArray(value) ? value : value.ids,
  ]);
}

/** Marks shown without the original id of their item, per type. */
function unnamedMarks(keyed: Keyed): [DataType, number[]][] {
  const unnamed: [DataType, number[]][] = [];
  for (const [type, all] of shownIds(keyed)) {
    const ids = all.filter((id) => !keyed.originalIds[type]?.[id]);
    if (ids.length > 0) unnamed.push([type, ids]);
  }
  return unnamed;
}

/**
 * Keeps favorites, notes, favourite positions and the calendar feed with the show they were made in
 * (issue "favorites stay with their show"). A device that receives another show sets the held one's
 * personal keys aside under its show key and starts the new show empty, or with what it had when it
 * last held it; within a show, favorites and notes follow their item's original id across data
 * versions, and those whose item is gone are set aside until it returns (core `rekeyFavorites`).
 * Each mark gets its item's original id as soon as it is made, while its numeric id still means the
 * item the user saw.
 */
export class PersonalDataKeeper {
  private readonly storage: VersionedStorage;
  /** Checks run one at a time, each against the data held when it runs. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly backend: KeyValueStore,
    private readonly stores: PersonalStores,
    private readonly catalog: CatalogReader,
  ) {
    this.storage = new VersionedStorage(backend);
    const nameNewMarks = () => {
      if (
        unnamedMarks(stores.favorites.getSnapshot()).length > 0 ||
        unnamedMarks(stores.notes.getSnapshot()).length > 0
      )
        this.enqueue(() => this.nameMarks());
    };
    stores.favorites.subscribe(nameNewMarks);
    stores.notes.subscribe(nameNewMarks);
  }

  /**
   * At startup and after every data version the updater applies: sets the personal keys of another
   * show aside (synchronously, before anything reads them), then checks marks against the held data.
   * `showKey` is the held configuration's; null (a back office without one) changes no show.
   */
  settle(showKey: string | null): Promise<void> {
    this.switchShow(showKey);
    return this.enqueue(() => this.rekey());
  }

  /** Resolves once every check queued so far has run. */
  idle(): Promise<void> {
    return this.queue;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch((error: unknown) => {
      console.warn('personal data check failed', error);
    });
    return run;
  }

  /**
   * One synchronous task, so that nothing reads or writes the keys halfway: the held show's texts
   * go aside first, then the arriving show's come back (or the keys empty), and the stores re-read.
   */
  private switchShow(showKey: string | null): void {
    const shows = this.storage.read(personalShowsShape);
    if (showKey === null || shows.current === showKey) return;
    if (shows.current === null) {
      // Data from before shows had keys belongs to the show the device holds now.
      this.storage.write(personalShowsShape, { ...shows, current: showKey });
      return;
    }
    const { favorites, notes, calendarFeed, favoritePositions } = this.stores;
    const stores = [favorites, notes, calendarFeed, favoritePositions];
    for (const store of stores) store.flush();
    const leaving: Record<string, string> = {};
    for (const key of SHOW_KEYS) {
      const text = this.backend.get(key);
      if (text !== null) leaving[key] = text;
    }
    const { [showKey]: returning = {}, ...others } = shows.aside;
    this.storage.write(personalShowsShape, {
      current: showKey,
      aside: { ...others, [shows.current]: leaving },
    });
    for (const key of SHOW_KEYS) {
      const text = returning[key];
      if (text === undefined) this.backend.remove(key);
      else this.backend.set(key, text);
    }
    for (const store of stores) store.reload();
  }

  /** Checks favorites and notes against the held data; nothing to check against, nothing moves. */
  private async rekey(): Promise<void> {
    if (!(await this.heldData()) || (await this.isEveryMarkInPlace())) return;
    const { favorites, notes } = this.stores;
    const loaded = new Set<DataType>();
    let ids: CatalogIds | undefined;
    // A mark made while the types were read may be of a type not read yet: read until none is missing.
    for (;;) {
      const types = new Set([...markedTypes(favorites.getSnapshot()), ...markedTypes(notes.getSnapshot())]);
      if (ids && [...types].every((type) => loaded.has(type))) break;
      for (const type of types) loaded.add(type);
      ids = await catalogIdsOf(this.catalog, loaded);
    }
    favorites.set(rekeyFavorites(favorites.getSnapshot(), ids));
    notes.set(rekeyNotes(notes.getSnapshot(), ids));
  }

  /** Records the original id of each mark made since the last check, from the data it was made on. */
  private async nameMarks(): Promise<void> {
    const { favorites, notes } = this.stores;
    const found = new Map<string, string>();
    for (const [type, ids] of [
      ...unnamedMarks(favorites.getSnapshot()),
      ...unnamedMarks(notes.getSnapshot()),
    ]) {
      if (!isPublishedDataType(type)) continue;
      for (const record of await this.catalog.getRecords(type, ids)) {
        found.set(`${type}\u0000${record.id}`, record.original_id);
      }
    }
    const named = <K extends Keyed>(keyed: K): K => {
      let originalIds: OriginalIds = keyed.originalIds;
      for (const [type, ids] of unnamedMarks(keyed)) {
        for (const id of ids) {
          const originalId = found.get(`${type}\u0000${id}`);
          if (originalId !== undefined) originalIds = withOriginalId(originalIds, type, id, originalId);
        }
      }
      return originalIds === keyed.originalIds ? keyed : { ...keyed, originalIds };
    };
    favorites.set(named(favorites.getSnapshot()));
    notes.set(named(notes.getSnapshot()));
  }

  /**
   * Whether every mark is shown and still names its item in the held data: the usual case, read by
   * id alone, so that a startup does not read whole types for nothing.
   */
  private async isEveryMarkInPlace(): Promise<boolean> {
    for (const keyed of [this.stores.favorites.getSnapshot(), this.stores.notes.getSnapshot()]) {
      if (keyed.aside.length > 0) return false;
      for (const [type, ids] of shownIds(keyed)) {
        if (!isPublishedDataType(type)) continue;
        const records = await this.catalog.getRecords(type, ids);
        if (records.length !== ids.length) return false;
        if (records.some((record) => keyed.originalIds[type]?.[record.id] !== record.original_id))
          return false;
      }
    }
    return true;
  }

  private async heldData(): Promise<boolean> {
    try {
      return (await this.catalog.readMeta()) !== null;
    } catch {
      // Damaged data is cleared and reloaded by the updater, which settles again after it.
      return false;
    }
  }
}
