/**
 * How many items of each kind a demo show holds. One generator serves both sizes; only this table
 * differs. 'big' is dataset W of DESIGN.md, the worst realistic show used by the benchmarks.
 */
export type DemoSizeName = 'small' | 'big';

export interface DemoSize {
  exhibitors: number;
  /** Every place: buildings, levels, halls, rooms, service points, entrances and booths. */
  places: number | null;
  /** Depth of the exhibitor category tree, and how many categories each level holds at most. */
  exhibitorCategoryDepth: 3 | 4;
  secondLevelCategories: number;
  thirdLevelCategories: number;
  fourthLevelChildren: number;
  buildings: number;
  levelsPerBuilding: number;
  hallsPerLevel: number;
  /** Halls when the show has no buildings (a single-level exhibition centre). */
  halls: number;
  rooms: number;
  events: number;
  days: number;
  speakers: number;
  newproducts: number;
  services: number;
  papers: number;
  countries: number;
  pavilions: number;
  /** Places of the outdoor map around the exhibition centre (data type gmap_places). */
  gmapPlaces: number;
}

export const DEMO_SIZES: Readonly<Record<DemoSizeName, DemoSize>> = {
  small: {
    exhibitors: 600,
    places: null,
    exhibitorCategoryDepth: 3,
    secondLevelCategories: 30,
    thirdLevelCategories: 80,
    fourthLevelChildren: 0,
    buildings: 0,
    levelsPerBuilding: 0,
    hallsPerLevel: 0,
    halls: 2,
    rooms: 15,
    events: 250,
    days: 3,
    speakers: 180,
    newproducts: 60,
    services: 30,
    papers: 40,
    countries: 30,
    pavilions: 10,
    gmapPlaces: 25,
  },
  big: {
    exhibitors: 8000,
    places: 10_000,
    exhibitorCategoryDepth: 4,
    secondLevelCategories: 30,
    thirdLevelCategories: 120,
    fourthLevelChildren: 3,
    buildings: 2,
    levelsPerBuilding: 6,
    hallsPerLevel: 1,
    halls: 0,
    rooms: 120,
    events: 3000,
    days: 3,
    speakers: 3000,
    newproducts: 1500,
    services: 120,
    papers: 400,
    countries: 60,
    pavilions: 24,
    // None: dataset W stays as the benchmarks measured it.
    gmapPlaces: 0,
  },
};
