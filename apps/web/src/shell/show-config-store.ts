import type { ShowConfig } from '@showfloor/core';
import { showConfigShape, type VersionedStorage } from '../platform/storage/index.js';

/**
 * The show's configuration as last received, kept on the device so that the app starts offline
 * with the right name, languages and flags. Parsed on every read: an old or damaged copy is ignored.
 */
export class ShowConfigStore {
  private config: ShowConfig | undefined;
  /** True while the configuration shown is a first payload's, not yet received with stored data. */
  private isFirstPayloadOnly = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: VersionedStorage) {
    this.config = storage.read(showConfigShape) ?? undefined;
  }

  getSnapshot = (): ShowConfig | undefined => this.config;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True once a configuration came with data stored on the device (or was kept from a visit). */
  hasReceived(): boolean {
    return this.config !== undefined && !this.isFirstPayloadOnly;
  }

  /**
   * A first visit's configuration, from its first payload: shown until the full download brings
   * it with the data, never kept on the device (a reload before the data is stored starts empty,
   * as it did). Ignored when a configuration is held already.
   */
  showUntilReceived(config: ShowConfig): void {
    if (this.config !== undefined) return;
    this.config = config;
    this.isFirstPayloadOnly = true;
    for (const listener of this.listeners) listener();
  }

  set(config: ShowConfig): void {
    this.config = config;
    this.isFirstPayloadOnly = false;
    this.storage.write(showConfigShape, config);
    for (const listener of this.listeners) listener();
  }
}
