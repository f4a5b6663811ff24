import type { PublishedDataType } from '@showfloor/core';
import type { CatalogReader, StoredRecord } from '../../platform/local-db/index.js';
import type { PagePreparation, PageProps } from '../../shell/page.js';
import { detailTargetOf } from './detail-state.js';
import { referenceIds } from './record-fields.js';
import type { RelatedRequest } from './use-detail-record.js';

/** The related lists of the exhibitor sheet and its store variant (spec modules §2 "Exhibitor page"). */
export function exhibitorRelated(record: StoredRecord) {
  return {
    countries: ['countries', referenceIds(record, 'country')],
    places: ['places', referenceIds(record, 'places')],
    gmapPlaces: ['gmap_places', referenceIds(record, 'gmapplaces')],
    newProducts: ['newproducts', referenceIds(record, 'newproducts')],
    events: ['events', referenceIds(record, 'events')],
    aircrafts: ['aircrafts', referenceIds(record, 'aircrafts')],
    docunits: ['docunits', referenceIds(record, 'docunits')],
  } as const satisfies RelatedRequest<string>;
}

/** The related lists of the event sheet (spec modules §2 "Event page"), speakers apart. */
export function eventRelated(event: StoredRecord) {
  return {
    places: ['places', referenceIds(event, 'places')],
    gmapPlaces: ['gmap_places', referenceIds(event, 'gmapplaces')],
    exhibitors: ['exhibitors', referenceIds(event, 'exhibitor')],
    stores: ['stores', [...referenceIds(event, 'store'), ...referenceIds(event, 'stores')]],
    events: ['events', referenceIds(event, 'events')],
    papers: ['papers', referenceIds(event, 'papers')],
  } as const satisfies RelatedRequest<string>;
}

/** The item a sheet shows: from memory when its type or the item was read, else read. */
async function sheetRecord(
  catalog: CatalogReader,
  types: readonly PublishedDataType[],
  props: PageProps,
): Promise<StoredRecord | undefined> {
  const target = detailTargetOf(props);
  if (target.kind === 'none') return undefined;
  for (const type of types) {
    const key = target.kind === 'id' ? { id: target.id } : { originalId: target.originalId };
    const record =
      catalog.peekRecord(type, key) ??
      (target.kind === 'id'
        ? await catalog.getRecord(type, target.id)
        : await catalog.findByOriginalId(type, target.originalId));
    if (record) return record;
  }
  return undefined;
}

/**
 * A sheet's preparation (see the router's page preparation): the item and the records of its
 * related lists read into memory before the page is shown, so that the sheet paints whole in its
 * first frame instead of assembling itself one database read later.
 */
export function sheetPreparation(
  types: readonly PublishedDataType[],
  related: (record: StoredRecord) => RelatedRequest<string>,
  categoryType?: PublishedDataType,
): PagePreparation {
  return async (props, catalog) => {
    const record = await sheetRecord(catalog, types, props);
    if (record === undefined) return;
    const lists: readonly (readonly [PublishedDataType, readonly number[]])[] = Object.values(
      related(record),
    );
    await Promise.all([
      catalog.readRecordsAhead(lists),
      // The category chips read their (small) type whole: they name each category's parents.
      categoryType === undefined || referenceIds(record, 'cats').length === 0
        ? undefined
        : catalog.listByType(categoryType),
    ]);
  };
}

export const EXHIBITOR_TYPES: readonly PublishedDataType[] = ['exhibitors'];
/** A store is an exhibitor seen from a shop: its own type first, else the exhibitor of that id. */
export const STORE_TYPES: readonly PublishedDataType[] = ['stores', 'exhibitors'];
export const EVENT_TYPES: readonly PublishedDataType[] = ['events'];
