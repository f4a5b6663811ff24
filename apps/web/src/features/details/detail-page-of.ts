import type { PageKey, PublishedDataType } from '@showfloor/core';

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
