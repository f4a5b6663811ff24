import { type Localized, localizedText } from '../catalog/localized.js';
import {
  type LocalPoint,
  VENUE_MODEL_VERSION,
  type VenueBuilding,
  type VenueLevel,
  type VenueLink,
  type VenueModel,
  type VenueUnit,
} from './venue-model.js';
import { WalkGraphBuilder } from './walk-graph-builder.js';

/** One building (a hall) of a generated venue; every level of it has the same floor plan grid. */
export interface GeneratedBuildingSpec {
  id: string;
  /** Short code printed in booth codes (`A-C12`). */
  code: string;
  name: Localized;
  levels: number;
  boothsPerLevel: number;
  /**
   * When set, the levels above the ground floor are conference mezzanines: this many rooms, one per
   * block of the aisle grid, and no booths. Unset, every level holds `boothsPerLevel` booths.
   */
  upperLevelRooms?: number;
  /**
   * What each level holds, ground floor first, when levels differ (a catalog's halls seldom hold the
   * same number of booths): its booths, at most `boothsPerLevel`, and its conference rooms, which take
   * the first blocks of the aisle grid, booths the rest. Overrides `upperLevelRooms`.
   */
  levelContents?: readonly { booths: number; rooms: number }[];
}

export interface HallGeneratorOptions {
  id: string;
  seed: number;
  buildings: GeneratedBuildingSpec[];
}

/**
 * The demo show: 2 halls of 300 booths on the ground floor, each with a conference mezzanine above
 * (8 and 7 rooms), reached by stairs, a lift and escalators.
 */
export const DEMO_VENUE_LAYOUT: HallGeneratorOptions = {
  id: 'demo-venue',
  seed: 2026,
  buildings: [
    {
      id: 'hall-a',
      code: 'A',
      name: localizedText('Hall A', 'Hall A'),
      levels: 2,
      boothsPerLevel: 300,
      upperLevelRooms: 8,
    },
    {
      id: 'hall-b',
      code: 'B',
      name: localizedText('Hall B', 'Hall B'),
      levels: 2,
      boothsPerLevel: 300,
      upperLevelRooms: 7,
    },
  ],
};

/** Dataset W (benchmarks): 2 buildings of 3 levels each (6 levels), 10,002 booths. */
export const DATASET_W_VENUE_LAYOUT: HallGeneratorOptions = {
  id: 'dataset-w-venue',
  seed: 77,
  buildings: [
    {
      id: 'north',
      code: 'N',
      name: localizedText('Bâtiment Nord', 'North building'),
      levels: 3,
      boothsPerLevel: 1667,
    },
    {
      id: 'south',
      code: 'S',
      name: localizedText('Bâtiment Sud', 'South building'),
      levels: 3,
      boothsPerLevel: 1667,
    },
  ],
};

const AISLE_WIDTH_M = 4;
const BOOTH_DEPTH_M = 3;
const BLOCK_LENGTH_M = 30;
/** Strip along the front wall holding entrances, toilets, lifts and stairs. */
const SERVICE_BAND_M = 10;
const STOREY_HEIGHT_M = 6;
/** A flight of stairs between storeys, walked along its length. */
const STAIRS_LENGTH_M = 15;
const ESCALATOR_LENGTH_M = 14;
const GAP_BETWEEN_BUILDINGS_M = 25;
const BOOTH_WIDTHS_M = [3, 3, 3, 4, 4, 6] as const;

/** mulberry32: the same seed always gives the same venue, nothing here may call Math.random(). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rectangle(x0: number, y0: number, x1: number, y1: number): LocalPoint[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** Aisle letters A..Z, then AA, AB… */
function aisleLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : aisleLetter(Math.floor(index / 26) - 1) + letter;
}

interface Grid {
  columns: number;
  rows: number;
  width: number;
  depth: number;
  aisleX: (column: number) => number;
  aisleY: (row: number) => number;
}

