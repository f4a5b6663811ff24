import type { PublishedDataType } from '@showfloor/core';
import { useApp } from '../../app/app-context.js';
import type { PageProps } from '../../app/page-registry.js';
import { type StoredRecord, useLiveQuery, useRememberedLiveQuery } from '../../platform/local-db/index.js';
import {
  type DetailState,
  detailKeyOf,
  detailStateOf,
  detailTargetOf,
  type KeyedResult,
} from './detail-state.js';
import { referenceIds } from './record-fields.js';

/**
 * The item a detail page shows, read from the device's data. The read is live: when an update
 * commits a new version of the item (or removes it), the page refetches and shows the new state.
 * `types` lists where to look, in order (a place may be a map place or a venue place).
 */
export function useDetailRecord(
  types: readonly PublishedDataType[],
  props: PageProps,
): DetailState<StoredRecord> {
  const { services } = useApp();
  const { catalog } = services;
  const target = detailTargetOf(props);
  const key = detailKeyOf(types, target);
  const result = useRememberedLiveQuery(
    'detail',
    async (): Promise<KeyedResult<StoredRecord>> => {
      for (const type of types) {
        const record =
          target.kind === 'id'
            ? await catalog.getRecord(type, target.id)
            : target.kind === 'originalId'
              ? await catalog.findByOriginalId(type, target.originalId)
              : undefined;
        if (record) return { key, record };
      }
      return { key, record: null };
    },
    key,
  );
  return detailStateOf(key, result);
}

/** Records of `type` with the given ids, in that order, live; empty until read. */
export function useRelatedRecords(type: PublishedDataType, ids: readonly number[]): StoredRecord[] {
  const { services } = useApp();
  const key = `${type}:${ids.join(',')}`;
  const records = useRememberedLiveQuery(
    'related',
    () => (ids.length === 0 ? Promise.resolve([]) : services.catalog.getRecords(type, ids)),
    key,
  );
  return records ?? [];
}

/** What a sheet relates to, by name: each a data type and the ids the item names. */
export type RelatedRequest<Name extends string> = Readonly<
  Record<Name, readonly [PublishedDataType, readonly number[]]>
>;

/**
 * Several related lists of a sheet read together, live: one database round trip and one render for
 * all of them, rather than a render per list as each arrives (a sheet that assembles itself in
 * seven steps is slower and jumps). Each list is empty until read.
 */
export function useRelatedRecordSets<Name extends string>(
  request: RelatedRequest<Name>,
): Record<Name, StoredRecord[]> {
  const { services } = useApp();
  const entries = Object.entries(request) as [Name, readonly [PublishedDataType, readonly number[]]][];
  const key = entries.map(([name, [type, ids]]) => `${name}=${type}:${ids.join(',')}`).join(';');
  const loaded = useRememberedLiveQuery(
    'related-sets',
    async () => {
      const lists = await Promise.all(
        entries.map(([, [type, ids]]) =>
          ids.length === 0 ? Promise.resolve([]) : services.catalog.getRecords(type, ids),
        ),
      );
      return new Map(entries.map(([name], index) => [name, lists[index] ?? []]));
    },
    key,
  );
  const sets = {} as Record<Name, StoredRecord[]>;
  for (const [name] of entries) sets[name] = loaded?.get(name) ?? [];
  return sets;
}

/**
 * Records of `type` that point at item `id` under reference `key` (the exhibitors on a booth, the
 * flights of an aircraft): used where the data names the link only from the other side.
 */
export function useReferencingRecords(
  type: PublishedDataType,
  key: string,
  id: number | undefined,
): StoredRecord[] {
  const { services } = useApp();
  const records = useLiveQuery(
    async () => {
      if (id === undefined) return [];
      const all = await services.catalog.listByType(type);
      return all.filter((record) => referenceIds(record, key).includes(id));
    },
    `${type}<-${key}:${id ?? '-'}`,
  );
  return records ?? [];
}
