import type { PublishedDataType } from '../catalog/data-types.js';
import type { PageKey } from './page-paths.js';
import type { Route } from './route-codec.js';

/**
 * The detail page that shows an item of each data type (spec core §2). Types without a sheet of
 * their own (categories, countries…) are absent: a link to one opens a list instead.
 */
export const DETAIL_PAGE_OF_TYPE: Readonly<Partial<Record<PublishedDataType, PageKey>>> = {
  exhibitors: 'exhibitor',
  stores: 'stores',
  events: 'event',
  speakers: 'speaker',
  papers: 'paper',
  newproducts: 'newproduct',
  services: 'service',
  places: 'gmapplaces',
  gmap_places: 'gmapplaces',
  docunits: 'docunit',
  documents: 'docunit',
  aircrafts: 'aircraft',
  restaurants: 'restaurant',
  monuments: 'monument',
  happenings: 'happenings',
  infos: 'hours',
  pmrs: 'pmr',
  animations: 'experience-item',
  flights_schedule: 'flights-schedule',
};

/** The detail page of each data type that has one (spec core §2 page keys, modules §2). */
const DETAIL_PAGES: Partial<Record<PublishedDataType, PageKey>> = {
  events: 'event',
  exhibitors: 'exhibitor',
  speakers: 'speaker',
  newproducts: 'newproduct',
  services: 'service',
  papers: 'paper',
  restaurants: 'restaurant',
  monuments: 'monument',
  aircrafts: 'aircraft',
  stores: 'stores',
  happenings: 'happenings',
  docunits: 'docunit',
  pmrs: 'pmr',
  gmap_places: 'gmapplaces',
};

/** The route a list row opens, or undefined for a type with no detail page. */
export function detailRoute(dataType: PublishedDataType, id: number): Route | undefined {
  const pageKey = detailPageOf(dataType);
  return pageKey ? { pageKey, props: { id } } : undefined;
}

/** The detail page of a data type, undefined when it has none. */
export function detailPageOf(dataType: PublishedDataType): PageKey | undefined {
  return DETAIL_PAGES[dataType];
}

/**
 * The types a sheet reads its related lists from, by the type of its item (the sheets'
 * `useRelatedRecordSets` requests): a list of items has them read into memory while idle, so that
 * the sheet it opens paints them in its first frame rather than one database read later.
 */
export const SHEET_RELATED_TYPES: Readonly<Partial<Record<PublishedDataType, readonly PublishedDataType[]>>> =
  {
    exhibitors: ['countries', 'places', 'gmap_places', 'newproducts', 'events', 'aircrafts', 'docunits'],
    stores: ['countries', 'places', 'gmap_places', 'newproducts', 'events', 'aircrafts', 'docunits'],
    events: ['places', 'gmap_places', 'exhibitors', 'stores', 'events', 'papers', 'speakers'],
    speakers: ['events', 'papers'],
    papers: ['events', 'speakers'],
    newproducts: ['exhibitors'],
  };