/**
 * Blocks of two back-to-back booth rows between aisles, in a grid about as wide as deep, with
 * `roomBlocks` more blocks for conference rooms on the same level.
 */
function planGrid(booths: number, roomBlocks: number): Grid {
  const boothsPerBlock = 2 * Math.floor(BLOCK_LENGTH_M / 3.8);
  const blocks = Math.max(1, Math.ceil((booths * 1.1) / boothsPerBlock)) + roomBlocks;
  const columns = Math.max(1, Math.round(Math.sqrt(blocks * 1.2)));
  const rows = Math.ceil(blocks / columns);
  const aisleX = (column: number): number => AISLE_WIDTH_M / 2 + column * (AISLE_WIDTH_M + BLOCK_LENGTH_M);
  const aisleY = (row: number): number =>
    SERVICE_BAND_M + AISLE_WIDTH_M / 2 + row * (AISLE_WIDTH_M + 2 * BOOTH_DEPTH_M);
  return {
    columns,
    rows,
    width: aisleX(columns) + AISLE_WIDTH_M / 2,
    depth: aisleY(rows) + AISLE_WIDTH_M / 2,
    aisleX,
    aisleY,
  };
}

interface LevelPlan {
  grid: Grid;
  levelId: string;
  levelCode: string;
  offsetX: number;
  graph: WalkGraphBuilder;
  units: VenueUnit[];
  links: VenueLink[];
  fronts: { x: number; id: string }[][];
}

/** Conference rooms filling whole blocks, row by row; each opens on the aisle in front of it. */
function addRooms(count: number, plan: LevelPlan): void {
  const { grid, levelId, offsetX } = plan;
  for (let index = 0; index < Math.min(count, grid.rows * grid.columns); index++) {
    const row = Math.floor(index / grid.columns);
    const column = index % grid.columns;
    const x0 = offsetX + grid.aisleX(column) + AISLE_WIDTH_M / 2;
    const y0 = grid.aisleY(row) + AISLE_WIDTH_M / 2;
    const code = `${plan.levelCode}-R${index + 1}`;
    const id = `${levelId}-room-${code}`;
    const centreX = x0 + BLOCK_LENGTH_M / 2;
    const door = plan.graph.addNode(`${id}-door`, levelId, centreX, grid.aisleY(row));
    plan.fronts[row]!.push({ x: centreX - offsetX, id: door.id });
    plan.units.push({
      id,
      kind: 'room',
      code,
      levelId,
      polygon: rectangle(x0, y0, x0 + BLOCK_LENGTH_M, y0 + 2 * BOOTH_DEPTH_M),
      centroid: [centreX, y0 + BOOTH_DEPTH_M],
      nodeId: door.id,
    });
    plan.links.push({ boothCode: code, unitId: id });
  }
}

/**
 * A realistic exhibition venue with its walkable graph: booths of varied widths along a grid of
 * aisles, entrances on the front wall, toilets, and lifts, stairs and escalators between levels;
 * buildings stand side by side, joined on the ground floor. Pure and deterministic from the seed.
 */
