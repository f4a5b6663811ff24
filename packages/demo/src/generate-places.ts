import { type JsonValue, localizedText, type SourceItem } from '@showfloor/core';
import type { DemoAsset } from './demo-show.js';
import type { DemoSize } from './demo-size.js';
import { addRef, makeItem, numberedId } from './source-item-builder.js';
import { floorPlanSvg, type PlanBooth, svgAsset } from './svg-assets.js';
import { ROOM_NAMES } from './words/program-words.js';

/** A hall and where it sits (building and floor only in a multi-building venue). */
export interface Hall {
  id: string;
  letter: string;
  title: string;
  building: string | null;
  floor: number;
  levelId: string | null;
  planPath: string;
}

export interface Booth {
  id: string;
  code: string;
  hall: Hall;
}

export interface Room {
  id: string;
  title: string;
  hall: Hall;
}

export interface Venue {
  items: SourceItem[];
  halls: Hall[];
  booths: Booth[];
  rooms: Room[];
  entrances: string[];
  /** Places created later for services take their ids from here, so the place count stays exact. */
  serviceSlots: { id: string; hall: Hall }[];
}

/** Booths per row of a floor plan; rows go back to back along the aisles. */
const PLAN_COLUMNS = 30;
const ENTRANCES_PER_HALL = 2;

function placeLump(kind: string, extra: { [key: string]: JsonValue } = {}): { [key: string]: JsonValue } {
  return { kind, ...extra };
}

function hallLump(hall: Hall, kind: string, code?: string): { [key: string]: JsonValue } {
  const lump: { [key: string]: JsonValue } = { kind, floor: hall.floor };
  if (code !== undefined) lump.code = code;
  if (hall.building !== null) lump.building = hall.building;
  return lump;
}

/**
 * The venue: (buildings and levels,) halls, conference rooms, entrances, service points and booths.
 * Booths take whatever the place budget leaves, so the big show has exactly `size.places` places and
 * at least one booth per exhibitor.
 */
export function generateVenue(size: DemoSize): Venue {
  const items: SourceItem[] = [];
  const halls: Hall[] = [];
  if (size.buildings > 0) {
    for (let b = 0; b < size.buildings; b++) {
      const buildingId = numberedId('bld', b, 2);
      const buildingCode = b === 0 ? 'N' : b === 1 ? 'S' : String(b + 1);
      const buildingTitle =
        b === 0
          ? localizedText('Bâtiment Nord', 'North building')
          : b === 1
            ? localizedText('Bâtiment Sud', 'South building')
            : localizedText(`Bâtiment ${b + 1}`, `Building ${b + 1}`);
      items.push(
        makeItem('places', buildingId, {
          title: buildingTitle,
          lump: placeLump('building', { code: buildingCode }),
        }),
      );
      for (let floor = 0; floor < size.levelsPerBuilding; floor++) {
        const levelId = `${buildingId}-lvl-${floor}`;
        const level = makeItem('places', levelId, {
          title: localizedText(`Niveau ${floor}`, `Level ${floor}`),
          lump: placeLump('level', { building: buildingCode, floor }),
        });
        addRef(level, 'parent', 'places', buildingId);
        items.push(level);
        for (let h = 0; h < size.hallsPerLevel; h++) {
          const letter = String.fromCharCode(65 + halls.length);
          halls.push({
            id: `hall-${letter.toLowerCase()}`,
            letter,
            title: `Hall ${letter}`,
            building: buildingCode,
            floor,
            levelId,
            planPath: `plans/hall-${letter.toLowerCase()}.svg`,
          });
        }
      }
    }
  } else {
    for (let h = 0; h < size.halls; h++) {
      const letter = String.fromCharCode(65 + h);
      halls.push({
        id: `hall-${letter.toLowerCase()}`,
        letter,
        title: `Hall ${letter}`,
        building: null,
        floor: 0,
        levelId: null,
        planPath: `plans/hall-${letter.toLowerCase()}.svg`,
      });
    }
  }
  for (const hall of halls) {
    const item = makeItem('places', hall.id, {
      title: hall.title,
      lump: hallLump(hall, 'hall', hall.letter),
    });
    if (hall.levelId !== null) addRef(item, 'parent', 'places', hall.levelId);
    items.push(item);
  }

  const rooms: Room[] = [];
  for (let r = 0; r < size.rooms; r++) {
    const hall = halls[r % halls.length]!;
    const title = ROOM_NAMES[r] ?? `Salle ${hall.letter}${Math.floor(r / halls.length) + 1}`;
    const id = numberedId('room', r, 3);
    const item = makeItem('places', id, { title, lump: hallLump(hall, 'room', `R${r + 1}`) });
    if (hall.levelId !== null) addRef(item, 'parent', 'places', hall.levelId);
    items.push(item);
    rooms.push({ id, title, hall });
  }

  const entrances: string[] = [];
  for (const hall of halls) {
    for (let e = 0; e < ENTRANCES_PER_HALL; e++) {
      const id = `${hall.id}-entrance-${e + 1}`;
      const item = makeItem('places', id, {
        title: localizedText(`${hall.title} — entrée ${e + 1}`, `${hall.title} — entrance ${e + 1}`),
        lump: hallLump(hall, 'entrance', `${hall.letter}-E${e + 1}`),
      });
      addRef(item, 'parent', 'places', hall.id);
      items.push(item);
      entrances.push(id);
    }
  }

  const serviceSlots = Array.from({ length: size.services }, (_, s) => ({
    id: numberedId('svc-place', s, 3),
    hall: halls[s % halls.length]!,
  }));

  const boothCount =
    size.places === null ? size.exhibitors : size.places - items.length - serviceSlots.length;
  if (boothCount < size.exhibitors) throw new Error('the place budget leaves fewer booths than exhibitors');
  const booths: Booth[] = [];
  const perHall = Math.ceil(boothCount / halls.length);
  for (let i = 0; i < boothCount; i++) {
    const hall = halls[Math.floor(i / perHall)]!;
    const code = `${hall.letter}${(i % perHall) + 1}`;
    booths.push({ id: `booth-${code.toLowerCase()}`, code, hall });
  }
  for (const booth of booths) {
    const item = makeItem('places', booth.id, {
      title: localizedText(`Stand ${booth.code}`, `Booth ${booth.code}`),
      lump: hallLump(booth.hall, 'booth', booth.code),
    });
    addRef(item, 'parent', 'places', booth.hall.id);
    items.push(item);
  }
  return { items, halls, booths, rooms, entrances, serviceSlots };
}

/** One floor plan per hall, booths coloured by `colorOfBooth` (the exhibitor's pavilion). */
export function floorPlanAssets(venue: Venue, colorOfBooth: (boothId: string) => string): DemoAsset[] {
  return venue.halls.map((hall) => {
    const booths: PlanBooth[] = venue.booths
      .filter((booth) => booth.hall === hall)
      .map((booth, index) => ({
        code: booth.code,
        column: index % PLAN_COLUMNS,
        row: Math.floor(index / PLAN_COLUMNS),
        color: colorOfBooth(booth.id),
      }));
    return svgAsset(hall.planPath, floorPlanSvg(hall.title, booths));
  });
}
