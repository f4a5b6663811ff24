import {
  ACCOUNT_SUBJECT,
  CLOSED_SYNC_CODE_DIALOG,
  codeSyncSubject,
  FAVORITES_CONNECTIVITY_POLL_MS,
  type FavoritePosition,
  type FavoritesState,
  type FavoritesSyncMode,
  type FavoritesSyncResponse,
  type FavoritesSyncStatus,
  type FavoritesSyncStatusEvent,
  favoritesSyncStatusTransition,
  GET_CODE_SUBJECT,
  initialFavoritesSyncStatus,
  type KeyedFavorites,
  mergeRemoteFavorites,
  mergeRemotePositions,
  positionChangesBetween,
  type SyncCodeDialogEvent,
  type SyncCodeDialogState,
  type SyncedFavoriteEntry,
  type SyncedPositionEntry,
  type SynchronizedFavoritesEvent,
  type SyncTokenPayload,
  syncCodeDialogTransition,
} from '@showfloor/core';
import type { Clock } from '../../platform/clock/index.js';
import { isNetworkError } from '../../platform/network/index.js';
import type {
  PersistedState,
  SyncedFavoritesLog,
  SyncedPositionsLog,
} from '../../platform/personal-data/index.js';
import { SyncedCollection } from './synced-collection.js';

/** The live layer's subscription to remote entries (the socket's synchronizedFavorites event). */
export type SubscribeLive = (
  name: 'synchronizedFavorites',
  handler: (payload: SynchronizedFavoritesEvent) => void,
) => () => void;

/** The calls a sync makes (FavoritesSyncApi in the app). */
export interface FavoritesSyncCalls {
  sync(
    token: SyncTokenPayload,
    favorites: readonly SyncedFavoriteEntry[],
    positions?: readonly SyncedPositionEntry[],
  ): Promise<FavoritesSyncResponse>;
  revoke(token: SyncTokenPayload): Promise<void>;
}

export interface FavoritesSyncControllerOptions {
  calls: FavoritesSyncCalls;
  favorites: PersistedState<KeyedFavorites>;
  log: PersistedState<SyncedFavoritesLog>;
  /** The map's favourite positions, synchronised with the favorites (spec modules §2). */
  positions: PersistedState<FavoritePosition[]>;
  positionsLog: PersistedState<SyncedPositionsLog>;
  code: PersistedState<string | null>;
  clock: Clock;
  /** The connectivity check (spec core §7), polled every FAVORITES_CONNECTIVITY_POLL_MS. */
  isOnline(): Promise<boolean>;
  /** The show's `synchronizedFavorites` flag. */
  isEnabled(): boolean;
  mode(): FavoritesSyncMode;
  /** Delay between a change and its sync (spec core §9: 10000 ms, or the configuration's). */
  debounceMs(): number;
  /** The account's session token (login mode), null when logged out. */
  sessionToken(): string | null;
  notify(message: string, level: 'error' | 'success'): void;
  newNonce?: () => string;
  subscribeLive?: SubscribeLive;
  /**
   * Told after a live reconnection whose missed events were not replayed (a new process, or away
   * longer than the replay window): a sync then fetches what was missed, and its fresh token joins
   * the subject's room again (the token kept for rejoining is refused once 5 minutes old).
   */
  onRefetchNeeded?: (listener: () => void) => () => void;
}

export interface FavoritesSyncSnapshot {
  status: FavoritesSyncStatus;
  dialog: SyncCodeDialogState;
  code: string | null;
  mode: FavoritesSyncMode;
  /** Sync is on for this device: a code (peering) or a session (login mode). */
  isActive: boolean;
}

/** The entries that turn `before` into `after`, stamped `now`. */
function changesBetween(before: FavoritesState, after: FavoritesState, now: number): SyncedFavoriteEntry[] {
  const changes: SyncedFavoriteEntry[] = [];
  const types = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof FavoritesState>;
  for (const dataType of types) {
    const was = new Set(before[dataType] ?? []);
    const is = new Set(after[dataType] ?? []);
    for (const id of is) if (!was.has(id)) changes.push({ id, dataType, action: 'create', timestamp: now });
    for (const id of was) if (!is.has(id)) changes.push({ id, dataType, action: 'delete', timestamp: now });
  }
  return changes;
}

/** The status message of a failed call: no network, or the generic one (spec core §8). */
function messageOf(error: unknown): string {
  if (isNetworkError(error) && (error.kind === 'connectionError' || error.kind === 'timeout'))
    return 'favorites.sync.noNetwork';
  return 'favorites.sync.failedMessage';
}

/** The device's favorites as a synchronised collection. */
function favoritesCollection(
  favorites: PersistedState<KeyedFavorites>,
  log: PersistedState<SyncedFavoritesLog>,
): SyncedCollection<FavoritesState, SyncedFavoriteEntry> {
  return new SyncedCollection<FavoritesState, SyncedFavoriteEntry>({
    read: () => favorites.getSnapshot().state,
    write: (state) => favorites.set({ ...favorites.getSnapshot(), state }),
    subscribe: favorites.subscribe,
    log,
    empty: {},
    changesBetween,
    merge: ({ state, entries }, incoming) => {
      const merged = mergeRemoteFavorites({ favorites: state, entries }, incoming);
      return { state: merged.favorites, entries: merged.entries };
    },
    keyOf: (entry) => `${entry.dataType}:${entry.id}`,
  });
}