export function generateHallVenue(options: HallGeneratorOptions): VenueModel {
  const random = seededRandom(options.seed);
  const graph = new WalkGraphBuilder();
  const buildings: VenueBuilding[] = [];
  const levels: VenueLevel[] = [];
  const units: VenueUnit[] = [];
  const links: VenueLink[] = [];
  const groundEntrances: { left: string; right: string }[] = [];
  let offsetX = 0;

  for (const spec of options.buildings) {
    const roomBlocks = Math.max(0, ...(spec.levelContents ?? []).map((contents) => contents.rooms));
    const grid = planGrid(spec.boothsPerLevel, roomBlocks);
    buildings.push({
      id: spec.id,
      name: spec.name,
      outline: rectangle(offsetX, 0, offsetX + grid.width, grid.depth),
    });
    const middle = Math.floor(grid.columns / 2);
    const connectorNodes: {
      lift: string;
      stairs: string;
      escalator: string;
      sideStairs: [string, string];
    }[] = [];

    for (let ordinal = 0; ordinal < spec.levels; ordinal++) {
      const levelId = `${spec.id}-L${ordinal}`;
      const levelCode = spec.levels > 1 ? `${spec.code}${ordinal}` : spec.code;
      const nameFr = spec.name.$t.fr ?? spec.id;
      const nameEn = spec.name.$t.en ?? nameFr;
      levels.push({
        id: levelId,
        buildingId: spec.id,
        ordinal,
        name: localizedText(`${nameFr} - niveau ${ordinal}`, `${nameEn} - level ${ordinal}`),
      });
      const at = (column: number, row: number): string => `${levelId}-x${column}-y${row}`;
      for (let row = 0; row <= grid.rows; row++) {
        for (let column = 0; column <= grid.columns; column++) {
          graph.addNode(at(column, row), levelId, offsetX + grid.aisleX(column), grid.aisleY(row));
          if (row > 0) graph.addEdge(at(column, row - 1), at(column, row), 'walk');
        }
      }
      // Booth fronts on each horizontal aisle, chained left to right between the crossings.
      const fronts: { x: number; id: string }[][] = Array.from({ length: grid.rows + 1 }, (_, row) =>
        Array.from({ length: grid.columns + 1 }, (_, column) => ({
          x: grid.aisleX(column),
          id: at(column, row),
        })),
      );
      const numberOnAisle = new Array<number>(grid.rows + 1).fill(0);
      const contents = spec.levelContents?.[ordinal];
      const isMezzanine = contents === undefined && ordinal > 0 && spec.upperLevelRooms !== undefined;
      const roomsHere = contents?.rooms ?? (isMezzanine ? (spec.upperLevelRooms ?? 0) : 0);
      const boothsHere =
        contents !== undefined
          ? Math.min(contents.booths, spec.boothsPerLevel)
          : isMezzanine
            ? 0
            : spec.boothsPerLevel;
      if (roomsHere > 0) {
        addRooms(roomsHere, {
          grid,
          levelId,
          levelCode,
          offsetX,
          graph,
          units,
          links,
          fronts,
        });
      }
      let placed = 0;
      for (let row = 0; row < grid.rows && placed < boothsHere; row++) {
        for (let column = 0; column < grid.columns && placed < boothsHere; column++) {
          // The first blocks are the level's conference rooms (addRooms fills them in this order).
          if (row * grid.columns + column < roomsHere) continue;
          const blockX = grid.aisleX(column) + AISLE_WIDTH_M / 2;
          const blockY = grid.aisleY(row) + AISLE_WIDTH_M / 2;
          for (const side of [0, 1] as const) {
            const aisle = row + side;
            let x = blockX;
            while (placed < boothsHere) {
              const width = BOOTH_WIDTHS_M[Math.floor(random() * BOOTH_WIDTHS_M.length)]!;
              if (x + width > blockX + BLOCK_LENGTH_M) break;
              numberOnAisle[aisle] = numberOnAisle[aisle]! + 1;
              const code = `${levelCode}-${aisleLetter(aisle)}${String(numberOnAisle[aisle]).padStart(2, '0')}`;
              const id = `${levelId}-booth-${code}`;
              const y0 = blockY + side * BOOTH_DEPTH_M;
              const centreX = offsetX + x + width / 2;
              const front = graph.addNode(`${id}-front`, levelId, centreX, grid.aisleY(aisle));
              fronts[aisle]!.push({ x: centreX - offsetX, id: front.id });
              units.push({
                id,
                kind: 'booth',
                code,
                levelId,
                polygon: rectangle(offsetX + x, y0, offsetX + x + width, y0 + BOOTH_DEPTH_M),
                centroid: [centreX, y0 + BOOTH_DEPTH_M / 2],
                nodeId: front.id,
              });
              links.push({ boothCode: code, unitId: id });
              placed += 1;
              x += width;
            }
          }
        }
      }
      for (const aisle of fronts) {
        aisle.sort((a, b) => a.x - b.x);
        for (let i = 1; i < aisle.length; i++) graph.addEdge(aisle[i - 1]!.id, aisle[i]!.id, 'walk');
      }

      const service = (kind: VenueUnit['kind'], key: string, x: number, width: number): string => {
        const id = `${levelId}-${key}`;
        const doorY = SERVICE_BAND_M - 1;
        graph.addNode(`${id}-door`, levelId, offsetX + x + width / 2, doorY);
        units.push({
          id,
          kind,
          levelId,
          polygon: rectangle(offsetX + x, 1, offsetX + x + width, SERVICE_BAND_M - 1),
          centroid: [offsetX + x + width / 2, SERVICE_BAND_M / 2],
          nodeId: `${id}-door`,
        });
        const crossing = graph.nearest(levelId, offsetX + x + width / 2, grid.aisleY(0), 1e9, (node) =>
          node.id.startsWith(`${levelId}-x`),
        );
        if (crossing !== undefined) graph.addEdge(`${id}-door`, crossing.id, 'walk');
        return `${id}-door`;
      };
      const midX = grid.aisleX(middle);
      service('toilet', 'toilets-west', grid.aisleX(0) + 4, 8);
      service('toilet', 'toilets-east', grid.aisleX(grid.columns) - 12, 8);
      // Side staircases by each end wall, as halls have for evacuation: walkers near an end take
      // them; a wheelchair user goes round by the central lift.
      const sideStairs: [string, string] = [
        service('stairs', 'stairs-west', grid.aisleX(0) + 14, 4),
        service('stairs', 'stairs-east', grid.aisleX(grid.columns) - 18, 4),
      ];
      connectorNodes.push({
        sideStairs,
        lift: service('lift', 'lift', midX + 3, 3),
        stairs: service('stairs', 'stairs', midX - 8, 4),
        escalator: service('escalator', 'escalator', midX + 8, 3),
      });
      if (ordinal === 0) {
        const left = service('entrance', 'entrance-west', grid.aisleX(0) - 1, 3);
        const right = service('entrance', 'entrance-east', grid.aisleX(grid.columns) - 2, 3);
        service('entrance', 'entrance-main', midX - 2, 3);
        groundEntrances.push({ left, right });
      } else if (contents !== undefined) {
        // A level that is a hall of its own has doors of its own: one on the landing of the central
        // lift, stairs and escalators (above the main entrance), one by the west staircase.
        service('entrance', 'entrance-main', midX - 2, 3);
        service('entrance', 'entrance-west', grid.aisleX(0) - 1, 3);
      }
    }
    for (let ordinal = 1; ordinal < connectorNodes.length; ordinal++) {
      const below = connectorNodes[ordinal - 1]!;
      const above = connectorNodes[ordinal]!;
      graph.addEdge(below.lift, above.lift, 'lift', { length: STOREY_HEIGHT_M });
      graph.addEdge(below.stairs, above.stairs, 'stairs', { length: STAIRS_LENGTH_M });
      below.sideStairs.forEach((node, side) => {
        graph.addEdge(node, above.sideStairs[side]!, 'stairs', { length: STAIRS_LENGTH_M });
      });
      // One escalator up, one down, side by side: both are one-way.
      graph.addEdge(below.escalator, above.escalator, 'escalator', {
        length: ESCALATOR_LENGTH_M,
        oneWay: true,
      });
      graph.addEdge(above.escalator, below.escalator, 'escalator', {
        length: ESCALATOR_LENGTH_M,
        oneWay: true,
      });
    }
    offsetX += grid.width + GAP_BETWEEN_BUILDINGS_M;
  }
  for (let i = 1; i < groundEntrances.length; i++) {
    graph.addEdge(groundEntrances[i - 1]!.right, groundEntrances[i]!.left, 'walk');
  }

  return {
    version: VENUE_MODEL_VERSION,
    id: options.id,
    buildings,
    levels,
    units,
    openings: [],
    pois: [],
    graph: graph.build(),
    links,
  };
}
