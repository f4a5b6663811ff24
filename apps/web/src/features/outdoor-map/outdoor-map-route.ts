import type { Route } from '@showfloor/core';

/** The outdoor map, showing one map place (its info window open) when `id` is given. */
export function outdoorMapRouteOf(id?: number): Route {
  return { pageKey: 'googleMap', props: id === undefined ? {} : { id } };
}
