import type { DataBundle, DataIncrement } from '@showfloor/core';
import type { CatalogMeta } from './catalog-meta.js';

/** Called after each chunk written, with records written so far and the total. */
export type WriteProgress = (written: number, total: number) => void;

/**
 * Writes the device's copy of the published catalog: the updater's port, handed to it alone by the
 * composition root. Every write moves from one complete data version to the next in a single
 * transaction, so an interrupted one leaves the previous version whole and readable.
 */
export interface CatalogWriter {
  /**
   * The held version the next write starts from, null when empty; throws InvalidLocalDataError
   * when the stored meta is damaged (the updater then clears it).
   */
  readMeta(): Promise<CatalogMeta | null>;
  /** Replaces everything by a full bundle. */
  replaceAll(bundle: DataBundle, assetsVersion: number, onProgress?: WriteProgress): Promise<void>;
  /** Applies an increment to the held version; throws when it does not start from that version. */
  applyIncrement(increment: DataIncrement, assetsVersion: number, onProgress?: WriteProgress): Promise<void>;
  /** Records that the device now holds the assets of `assetsVersion` (an assets-only update). */
  setAssetsVersion(assetsVersion: number): Promise<void>;
  clear(): Promise<void>;
}
