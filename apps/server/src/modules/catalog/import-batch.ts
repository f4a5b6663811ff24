import type { SourceItem } from '@showfloor/core';

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Items read from one file, written by `importItems`. */
export interface ImportBatch {
  items: readonly SourceItem[];
  /**
   * The programme these items are the whole of (ImportResult.source): that source's stored items
   * missing from them are removed. Absent: the items are the organiser's, only added or updated.
   */
  source?: string;
}

export interface TypeCounts {
  added: number;
  updated: number;
  removed: number;
}

export interface ImportCounts extends UpsertCounts {
  deleted: number;
  /** What changed per data type; types with no change are absent. */
  byType: Record<string, TypeCounts>;
}
