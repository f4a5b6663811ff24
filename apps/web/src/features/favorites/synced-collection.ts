import type { PersistedState, SyncLog } from '../../platform/personal-data/index.js';

/** What an entry of any synchronised collection has: favorites and the map's positions alike. */
export interface SyncEntry {
  action: 'create' | 'delete';
  timestamp: number;
}

/** A collection's state together with its log entries: what the core merges take and give. */
export interface MergeInput<State, Entry> {
  state: State;
  entries: Entry[];
}

export interface SyncedCollectionOptions<State, Entry extends SyncEntry> {
  /** The state the visitor sees and changes (favorites, positions). */
  read(): State;
  write(state: State): void;
  subscribe(listener: () => void): () => void;
  log: PersistedState<SyncLog<Entry>>;
  /** The state of a device that holds nothing. */
  empty: State;
  /** The entries that turn one state into another, stamped `now`. */
  changesBetween(before: State, after: State, now: number): Entry[];
  /** The core merge of the collection (last write wins per item). */
  merge(local: MergeInput<State, Entry>, incoming: readonly Entry[]): MergeInput<State, Entry>;
  /** The item an entry is about. */
  keyOf(entry: Entry): string;
}

/**
 * One collection a device synchronises (its favorites, its map's favourite positions): local
 * changes become pending entries kept in storage until an answer of the back office holds them,
 * and remote entries are merged in without being taken for local changes.
 */
export class SyncedCollection<State, Entry extends SyncEntry> {
  private seen: State;
  private isApplyingRemote = false;

  constructor(private readonly options: SyncedCollectionOptions<State, Entry>) {
    this.seen = options.read();
  }

  /**
   * Watches the visitor's changes while `isActive`: each becomes a pending entry, and `onChange`
   * is told (the owner schedules a sync).
   */
  watch(isActive: () => boolean, now: () => number, onChange: () => void): () => void {
    return this.options.subscribe(() => {
      const next = this.options.read();
      const before = this.seen;
      this.seen = next;
      if (this.isApplyingRemote || !isActive()) return;
      const changes = this.options.changesBetween(before, next, now());
      if (changes.length === 0) return;
      this.record(next, changes);
      onChange();
    });
  }

  /** Items the log has never seen (held before sync started) become pending creates. */
  seed(now: number): void {
    const known = new Set(this.options.log.getSnapshot().entries.map(this.options.keyOf));
    const state = this.options.read();
    const seeds = this.options
      .changesBetween(this.options.empty, state, now)
      .filter((entry) => !known.has(this.options.keyOf(entry)));
    if (seeds.length > 0) this.record(state, seeds);
  }

  /** The entries the back office has not confirmed yet. */
  pending(): Entry[] {
    return this.options.log.getSnapshot().pending;
  }

  /** The back office holds these: they are pending no more (later changes stay pending). */
  confirm(sent: readonly Entry[]): void {
    const done = new Set(sent.map((entry) => this.identityOf(entry)));
    const log = this.options.log.getSnapshot();
    this.options.log.set({
      ...log,
      pending: log.pending.filter((entry) => !done.has(this.identityOf(entry))),
    });
  }

  /** Merges entries of another device (a sync's answer, the live socket). */
  applyRemote(entries: readonly Entry[]): void {
    const state = this.options.read();
    const log = this.options.log.getSnapshot();
    const merged = this.options.merge({ state, entries: log.entries }, entries);
    if (merged.state !== state) this.writeUnwatched(merged.state);
    if (merged.entries !== log.entries) this.options.log.set({ ...log, entries: merged.entries });
  }

  /** Stops synchronising: the log is forgotten, and the items too unless they are kept. */
  reset({ keepItems }: { keepItems: boolean }): void {
    if (!keepItems) this.writeUnwatched(this.options.empty);
    this.options.log.set({ entries: [], pending: [] });
    this.options.log.flush();
  }

  private record(state: State, changes: Entry[]): void {
    const log = this.options.log.getSnapshot();
    const merged = this.options.merge({ state, entries: log.entries }, changes);
    this.options.log.set({ entries: merged.entries, pending: [...log.pending, ...changes] });
  }

  private writeUnwatched(state: State): void {
    this.isApplyingRemote = true;
    try {
      this.options.write(state);
    } finally {
      this.isApplyingRemote = false;
    }
    this.seen = state;
  }

  private identityOf(entry: Entry): string {
    return `${this.options.keyOf(entry)}\u0000${entry.action}\u0000${entry.timestamp}`;
  }
}
