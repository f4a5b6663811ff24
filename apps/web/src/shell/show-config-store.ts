import { type ShowConfig, showConfigSchema } from '@showfloor/core';
import { type KeyValueStore, STORAGE_KEYS } from '../platform/storage/index.js';

/**
 * The show's configuration as last received, kept on the device so that the app starts offline
 * with the right name, languages and flags. Parsed on every read: an old or damaged copy is ignored.
 */
export class ShowConfigStore {
  private config: ShowConfig | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly store: KeyValueStore) {
    this.config = ShowConfigStore.parse(store.get(STORAGE_KEYS.showConfig));
  }

  private static parse(text: string | null): ShowConfig | undefined {
    if (!text) return undefined;
    try {
      const parsed = showConfigSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  getSnapshot = (): ShowConfig | undefined => this.config;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(config: ShowConfig): void {
    this.config = config;
    this.store.set(STORAGE_KEYS.showConfig, JSON.stringify(config));
    for (const listener of this.listeners) listener();
  }
}
