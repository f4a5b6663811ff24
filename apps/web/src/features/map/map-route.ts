import type { PublishedDataType, Route } from '@showfloor/core';

/** The map page showing a catalog item's places (an exhibitor's booths, an event's room). */
export function mapRouteOf(type: PublishedDataType, id: number): Route {
  return { pageKey: 'mobigeo', props: { type, id } };
}
