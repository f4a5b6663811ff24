import {
  type ComparedItem,
  itemLabel,
  type ListedItem,
  type SourceItem,
  type SourceRef,
  sameJson,
} from '@showfloor/core';
import type { ImportBatch, ImportCounts, TypeCounts } from './import-batch.js';

/** A stored item with its database id and the source it was written under (null: the organiser's). */
export type SourcedItem = ComparedItem & { id: number; source: string | null };

export interface ImportPlan extends ImportCounts {
  /** The items of each kind per type, sorted by label, at most `listed` per kind. */
  items: Record<string, { added: ListedItem[]; updated: ListedItem[]; removed: ListedItem[] }>;
}

function keyOf(item: { type: string; original_id: string }): string {
  return JSON.stringify([item.type, item.original_id]);
}

function countOf(byType: Record<string, TypeCounts>, type: string): TypeCounts {
  const counts = byType[type] ?? { added: 0, updated: 0, removed: 0 };
  byType[type] = counts;
  return counts;
}

interface State {
  type: string;
  original_id: string;
  refs: { [key: string]: SourceRef };
  source: string | null;
}

/**
 * What `CatalogRepository.importItems` would do to `stored` with these batches, computed without
 * writing: the same rules in the same order (upsert, then a source's items it no longer holds unless
 * something outside it references them, then the replaced types). A test holds it to the real import.
 */
export function planImport(
  stored: readonly SourcedItem[],
  batches: readonly ImportBatch[],
  { replacedTypes = [], listed = 50 }: { replacedTypes?: readonly string[]; listed?: number } = {},
): ImportPlan {
  const entries = new Map<string, { item: SourceItem; source: string | null }>();
  for (const batch of batches) {
    for (const item of batch.items) entries.set(keyOf(item), { item, source: batch.source ?? null });
  }
  const before = new Map(stored.map((item) => [keyOf(item), item]));
  const after = new Map<string, State>(
    stored.map((item) => [
      keyOf(item),
      { type: item.type, original_id: item.original_id, refs: item.refs ?? {}, source: item.source },
    ]),
  );
  const byType: Record<string, TypeCounts> = {};
  const lists = new Map<string, { added: SourceItem[]; updated: SourceItem[]; removed: SourceItem[] }>();
  const listOf = (type: string) => {
    const list = lists.get(type) ?? { added: [], updated: [], removed: [] };
    lists.set(type, list);
    return list;
  };
  let inserted = 0;
  let updated = 0;
  for (const [key, { item, source }] of entries) {
    const old = before.get(key);
    if (old === undefined) {
      inserted += 1;
      countOf(byType, item.type).added += 1;
      listOf(item.type).added.push(item);
    } else if (
      !sameJson(old.fields, item.fields) ||
      !sameJson(old.refs ?? {}, item.refs ?? {}) ||
      old.source !== source
    ) {
      updated += 1;
      countOf(byType, item.type).updated += 1;
      listOf(item.type).updated.push(item);
    }
    after.set(key, { type: item.type, original_id: item.original_id, refs: item.refs ?? {}, source });
  }
  const stale = new Set<string>();
  const sources = new Set(batches.flatMap((batch) => batch.source ?? []));
  for (const source of sources) {
    const gone = [...after.entries()].filter(
      ([key, state]) => state.source === source && entries.get(key)?.source !== source,
    );
    if (gone.length === 0) continue;
    const referenced = new Set<string>();
    for (const state of after.values()) {
      if (state.source === source) continue;
      for (const ref of Object.values(state.refs)) {
        for (const id of ref.ids) referenced.add(keyOf({ type: ref.type, original_id: id }));
      }
    }
    for (const [key] of gone) if (!referenced.has(key)) stale.add(key);
  }
  if (replacedTypes.length > 0) {
    for (const [key, state] of after) {
      if (replacedTypes.includes(state.type) && !entries.has(key)) stale.add(key);
    }
  }
  for (const key of stale) {
    const old = before.get(key);
    if (old === undefined) continue;
    countOf(byType, old.type).removed += 1;
    listOf(old.type).removed.push(old);
  }
  const sorted = (list: SourceItem[]) =>
    list
      .map((item) => ({ originalId: item.original_id, label: itemLabel(item) }))
      .sort((left, right) => left.label.localeCompare(right.label))
      .slice(0, listed);
  const items: ImportPlan['items'] = {};
  for (const type of [...lists.keys()].sort()) {
    const list = listOf(type);
    items[type] = { added: sorted(list.added), updated: sorted(list.updated), removed: sorted(list.removed) };
  }
  return {
    inserted,
    updated,
    unchanged: entries.size - inserted - updated,
    deleted: stale.size,
    byType,
    items,
  };
}
