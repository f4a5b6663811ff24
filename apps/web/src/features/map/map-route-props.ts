import {
  findLinkedUnit,
  isPublishedDataType,
  type Language,
  LOCATION_ROUTE_PROP,
  type UnitKind,
  type VenueModel,
} from '@showfloor/core';
import type { PageProps } from '../../shell/page.js';
import { isMapTargetType, type MapTarget, type MapTargetType } from './map-targets.js';
import { localizedText, unitLabel } from './venue-geojson.js';

/** Whether the route names a place to show (then the page says when it is not on the map). */
export function isAskingForPlace(props: PageProps): boolean {
  return (typeof props.type === 'string' && typeof props.id === 'number') || props.poi !== undefined;
}

/**
 * "Show all on map" (spec modules §2, core §2): `favorites: true` shows every favorite the map can
 * show; `type` with `ids` (a list page's items, `{ type: 'exhibitors', ids: [3, 8] }`) shows those.
 */
export type MapCollectionRequest =
  | { kind: 'favorites' }
  | { kind: 'items'; type: MapTargetType; ids: readonly number[] };

/** The collection a map route asks to show, parsed once; null for any other map route. */
export function collectionRequestOf(props: PageProps): MapCollectionRequest | null {
  if (props.favorites === true) return { kind: 'favorites' };
  if (isMapTargetType(props.type) && Array.isArray(props.ids)) {
    const ids = props.ids.filter((id): id is number => Number.isInteger(id));
    return { kind: 'items', type: props.type, ids };
  }
  return null;
}

/** The unit a location code says the visitor stands at (`here`), null when the route has none. */
export function hereUnitIdOf(props: PageProps): string | null {
  const value = props[LOCATION_ROUTE_PROP];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Whether a map route needs the catalog's targets at once: a place, a collection or the unit of a
 * location code is named after them. A plain map opens without reading them.
 */
export function routeNeedsTargets(props: PageProps): boolean {
  return isAskingForPlace(props) || collectionRequestOf(props) !== null || hereUnitIdOf(props) !== null;
}

/** The saved favourite position a route asks to show (`position`, its id), null when none. */
export function positionIdOf(props: PageProps): string | null {
  const value = props.position;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The place a map route asks for: `type` and `id` of a catalog item the map can show (an
 * exhibitor's booths, an event's room), or `poi`, a booth code or a place's original id as deep
 * links carry them (`mobigeo` with `{ poi: 'B12' }`). Null when there is none or it has no unit.
 */
export function targetFromProps(
  props: PageProps,
  venue: VenueModel,
  targets: readonly MapTarget[],
  language: Language,
  kindLabel: (kind: UnitKind) => string,
): MapTarget | null {
  const { type, id, poi } = props;
  if (typeof type === 'string' && isPublishedDataType(type) && typeof id === 'number') {
    return targets.find((target) => target.group === type && target.recordId === id) ?? null;
  }
  if (typeof poi === 'string' || typeof poi === 'number') {
    const unit = findLinkedUnit(venue, { originalId: String(poi), boothCode: String(poi) });
    return unit === undefined ? null : targetOfUnit(unit.id, venue, targets, language, kindLabel);
  }
  return null;
}

/** What a tapped unit stands for: its catalog place when it has one, else the unit itself. */
export function targetOfUnit(
  unitId: string,
  venue: VenueModel,
  targets: readonly MapTarget[],
  language: Language,
  kindLabel: (kind: UnitKind) => string,
): MapTarget | null {
  const own = targets.find(
    (target) => (target.group === 'places' || target.group === 'facilities') && target.unitIds[0] === unitId,
  );
  if (own !== undefined) return own;
  const unit = venue.units.find((entry) => entry.id === unitId);
  if (unit === undefined) return null;
  const level = venue.levels.find((entry) => entry.id === unit.levelId);
  return {
    group: 'facilities',
    key: unit.id,
    title: unitLabel(unit, language, kindLabel),
    subtitle: localizedText(level?.name, language),
    unitIds: [unit.id],
  };
}
