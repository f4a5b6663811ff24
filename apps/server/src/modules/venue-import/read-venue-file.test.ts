import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallVenueModel } from '../../testing/venue-factories.js';
import { ImportFileError } from '../import/index.js';
import { parseImdfArchive } from './imdf-venue.js';
import { isVenueFile } from './is-venue-file.js';
import { parseOsmIndoorGeoJson } from './osm-indoor-venue.js';
import { readVenueFile } from './read-venue-file.js';

const square = (x: number, y: number, size = 0.0001): number[][] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

function collection(features: unknown[]): string {
  return JSON.stringify({ type: 'FeatureCollection', features });
}

describe('readVenueFile', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'venue-import-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('rejects a missing path, naming it', async () => {
    const missing = path.join(folder, 'nowhere.geojson');
    await expect(readVenueFile(missing)).rejects.toThrow(new ImportFileError(missing, 'file not found'));
  });

  it('rejects a file that is not JSON and a folder without GeoJSON, naming them', async () => {
    const broken = path.join(folder, 'broken.geojson');
    await writeFile(broken, '{"type": "FeatureCollection", ');
    await expect(readVenueFile(broken)).rejects.toThrow(`Cannot import ${broken}: the JSON is malformed`);
    const empty = path.join(folder, 'empty-archive');
    await mkdir(empty);
    await expect(readVenueFile(empty)).rejects.toThrow(
      `Cannot import ${empty}: the folder holds no .geojson file`,
    );
  });

  it('rejects GeoJSON without any level tag: it is an outdoor map, not an indoor one', async () => {
    const outdoor = path.join(folder, 'outdoor.geojson');
    await writeFile(
      outdoor,
      collection([
        {
          type: 'Feature',
          properties: { highway: 'footway' },
          geometry: { type: 'Point', coordinates: [5, 45] },
        },
      ]),
    );
    await expect(readVenueFile(outdoor)).rejects.toThrow(
      `Cannot import ${outdoor} (properties.level): no feature has a level tag`,
    );
  });

  it('reads a venue in the project format, and rejects one of another version, with a dangling reference or an unknown unit kind', async () => {
    const good = path.join(folder, 'venue.json');
    await writeFile(good, JSON.stringify(smallVenueModel()));
    const { format, venue } = await readVenueFile(good);
    expect(format).toBe('showfloor-venue');
    expect(venue).toEqual(smallVenueModel());
    const future = path.join(folder, 'future-venue.json');
    await writeFile(future, JSON.stringify({ ...smallVenueModel(), version: 2 }));
    await expect(readVenueFile(future)).rejects.toThrow(
      `Cannot import ${future} (version): unsupported venue version 2: this server reads version 1`,
    );
    const dangling = path.join(folder, 'dangling-venue.json');
    const model = smallVenueModel();
    model.graph.edges.push({ from: 'n-door', to: 'n-roof', length: 3, kind: 'walk', stepFree: true });
    await writeFile(dangling, JSON.stringify(model));
    await expect(readVenueFile(dangling)).rejects.toThrow(
      `Cannot import ${dangling}: inconsistent venue: edge n-door→n-roof: unknown node`,
    );
    const invalid = path.join(folder, 'invalid-venue.json');
    await writeFile(invalid, JSON.stringify({ ...model, units: [{ ...model.units[1], kind: 'kitchen' }] }));
    await expect(readVenueFile(invalid)).rejects.toThrow(
      `Cannot import ${invalid}: not a valid venue: units[0].kind: Invalid option`,
    );
  });

  it('rejects a zip that is broken or holds no GeoJSON, naming it', async () => {
    const truncated = path.join(folder, 'truncated.zip');
    const zip = zipSync({ 'venue/level.geojson': strToU8(collection([])) });
    await writeFile(truncated, zip.slice(0, 40));
    await expect(readVenueFile(truncated)).rejects.toThrow(
      `Cannot import ${truncated}: the zip cannot be read`,
    );
    const photos = path.join(folder, 'photos.zip');
    await writeFile(photos, zipSync({ 'hall.jpg': new Uint8Array([0xff, 0xd8]) }));
    await expect(readVenueFile(photos)).rejects.toThrow(
      `Cannot import ${photos}: the zip holds no .geojson file: not an IMDF archive`,
    );
  });
});

