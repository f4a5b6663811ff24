import {
  type FavoritePosition,
  type Language,
  positionPlaceOfUnit,
  type UnitKind,
  unitOfPositionPlace,
  type VenueModel,
  type VenueUnit,
} from '@showfloor/core';
import type { MapTarget } from './map-targets.js';
import { localizedText, unitLabel } from './venue-geojson.js';

/**
 * A saved position as the map shows it: under its own title, at the units its places stand at in
 * this venue (found again by coordinates when a data update renamed them). Null when none is left.
 */
export function targetOfPosition(
  position: FavoritePosition,
  venue: VenueModel,
  language: Language,
  kindLabel: (kind: UnitKind) => string,
): MapTarget | null {
  const units: VenueUnit[] = [];
  for (const place of position.places) {
    const unit = unitOfPositionPlace(venue, place);
    if (unit !== undefined && !units.includes(unit)) units.push(unit);
  }
  const first = units[0];
  if (first === undefined) return null;
  const level = venue.levels.find((entry) => entry.id === first.levelId);
  return {
    group: 'facilities',
    key: `position-${position.id}`,
    title: position.title,
    subtitle: [unitLabel(first, language, kindLabel), localizedText(level?.name, language)]
      .filter((part) => part !== '')
      .join(' · '),
    unitIds: units.map((unit) => unit.id),
  };
}

/** The position to save for a place shown on the map: each of its units, under `title`. */
export function positionOfTarget(
  venue: VenueModel,
  target: MapTarget,
  title: string,
  identity: { id: string; createdAt: number },
): FavoritePosition {
  const places = target.unitIds.flatMap((unitId) => {
    const unit = venue.units.find((entry) => entry.id === unitId);
    const place = unit === undefined ? undefined : positionPlaceOfUnit(venue, unit);
    return place === undefined ? [] : [place];
  });
  return { ...identity, title: title.trim(), places };
}
