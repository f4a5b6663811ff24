import { type UnitKind, VENUE_MODEL_VERSION, type VenueModel, type VenueUnit } from '@showfloor/core';

function squareUnit(id: string, kind: UnitKind, x: number, name?: string, nodeId?: string): VenueUnit {
  return {
    id,
    kind,
    levelId: 'ground',
    polygon: [
      [x, 0],
      [x + 10, 0],
      [x + 10, 10],
      [x, 10],
    ],
    centroid: [x + 5, 5],
    ...(name === undefined ? {} : { name: { $t: { fr: name, en: name } } }),
    ...(nodeId === undefined ? {} : { nodeId }),
  };
}

/**
 * A one-level venue in the project's own format: an entrance and toilets joined by a walk, and a
 * storeroom whose node no edge reaches (the case an import must warn about).
 */
export function smallVenueModel(): VenueModel {
  return {
    version: VENUE_MODEL_VERSION,
    id: 'small-hall',
    name: { $t: { fr: 'Petite halle', en: 'Small hall' } },
    buildings: [{ id: 'main', name: { $t: { fr: 'Bâtiment principal', en: 'Main building' } } }],
    levels: [
      {
        id: 'ground',
        buildingId: 'main',
        ordinal: 0,
        name: { $t: { fr: 'Rez-de-chaussée', en: 'Ground floor' } },
      },
    ],
    units: [
      squareUnit('door', 'entrance', 0, 'Entrée nord', 'n-door'),
      squareUnit('wc', 'toilet', 20, undefined, 'n-wc'),
      squareUnit('store', 'room', 40, 'Réserve', 'n-store'),
    ],
    openings: [],
    pois: [],
    graph: {
      nodes: [
        { id: 'n-door', levelId: 'ground', x: 5, y: 5 },
        { id: 'n-wc', levelId: 'ground', x: 25, y: 5 },
        { id: 'n-store', levelId: 'ground', x: 45, y: 5 },
      ],
      edges: [{ from: 'n-door', to: 'n-wc', length: 20, kind: 'walk', stepFree: true }],
    },
    links: [],
  };
}
