import type { PageKey, PublishedDataType, Route } from '@showfloor/core';

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