describe('isVenueFile', () => {
  it('tells venues (folder, zip, GeoJSON, venue JSON) from catalog and schedule files by their content', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'venue-kind-'));
    try {
      const write = async (name: string, content: string | Uint8Array) => {
        await writeFile(path.join(dir, name), content);
        return path.join(dir, name);
      };
      const venues = [
        dir,
        await write('archive.bin', zipSync({ 'unit.geojson': strToU8(collection([])) })),
        await write('mall.json', collection([])),
        await write('venue.data', JSON.stringify(smallVenueModel())),
      ];
      const others = [
        await write('show.json', JSON.stringify({ format: 'showfloor-catalog', version: 1, items: [] })),
        await write('schedule.xml', '<schedule></schedule>'),
        await write('broken.geojson', '{"type": "FeatureCollection",'),
        path.join(dir, 'missing.geojson'),
      ];
      expect(await Promise.all(venues.map(isVenueFile))).toEqual([true, true, true, true]);
      expect(await Promise.all(others.map(isVenueFile))).toEqual([false, false, false, false]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('lenient parsing', () => {
  it('keeps an IMDF archive going past a broken file and a unit without level, with warnings', () => {
    const files = new Map([
      [
        'level.geojson',
        collection([
          {
            type: 'Feature',
            id: 'L0',
            feature_type: 'level',
            geometry: { type: 'Polygon', coordinates: [square(30, 60, 0.001)] },
            properties: { ordinal: 0, name: { en: 'Ground' }, building_ids: [] },
          },
        ]),
      ],
      [
        'unit.geojson',
        collection([
          {
            type: 'Feature',
            id: 'U1',
            feature_type: 'unit',
            geometry: { type: 'Polygon', coordinates: [square(30, 60)] },
            properties: {
              category: 'room',
              level_id: 'L0',
              name: { fr: 'Salle 1' },
              alt_name: { fr: '101' },
            },
          },
          {
            type: 'Feature',
            id: 'U2',
            feature_type: 'unit',
            geometry: { type: 'Polygon', coordinates: [square(30.0002, 60)] },
            properties: { category: 'elevator', level_id: 'nowhere' },
          },
          {
            type: 'Feature',
            id: 'U3',
            feature_type: 'unit',
            geometry: { type: 'Polygon', coordinates: [[[30, 60]]] },
            properties: { category: 'room', level_id: 'L0' },
          },
        ]),
      ],
      ['opening.geojson', '{ not json'],
    ]);
    const result = parseImdfArchive(files, 'archive');
    expect(result.venue.units.map((unit) => [unit.id, unit.kind, unit.code, unit.name?.$t.en])).toEqual([
      ['U1', 'room', '101', 'Salle 1'],
    ]);
    expect(result.venue.buildings).toEqual([{ id: 'venue-building' }]);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^archive\/opening\.geojson: not valid JSON/),
      'archive/unit.geojson: feature U3 has an unreadable geometry, kept without it',
      'archive/level.geojson: level L0 names no known building, put in venue-building',
      'archive/unit.geojson: unit U2 has no known level or no polygon, skipped',
      'archive/unit.geojson: unit U3 has no known level or no polygon, skipped',
    ]);
  });

  it('rejects an IMDF archive without levels, naming the archive and the level file', () => {
    expect(() => parseImdfArchive(new Map([['unit.geojson', collection([])]]), 'archive')).toThrow(
      'Cannot import archive (level.geojson): no IMDF level features',
    );
  });

  it('joins an OSM room to its corridor and reads a lift serving a level range, drawn on each level it serves', () => {
    const text = collection([
      {
        type: 'Feature',
        id: 'way/1',
        properties: { indoor: 'corridor', level: '0' },
        geometry: { type: 'Polygon', coordinates: [square(5, 45, 0.0003)] },
      },
      {
        type: 'Feature',
        id: 'way/2',
        properties: { indoor: 'room', level: '0', shop: 'books', name: 'Librairie' },
        geometry: { type: 'Polygon', coordinates: [square(5.0003, 45, 0.0001)] },
      },
      {
        type: 'Feature',
        id: 'way/3',
        properties: { highway: 'footway', level: '1' },
        geometry: {
          type: 'LineString',
          coordinates: [
            [5.0001, 45.0001],
            [5.0002, 45.0001],
          ],
        },
      },
      {
        type: 'Feature',
        id: 'way/4',
        properties: { highway: 'footway', level: '0' },
        geometry: {
          type: 'LineString',
          coordinates: [
            [5.0001, 45.0001],
            [5.0002, 45.0002],
          ],
        },
      },
      {
        type: 'Feature',
        id: 'node/5',
        properties: { highway: 'elevator', level: '0-1' },
        geometry: { type: 'Point', coordinates: [5.00015, 45.0001] },
      },
    ]);
    const { venue, warnings } = parseOsmIndoorGeoJson(text, 'mall.geojson');
    expect(warnings).toEqual([]);
    expect(venue.units.map((unit) => [unit.id, unit.kind, unit.name?.$t.fr])).toEqual([
      ['way/1', 'corridor', undefined],
      ['way/2', 'booth', 'Librairie'],
      // A lift mapped as a point is a unit on each level: the place search finds it, a route ends at it.
      ['node/5@0', 'lift', undefined],
      ['node/5@1', 'lift', undefined],
    ]);
    expect(venue.graph.edges).toContainEqual(
      expect.objectContaining({ from: 'unit:way/2', to: 'area:way/1' }),
    );
    expect(venue.graph.edges.filter((edge) => edge.kind === 'lift')).toHaveLength(1);
  });

  it('enters an OSM shop through its mapped door, on the side of the corridor the door opens onto', () => {
    // The shop touches corridor A (west) and corridor B (east): without its door it is entered from A.
    const text = collection([
      {
        type: 'Feature',
        id: 'way/a',
        properties: { indoor: 'corridor', level: '0' },
        geometry: { type: 'Polygon', coordinates: [square(5, 45, 0.0001)] },
      },
      {
        type: 'Feature',
        id: 'way/shop',
        properties: { indoor: 'room', level: '0', shop: 'books', name: 'Librairie' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [5.0001, 45],
              [5.0003, 45],
              [5.0003, 45.0001],
              [5.0001, 45.0001],
              [5.0001, 45],
            ],
          ],
        },
      },
      {
        type: 'Feature',
        id: 'way/b',
        properties: { indoor: 'corridor', level: '0' },
        geometry: { type: 'Polygon', coordinates: [square(5.0003, 45, 0.0001)] },
      },
      {
        type: 'Feature',
        id: 'node/door',
        properties: { door: 'hinged', level: '0' },
        geometry: { type: 'Point', coordinates: [5.0003, 45.00005] },
      },
    ]);
    const { venue } = parseOsmIndoorGeoJson(text, 'mall.geojson');
    const shopEdges = venue.graph.edges.filter(
      (edge) => edge.from === 'unit:way/shop' || edge.to === 'unit:way/shop',
    );
    expect(shopEdges.map((edge) => [edge.from, edge.to])).toEqual([
      ['unit:way/shop', 'doorpoint:node/door@0'],
    ]);
    expect(venue.graph.edges).toContainEqual(
      expect.objectContaining({ from: 'doorpoint:node/door@0', to: 'area:way/b' }),
    );
  });
});
