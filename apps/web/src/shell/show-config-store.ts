import type { ShowConfig } from '@showfloor/core';
import { showConfigShape, type VersionedStorage } from '../platform/storage/index.js';

/**
 * The show's configuration as last received, kept on the device so that the app starts offline
 * with the right name, languages and flags. Parsed on every read: an old or damaged copy is ignored.
 */
export class ShowConfigStore {
  private config: ShowConfig | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: VersionedStorage) {
    this.config = storage.read(showConfigShape) ?? undefined;
  }

  getSnapshot = (): ShowConfig | undefined => this.config;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(config: ShowConfig): void {
    this.config = config;
    this.storage.write(showConfigShape, config);
    for (const listener of this.listeners) listener();
  }
}
