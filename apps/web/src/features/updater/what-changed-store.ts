import {
  type KeyedFavorites,
  type PublishedChangelog,
  type WhatChanged,
  whatChangedFor,
} from '@showfloor/core';

/**
 * The "What changed" notice waiting to be read: set when an update applies a version whose
 * changelog touches the visitor's favorites, emptied when the visitor closes it. Kept in memory:
 * it is shown in the session the update applied in (docs/ARCHITECTURE.md, updater). Its list is
 * also where reminders will learn that a favorite moved or was cancelled.
 */
export class WhatChangedStore {
  private notice: WhatChanged | null = null;
  private readonly listeners = new Set<() => void>();

  getSnapshot = (): WhatChanged | null => this.notice;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * After an update from `heldVersion`: the changelog's changes to the favorites, if any. A newer
   * notice replaces one not yet read (its changes are in the data either way).
   */
  offer(changelog: PublishedChangelog, favorites: KeyedFavorites, heldVersion: number): void {
    const notice = whatChangedFor(changelog, favorites, heldVersion);
    if (notice !== null) this.set(notice);
  }

  dismiss(): void {
    this.set(null);
  }

  private set(notice: WhatChanged | null): void {
    if (notice === this.notice) return;
    this.notice = notice;
    for (const listener of this.listeners) listener();
  }
}
