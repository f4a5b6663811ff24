import {
  type GeneratedBuildingSpec,
  generateHallVenue,
  type Localized,
  localizedText,
  type VenueLink,
  type VenueModel,
  type VenueUnit,
} from '@showfloor/core';
import type { Booth, Hall, Room, Venue } from './generate-places.js';

/** Seed of the demo floor plans: changing it moves every booth of the map. */
const VENUE_SEED = 2026;

function inHall<T extends { hall: Hall }>(list: readonly T[], hall: Hall): T[] {
  return list.filter((entry) => entry.hall === hall);
}

/** Renames a unit and links it to a catalog place, so the map and the catalog say the same thing. */
function linkUnit(
  unit: VenueUnit | undefined,
  links: VenueLink[],
  place: { id: string; code?: string; name: Localized },
): void {
  if (unit === undefined) return;
  unit.name = place.name;
  if (place.code !== undefined) unit.code = place.code;
  links.push({
    placeOriginalId: place.id,
    ...(place.code === undefined ? {} : { boothCode: place.code }),
    unitId: unit.id,
  });
}

/** Links the booths and rooms of a hall, in catalog order, to the units of its level in plan order. */
function linkBoothsAndRooms(
  model: VenueModel,
  links: VenueLink[],
  venue: Venue,
  hall: Hall,
  levelIds: {
    booths: string;
    rooms: string;
  },
): void {
  const unitsOf = (levelId: string, kind: VenueUnit['kind']) =>
    model.units.filter((unit) => unit.levelId === levelId && unit.kind === kind);
  const booths: Booth[] = inHall(venue.booths, hall);
  unitsOf(levelIds.booths, 'booth').forEach((unit, index) => {
    const booth = booths[index];
    if (booth === undefined) return;
    const name = localizedText(`Stand ${booth.code}`, `Booth ${booth.code}`);
    linkUnit(unit, links, { id: booth.id, code: booth.code, name });
  });
  const rooms: Room[] = inHall(venue.rooms, hall);
  unitsOf(levelIds.rooms, 'room').forEach((unit, index) => {
    const room = rooms[index];
    if (room !== undefined)
      linkUnit(unit, links, { id: room.id, name: localizedText(room.title, room.title) });
  });
}

function entranceName(hall: Hall, number: number): Localized {
  return localizedText(`${hall.title} — entrée ${number}`, `${hall.title} — entrance ${number}`);
}

/**
 * Links the catalog entrances of a ground-floor hall: entrance 1 is the main door, entrance 2 the
 * outer side door (west of the first building, east of the last); the doors between two buildings
 * are the walkway between them.
 */
function linkGroundEntrances(
  model: VenueModel,
  links: VenueLink[],
  hall: Hall,
  ground: string,
  position: { isFirst: boolean; isLast: boolean; walkway: Localized },
): void {
  const byId = (key: string) => model.units.find((unit) => unit.id === `${ground}-${key}`);
  const { isFirst, isLast } = position;
  const sideKey = isFirst ? 'entrance-west' : 'entrance-east';
  linkUnit(byId('entrance-main'), links, { id: `${hall.id}-entrance-1`, name: entranceName(hall, 1) });
  if (isFirst || isLast)
    linkUnit(byId(sideKey), links, { id: `${hall.id}-entrance-2`, name: entranceName(hall, 2) });
  for (const key of ['entrance-west', 'entrance-east']) {
    const unit = byId(key);
    const isPassage = (key === 'entrance-west' && !isFirst) || (key === 'entrance-east' && !isLast);
    if (unit !== undefined && isPassage) unit.name = position.walkway;
  }
}

/**
 * The small demo (a single-level show): one building per hall, its booths on the ground floor and
 * its conference rooms on a mezzanine reached by stairs, a lift and escalators.
 */
function singleLevelVenue(venue: Venue): VenueModel {
  const buildings: GeneratedBuildingSpec[] = venue.halls.map((hall) => ({
    id: hall.id,
    code: hall.letter,
    name: localizedText(hall.title, hall.title),
    levels: 2,
    boothsPerLevel: venue.booths.filter((booth) => booth.hall === hall).length,
    upperLevelRooms: inHall(venue.rooms, hall).length,
  }));
  const model = generateHallVenue({ id: 'demo-venue', seed: VENUE_SEED, buildings });
  const links: VenueLink[] = [];
  const walkway = localizedText('Passerelle entre halls', 'Walkway between halls');
  venue.halls.forEach((hall, hallIndex) => {
    const ground = `${hall.id}-L0`;
    linkBoothsAndRooms(model, links, venue, hall, { booths: ground, rooms: `${hall.id}-L1` });
    linkGroundEntrances(model, links, hall, ground, {
      isFirst: hallIndex === 0,
      isLast: hallIndex === venue.halls.length - 1,
      walkway,
    });
  });
  model.links = links;
  return model;
}

