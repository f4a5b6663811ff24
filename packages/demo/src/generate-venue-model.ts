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

/**
 * The indoor venue of a single-level show (the small demo): one building per hall, its booths on
 * the ground floor and its conference rooms on a mezzanine reached by stairs, a lift and
 * escalators. Every booth, room and entrance of the catalog is linked to its unit by the place's
 * original id. Multi-building shows (dataset W) get none: their catalog is for benchmarks only.
 */
export function generateVenueModel(venue: Venue): VenueModel | undefined {
  if (venue.halls.some((hall) => hall.building !== null)) return undefined;
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
  const unitsOf = (levelId: string, kind: VenueUnit['kind']) =>
    model.units.filter((unit) => unit.levelId === levelId && unit.kind === kind);
  venue.halls.forEach((hall, hallIndex) => {
    const ground = `${hall.id}-L0`;
    const booths: Booth[] = venue.booths.filter((booth) => booth.hall === hall);
    unitsOf(ground, 'booth').forEach((unit, index) => {
      const booth = booths[index];
      if (booth === undefined) return;
      const name = localizedText(`Stand ${booth.code}`, `Booth ${booth.code}`);
      linkUnit(unit, links, { id: booth.id, code: booth.code, name });
    });
    const rooms: Room[] = inHall(venue.rooms, hall);
    unitsOf(`${hall.id}-L1`, 'room').forEach((unit, index) => {
      const room = rooms[index];
      if (room !== undefined)
        linkUnit(unit, links, { id: room.id, name: localizedText(room.title, room.title) });
    });
    // Entrance 1 is the main door; entrance 2 the outer side door (west of the first hall, east of
    // the last); the doors between two halls are the footbridge between them.
    const isFirst = hallIndex === 0;
    const isLast = hallIndex === venue.halls.length - 1;
    const byId = (key: string) => model.units.find((unit) => unit.id === `${ground}-${key}`);
    const sideKey = isFirst ? 'entrance-west' : 'entrance-east';
    const entranceName = (number: number) =>
      localizedText(`${hall.title} — entrée ${number}`, `${hall.title} — entrance ${number}`);
    const entrance = (number: number) => `${hall.id}-entrance-${number}`;
    linkUnit(byId('entrance-main'), links, { id: entrance(1), name: entranceName(1) });
    if (isFirst || isLast) linkUnit(byId(sideKey), links, { id: entrance(2), name: entranceName(2) });
    for (const key of ['entrance-west', 'entrance-east']) {
      const unit = byId(key);
      const isPassage = (key === 'entrance-west' && !isFirst) || (key === 'entrance-east' && !isLast);
      if (unit !== undefined && isPassage)
        unit.name = localizedText('Passerelle entre halls', 'Walkway between halls');
    }
  });
  model.links = links;
  model.name = localizedText('Parc des expositions', 'Exhibition centre');
  return model;
}
