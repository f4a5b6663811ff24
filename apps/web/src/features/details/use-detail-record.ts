import type { PublishedDataType } from '@showfloor/core';
import {
  type CatalogReader,
  type StoredRecord,
  useLiveQuery,
  useRememberedLiveQuery,
} from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import {
  type DetailState,
  type DetailTarget,
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
    catalog.keptResults,
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
  if (result?.key === key) return detailStateOf(key, result);
  // Until the read answers, an item whose type was read whole (its list was just open) is painted
  // from memory: the sheet shows in its first frame, and the read confirms or corrects it.
  return detailStateOf(key, peekRecord(catalog, types, target, key));
}

function peekRecord(
  catalog: CatalogReader,
  types: readonly PublishedDataType[],
  target: DetailTarget,
  key: string,
): KeyedResult<StoredRecord> | undefined {
  if (target.kind === 'none') return undefined;
  for (const type of types) {
    const record = catalog.peekRecord(
      type,
      target.kind === 'id' ? { id: target.id } : { originalId: target.originalId },
    );
    if (record) return { key, record };
  }
  return undefined;
}

/**
 * Records of `type` with the given ids, in that order, live; painted from memory when the type is
 * there (see useRelatedRecordSets), else empty until read.
 */
export function useRelatedRecords(type: PublishedDataType, ids: readonly number[]): StoredRecord[] {
  return useRelatedRecordSets({ records: [type, ids] }).records;
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
    services.catalog.keptResults,
    'related-sets',
    async () => {
      const lists = await Promise.all(
        entries.map(([, [type, ids]]) =>
          ids.length === 0 ? Promise.resolve([]) : services.catalog.getRecords(type, ids),
        ),
      );
      return { key, lists };
    },
    key,
  );
  // Until the read answers, lists whose types are all in memory are painted from there.
  const lists =
    loaded?.key === key
      ? loaded.lists
      : peekAll(entries.map(([, [type, ids]]) => services.catalog.peekRecords(type, ids)));
  const sets = {} as Record<Name, StoredRecord[]>;
  entries.forEach(([name], index) => {
    sets[name] = lists?.[index] ?? [];
  });
  return sets;
}

/** Every list peeked, or undefined when one type is not in memory (a sheet shows all or none). */
function peekAll(peeked: (StoredRecord[] | undefined)[]): StoredRecord[][] | undefined {
  return peeked.every((list): list is StoredRecord[] => list !== undefined) ? peeked : undefined;
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