/** The map's favourite positions as a synchronised collection. */
function positionsCollection(
  positions: PersistedState<FavoritePosition[]>,
  log: PersistedState<SyncedPositionsLog>,
): SyncedCollection<FavoritePosition[], SyncedPositionEntry> {
  return new SyncedCollection<FavoritePosition[], SyncedPositionEntry>({
    read: positions.getSnapshot,
    write: (state) => positions.set(state),
    subscribe: positions.subscribe,
    log,
    empty: [],
    changesBetween: positionChangesBetween,
    merge: ({ state, entries }, incoming) => {
      const merged = mergeRemotePositions({ positions: state, entries }, incoming);
      return { state: merged.positions, entries: merged.entries };
    },
    keyOf: (entry) => entry.id,
  });
}

/**
 * Favorites synchronisation on this device (spec core §4): the status and code dialog machines of
 * core wired to the stores and the calls. A local toggle (or a position saved on the map) becomes a
 * pending entry (kept in storage until a server answer holds it) and a sync 10 s later; the
 * connectivity poll marks the sync failed while offline and syncs again when back; remote entries
 * (an answer, or the live socket) create or delete local favorites and positions.
 */
export class FavoritesSyncController {
  private snapshot: FavoritesSyncSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly favorites: SyncedCollection<FavoritesState, SyncedFavoriteEntry>;
  private readonly positions: SyncedCollection<FavoritePosition[], SyncedPositionEntry>;
  private isSending = false;
  private isSyncAgain = false;
  private cancelDebounce: (() => void) | null = null;
  private cancelPoll: (() => void) | null = null;
  private readonly stops: (() => void)[] = [];

  constructor(private readonly options: FavoritesSyncControllerOptions) {
    const code = options.code.getSnapshot();
    this.favorites = favoritesCollection(options.favorites, options.log);
    this.positions = positionsCollection(options.positions, options.positionsLog);
    this.snapshot = {
      status: options.isEnabled() ? initialFavoritesSyncStatus(options.mode(), code !== null) : 'disabled',
      dialog: CLOSED_SYNC_CODE_DIALOG,
      code,
      mode: options.mode(),
      isActive: false,
    };
    this.snapshot = { ...this.snapshot, isActive: this.isActive() };
  }

  getSnapshot = (): FavoritesSyncSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts watching favorites, polling connectivity, and syncs at once when a code is saved. */
  start(): void {
    const isActive = () => this.isActive();
    const now = () => this.options.clock.now();
    const scheduleSync = () => this.scheduleSync();
    this.stops.push(this.favorites.watch(isActive, now, scheduleSync));
    this.stops.push(this.positions.watch(isActive, now, scheduleSync));
    this.stops.push(this.options.code.subscribe(() => this.refresh()));
    if (this.options.subscribeLive) {
      this.stops.push(
        this.options.subscribeLive('synchronizedFavorites', ({ entries, positions }) => {
          if (!this.isActive()) return;
          this.favorites.applyRemote(entries);
          if (positions !== undefined) this.positions.applyRemote(positions);
        }),
      );
    }
    if (this.options.onRefetchNeeded) {
      this.stops.push(
        this.options.onRefetchNeeded(() => {
          if (this.isActive()) void this.sync();
        }),
      );
    }
    this.schedulePoll();
    if (this.snapshot.status === 'ongoing') void this.sync();
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.cancelPoll?.();
    this.cancelDebounce?.();
  }

  /** What the code dialog's controls send. */
  dispatch(event: SyncCodeDialogEvent): void {
    const { state, effects } = syncCodeDialogTransition(this.snapshot.dialog, event);
    this.update({ dialog: state });
    for (const effect of effects) {
      switch (effect.kind) {
        case 'requestCode':
          void this.requestCode();
          break;
        case 'setCode':
          this.options.code.set(effect.code);
          this.options.code.flush();
          break;
        case 'clearCode':
          this.options.code.set(null);
          this.options.code.flush();
          break;
        case 'sync':
          void this.sync({ isUserAction: true });
          break;
        case 'failed':
          this.transition({ type: 'syncFailed' });
          break;
        case 'notify':
          this.options.notify(effect.message, effect.level);
          break;
      }
    }
  }

