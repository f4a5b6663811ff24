import type { PublishedDataType } from '@showfloor/core';
import type { StoredRecord } from './catalog-database.js';
import type { CatalogRepository } from './catalog-repository.js';
import type { WholeTypeCache } from './whole-type-cache.js';

/**
 * Records per read while warming a type in idle time: each slice is cloned out of IndexedDB in one
 * task on the page's thread, and a few hundred records keep that task to a few milliseconds on a
 * slow phone, so scrolling meanwhile keeps its frames. A slice read quicker than `quickMs` doubles
 * the next one, one slower than `slowMs` halves it.
 */
const WARM_SLICE_SIZE = { first: 200, min: 50, max: 1600, quickMs: 8, slowMs: 24 } as const;

/** Reads whole types into the cache ahead of need, a slice at a time in idle time. */
export class TypeWarmer {
  /** Types being read ahead: a second request for one waits for the first instead of reading it again. */
  private readonly warming = new Map<PublishedDataType, Promise<void>>();

  constructor(
    private readonly repository: CatalogRepository,
    private readonly cache: WholeTypeCache,
  ) {}

  async warm(types: readonly PublishedDataType[], pause: () => Promise<void>): Promise<void> {
    for (const type of types) {
      let warm = this.warming.get(type);
      if (warm === undefined) {
        // Registered before its first read, so a second request made meanwhile waits for this one.
        warm = this.warmIfStale(type, pause).finally(() => this.warming.delete(type));
        this.warming.set(type, warm);
      }
      await warm;
    }
  }

  private async warmIfStale(type: PublishedDataType, pause: () => Promise<void>): Promise<void> {
    const version = await this.repository.readVersion();
    if (version === undefined || this.cache.isCurrent(type, version)) return;
    await this.warmType(type, version, pause);
  }

  private async warmType(type: PublishedDataType, version: unknown, pause: () => Promise<void>) {
    const records: StoredRecord[] = [];
    let size: number = WARM_SLICE_SIZE.first;
    for (;;) {
      await pause();
      const started = performance.now();
      const slice = await this.repository.readTypeSlice(type, records.at(-1)?.id, size);
      records.push(...slice);
      if (slice.length < size) break;
      // Small records (places: 90 bytes) take larger slices than big ones (events: 700 bytes).
      const took = performance.now() - started;
      if (took < WARM_SLICE_SIZE.quickMs) size = Math.min(size * 2, WARM_SLICE_SIZE.max);
      else if (took > WARM_SLICE_SIZE.slowMs) size = Math.max(size / 2, WARM_SLICE_SIZE.min);
    }
    // A write between two slices (an update committed meanwhile) leaves a mix of versions.
    if ((await this.repository.readVersion()) !== version) return;
    this.cache.keep(type, version, records);
  }
}
