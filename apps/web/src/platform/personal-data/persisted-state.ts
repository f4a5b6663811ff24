import { type KeyValueStore, type PersistedShape, VersionedStorage } from '../storage/index.js';

export type { PersistedShape } from '../storage/index.js';

export interface PersistOptions {
  /** 0 writes on every change; more coalesces a burst of changes into one write. */
  debounceMs: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * A state kept in memory and persisted to the key-value store. Screens read the memory copy
 * (useSyncExternalStore), so the debounce only delays the disk write, never what the user sees;
 * `flush()` writes a pending change at once, for page hide and tab close.
 */
export class PersistedState<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();
  private pending: unknown = null;
  private isDirty = false;
  private readonly setTimer: NonNullable<PersistOptions['setTimer']>;
  private readonly clearTimer: NonNullable<PersistOptions['clearTimer']>;
  private readonly storage: VersionedStorage;

  constructor(
    store: KeyValueStore,
    private readonly shape: PersistedShape<T>,
    private readonly options: PersistOptions,
  ) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.storage = new VersionedStorage(store);
    this.value = this.load();
  }

  private load(): T {
    return this.storage.read(this.shape);
  }

  getSnapshot = (): T => this.value;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(next: T): void {
    if (next === this.value) return;
    this.value = next;
    for (const listener of this.listeners) listener();
    this.isDirty = true;
    if (this.options.debounceMs <= 0) {
      this.flush();
      return;
    }
    if (this.pending !== null) this.clearTimer(this.pending);
    this.pending = this.setTimer(() => this.flush(), this.options.debounceMs);
  }

  /** Writes a pending change now. Safe to call at any time; does nothing when all is written. */
  flush = (): void => {
    if (this.pending !== null) {
      this.clearTimer(this.pending);
      this.pending = null;
    }
    if (!this.isDirty) return;
    this.isDirty = false;
    this.storage.write(this.shape, this.value);
  };

  /** Re-reads the store after another tab wrote it (the `storage` event). */
  reload(): void {
    if (this.isDirty) return;
    const next = this.load();
    this.value = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Flushes on page hide and when the tab is hidden: the last moments a browser guarantees script
 * time before a reload, a tab close or the app being swiped away, so a toggle made just before is
 * never lost to the debounce.
 */
export function flushOnPageHide(target: Window, flush: () => void): () => void {
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') flush();
  };
  target.addEventListener('pagehide', flush);
  target.addEventListener('beforeunload', flush);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', flush);
    target.removeEventListener('beforeunload', flush);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