  /**
   * Sends the pending entries and applies the merged answer. One sync at a time; a change made
   * during one is sent by the next.
   */
  async sync({ isUserAction = false }: { isUserAction?: boolean } = {}): Promise<void> {
    if (!this.isActive()) return;
    if (this.isSending) {
      this.isSyncAgain = true;
      return;
    }
    this.cancelDebounce?.();
    this.cancelDebounce = null;
    this.isSending = true;
    const now = this.options.clock.now();
    this.favorites.seed(now);
    this.positions.seed(now);
    const token = this.token();
    const sent = this.favorites.pending();
    const sentPositions = this.positions.pending();
    this.transition({ type: 'syncStarted' });
    try {
      if (token === null) throw new Error('nothing to sync with');
      const answer = await this.options.calls.sync(token, sent, sentPositions);
      if ('error' in answer) {
        this.transition({ type: 'syncFailed' });
        this.dispatch({ type: 'codeRejected' });
        return;
      }
      if (!('favorites' in answer)) throw new Error('a sync answered a code');
      this.favorites.applyRemote(answer.favorites);
      this.favorites.confirm(sent);
      // A back office of before positions answers none: they stay pending until one that keeps them.
      if (answer.positions !== undefined) {
        this.positions.applyRemote(answer.positions);
        this.positions.confirm(sentPositions);
      }
      this.transition({ type: 'syncSucceeded' });
    } catch (error) {
      this.transition({ type: 'syncFailed' });
      if (isUserAction) this.dispatch({ type: 'syncFailed', message: messageOf(error) });
    } finally {
      this.isSending = false;
      if (this.isSyncAgain) {
        this.isSyncAgain = false;
        void this.sync();
      }
    }
  }

  /**
   * Stops synchronising on this device, keeping or deleting its favorites and map positions (spec
   * modules §9). With
   * `revoke`, the code stops working on every device (POST /sync/revoke); false when that failed.
   */
  async stopSync({ keepFavorites, revoke }: { keepFavorites: boolean; revoke: boolean }): Promise<boolean> {
    const code = this.options.code.getSnapshot();
    if (revoke && code !== null) {
      try {
        await this.options.calls.revoke(this.peeringToken(code));
      } catch (error) {
        this.options.notify(messageOf(error), 'error');
        return false;
      }
    }
    this.cancelDebounce?.();
    this.favorites.reset({ keepItems: keepFavorites });
    this.positions.reset({ keepItems: keepFavorites });
    this.options.code.set(null);
    this.options.code.flush();
    this.transition({ type: 'stopped' });
    return true;
  }

  private async requestCode(): Promise<void> {
    try {
      const answer = await this.options.calls.sync(
        { subject: GET_CODE_SUBJECT, value: this.nonce(), timestamp: this.options.clock.now() },
        [],
      );
      if (!('code' in answer)) throw new Error('a code request answered no code');
      this.dispatch({ type: 'codeReceived', code: answer.code });
    } catch (error) {
      this.dispatch({ type: 'codeFailed', message: messageOf(error) });
    }
  }

  private scheduleSync(): void {
    this.cancelDebounce?.();
    this.cancelDebounce = this.options.clock.setTimer(() => void this.sync(), this.options.debounceMs());
  }

  private schedulePoll(): void {
    this.cancelPoll = this.options.clock.setTimer(() => {
      void this.poll().finally(() => this.schedulePoll());
    }, FAVORITES_CONNECTIVITY_POLL_MS);
  }

  private async poll(): Promise<void> {
    if (!this.options.isEnabled()) return;
    let isOnline = false;
    try {
      isOnline = await this.options.isOnline();
    } catch {
      isOnline = false;
    }
    const effects = this.transition({ type: 'connectivityChecked', isOnline, canSync: this.isActive() });
    if (effects.length > 0) await this.sync();
  }

  private transition(event: FavoritesSyncStatusEvent) {
    const { status, effects } = favoritesSyncStatusTransition(this.snapshot.status, event);
    this.update({ status });
    return effects;
  }

  private isActive(): boolean {
    if (!this.options.isEnabled()) return false;
    return this.options.mode() === 'login'
      ? this.options.sessionToken() !== null
      : this.options.code.getSnapshot() !== null;
  }

  /** A fresh token of the subject this device synchronises with, or null when it does not. */
  subjectToken(): SyncTokenPayload | null {
    return this.isActive() ? this.token() : null;
  }

  private token(): SyncTokenPayload | null {
    if (this.options.mode() === 'login') {
      const session = this.options.sessionToken();
      if (session === null) return null;
      return {
        subject: ACCOUNT_SUBJECT,
        value: session,
        timestamp: this.options.clock.now(),
        nonce: this.nonce(),
      };
    }
    const code = this.options.code.getSnapshot();
    return code === null ? null : this.peeringToken(code);
  }

  private peeringToken(code: string): SyncTokenPayload {
    return { subject: codeSyncSubject(code), value: this.nonce(), timestamp: this.options.clock.now() };
  }

  private nonce(): string {
    return this.options.newNonce?.() ?? crypto.randomUUID();
  }

  private refresh(): void {
    this.update({});
  }

  private update(change: Partial<FavoritesSyncSnapshot>): void {
    const next: FavoritesSyncSnapshot = {
      ...this.snapshot,
      ...change,
      code: this.options.code.getSnapshot(),
      mode: this.options.mode(),
      isActive: this.isActive(),
    };
    const current = this.snapshot;
    if (
      next.status === current.status &&
      next.dialog === current.dialog &&
      next.code === current.code &&
      next.mode === current.mode &&
      next.isActive === current.isActive
    )
      return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