/** The building places of the catalog, in order: original id, code and title. */
function catalogBuildings(venue: Venue): { id: string; code: string; name: Localized }[] {
  return venue.items.flatMap((item) => {
    const lump = item.fields.lump;
    if (typeof lump !== 'object' || lump === null || Array.isArray(lump) || lump.kind !== 'building')
      return [];
    const title = item.fields.title;
    const name =
      typeof title === 'object' && title !== null && '$t' in title ? (title as Localized) : undefined;
    return [
      {
        id: item.original_id,
        code: String(lump.code),
        name: name ?? localizedText(item.original_id, item.original_id),
      },
    ];
  });
}

/**
 * Dataset W (buildings of several levels, one hall per level): each level holds its hall's booths
 * and conference rooms, with a door on the landing of the central lift, stairs and escalators and
 * one by the west staircase; levels are joined by those connectors, and the buildings by a walkway
 * between their ground floors.
 */
function multiLevelVenue(venue: Venue): VenueModel {
  const buildings = catalogBuildings(venue);
  const hallsOf = (code: string) =>
    venue.halls.filter((hall) => hall.building === code).sort((a, b) => a.floor - b.floor);
  const specs: GeneratedBuildingSpec[] = buildings.map((building) => {
    const halls = hallsOf(building.code);
    halls.forEach((hall, ordinal) => {
      if (hall.floor !== ordinal) throw new Error(`${building.id}: one hall per level, from level 0 up`);
    });
    const levelContents = halls.map((hall) => ({
      booths: inHall(venue.booths, hall).length,
      rooms: inHall(venue.rooms, hall).length,
    }));
    return {
      id: building.id,
      code: building.code,
      name: building.name,
      levels: halls.length,
      boothsPerLevel: Math.max(...levelContents.map((contents) => contents.booths)),
      levelContents,
    };
  });
  const model = generateHallVenue({ id: 'dataset-w-venue', seed: VENUE_SEED, buildings: specs });
  const links: VenueLink[] = [];
  const walkway = localizedText('Passerelle entre bâtiments', 'Walkway between buildings');
  buildings.forEach((building, buildingIndex) => {
    for (const hall of hallsOf(building.code)) {
      const levelId = `${building.id}-L${hall.floor}`;
      const level = model.levels.find((entry) => entry.id === levelId);
      if (level !== undefined) {
        const fr = building.name.$t.fr ?? building.id;
        const en = building.name.$t.en ?? fr;
        level.name = localizedText(
          `${hall.title} - ${fr}, niveau ${hall.floor}`,
          `${hall.title} - ${en}, level ${hall.floor}`,
        );
      }
      linkBoothsAndRooms(model, links, venue, hall, { booths: levelId, rooms: levelId });
      if (hall.floor === 0) {
        linkGroundEntrances(model, links, hall, levelId, {
          isFirst: buildingIndex === 0,
          isLast: buildingIndex === buildings.length - 1,
          walkway,
        });
        continue;
      }
      const byId = (key: string) => model.units.find((unit) => unit.id === `${levelId}-${key}`);
      linkUnit(byId('entrance-main'), links, { id: `${hall.id}-entrance-1`, name: entranceName(hall, 1) });
      linkUnit(byId('entrance-west'), links, { id: `${hall.id}-entrance-2`, name: entranceName(hall, 2) });
    }
  });
  model.links = links;
  return model;
}

/**
 * The indoor venue of the demo show, generated from its catalog places: every booth, room and
 * entrance of the catalog is linked to its unit by the place's original id (and booth code), and
 * named like the place. The small demo gets halls side by side with a conference mezzanine each;
 * dataset W its two buildings of stacked halls.
 */
export function generateVenueModel(venue: Venue): VenueModel {
  const isMultiLevel = venue.halls.some((hall) => hall.building !== null);
  const model = isMultiLevel ? multiLevelVenue(venue) : singleLevelVenue(venue);
  model.name = localizedText('Parc des expositions', 'Exhibition centre');
  return model;
}
