import type { PublishedDataType, Route } from '@showfloor/core';
import type { MapTargetType } from './map-targets.js';

/** The map page showing a catalog item's places (an exhibitor's booths, an event's room). */
export function mapRouteOf(type: PublishedDataType, id: number): Route {
  return { pageKey: 'mobigeo', props: { type, id } };
}

/** The map page showing several items of one type (a list's "show on map", spec core §2). */
export function mapRouteOfItems(type: MapTargetType, ids: readonly number[]): Route {
  return { pageKey: 'mobigeo', props: { type, ids: [...ids] } };
}

/** The map page showing one of the visitor's favourite positions. */
export function mapRouteOfPosition(positionId: string): Route {
  return { pageKey: 'mobigeo', props: { position: positionId } };
}
