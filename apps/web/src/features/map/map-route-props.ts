import {
  findLinkedUnit,
  isPublishedDataType,
  type Language,
  type UnitKind,
  type VenueModel,
} from '@showfloor/core';
import type { PageProps } from '../../app/page-registry.js';
import type { MapTarget } from './map-targets.js';
import { localizedText, unitLabel } from './venue-geojson.js';

/** Whether the route names a place to show (then the page says when it is not on the map). */
export function isAskingForPlace(props: PageProps): boolean {
  return (typeof props.type === 'string' && typeof props.id === 'number') || props.poi !== undefined;
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
