import { type OutdoorPlace, parseItemId } from '@showfloor/core';
import type { PageProps } from '../../shell/page.js';

/**
 * What the route asks the map to show: a map place by its device id, or by the original id a shared
 * link carries (the route codec turns `id` into `originalId` for sharing), or nothing.
 */
export type OutdoorMapFocus =
  | { kind: 'none' }
  | { kind: 'place'; place: OutdoorPlace }
  | { kind: 'notOnMap' };

export function outdoorMapFocusOf(props: PageProps, places: readonly OutdoorPlace[]): OutdoorMapFocus {
  const parsed = parseItemId(props.id);
  const originalId =
    typeof props.originalId === 'string' || typeof props.originalId === 'number'
      ? String(props.originalId)
      : undefined;
  if (parsed.ok) return focusOn(places.find((entry) => entry.id === parsed.id));
  if (originalId !== undefined && originalId !== '') {
    return focusOn(places.find((entry) => entry.originalId === originalId));
  }
  return parsed.error === 'invalidId' ? { kind: 'notOnMap' } : { kind: 'none' };
}

function focusOn(place: OutdoorPlace | undefined): OutdoorMapFocus {
  return place === undefined ? { kind: 'notOnMap' } : { kind: 'place', place };
}
