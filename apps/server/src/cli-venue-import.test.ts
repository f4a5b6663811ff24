import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from './cli.js';
import { showConfigFixture, smallCatalog } from './testing/catalog-factories.js';
import { smallVenueModel } from './testing/venue-factories.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const indoorDir = path.resolve(repoRoot, '../shared/fixtures/indoor');
const imdfFolder = path.join(indoorDir, 'imdf-spbstu-polytech');
const osmFile = path.join(indoorDir, 'osm-sit-grand-place-grenoble.geojson');

describe('showfloor import of indoor venues', () => {
  let dataDir: string;
  let out: string[];
  let err: string[];
  let io: CliIo;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-cli-venue-'));
    out = [];
    err = [];
    io = { env: { DATA_DIR: dataDir }, out: (line) => out.push(line), err: (line) => err.push(line) };
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function writeJson(name: string, content: unknown): Promise<string> {
    const file = path.join(dataDir, name);
    await writeFile(file, JSON.stringify(content));
    return file;
  }

  const writeCatalog = () =>
    writeJson('show.json', {
      format: 'showfloor-catalog',
      version: 1,
      config: showConfigFixture(),
      items: smallCatalog(),
    });

  async function statsCounts(): Promise<Record<string, number>> {
    out.length = 0;
    expect(await runCli(['stats', '--json'], io)).toBe(0);
    return JSON.parse(out.join('\n')).counts;
  }

  it('imports a venue in the project format with the catalog, warns about the unit no route reaches, and publishes both', async () => {
    const venue = await writeJson('venue.json', smallVenueModel());
    expect(await runCli(['import', await writeCatalog(), venue], io)).toBe(0);
    expect(out).toContain(
      `${venue}: Showfloor venue "Small hall" (1 building, 1 level, 3 units, 3 graph nodes, 1 edge); 2 of 3 units reachable (66 %), 2 step-free (66 %)`,
    );
    expect(err).toEqual([
      `warning: ${venue}: room store "Réserve" on Ground floor is cut off from the main walkway network: no itinerary can reach it`,
    ]);
    expect(out.at(-1)).toBe('imported: 9 added, 0 updated, 0 unchanged, 0 removed');
    expect(await runCli(['import', venue], io)).toBe(0);
    expect(out.at(-1)).toBe('imported: 0 added, 0 updated, 2 unchanged, 0 removed');

    expect(await runCli(['publish'], io)).toBe(0);
    expect(out.at(-1)).toMatch(/^published version 1 \(schema [0-9a-f]{16}\): 9 records$/);
    const sheetFile = path.join(dataDir, 'codes.html');
    expect(await runCli(['location-codes', '--out', sheetFile], io)).toBe(2);
    expect(err.at(-1)).toContain('pass --url https://your.show.address or set PUBLIC_URL');
    const withUrl = { ...io, env: { ...io.env, PUBLIC_URL: 'https://show.example/' } };
    expect(await runCli(['location-codes', '--venue', 'big-hall', '--out', sheetFile], withUrl)).toBe(1);
    expect(err.at(-1)).toBe('error: no venue "big-hall" in published version 1 (it has "small-hall")');
    expect(existsSync(sheetFile)).toBe(false);
    expect(await runCli(['location-codes', '--out', sheetFile], withUrl)).toBe(0);
    expect(out.at(-1)).toBe(`${sheetFile}: 2 location codes of venue "small-hall" (published version 1)`);
    const html = await readFile(sheetFile, 'utf8');
    expect(html).toContain('data-qr-text="https://show.example/?/mobigeo?here=door"');
    expect(html).toContain('<h2 lang="fr">Toilettes</h2><p class="en" lang="en">Toilets</p>');
  });

  it('refuses a broken venue, or two venues, naming the files; exits 1 and writes nothing of the other files', async () => {
    const broken = smallVenueModel();
    broken.units[0]!.levelId = 'roof';
    const venue = await writeJson('broken-venue.json', broken);
    expect(await runCli(['import', await writeCatalog(), venue], io)).toBe(1);
    expect(err.at(-1)).toBe(
      `error: Cannot import ${venue}: inconsistent venue: unit door: unknown level roof`,
    );
    // The map shows one venue: a second one in the same import would silently replace the first.
    const first = await writeJson('first.json', smallVenueModel());
    const second = await writeJson('second.json', { ...smallVenueModel(), id: 'other-hall' });
    expect(await runCli(['import', await writeCatalog(), first, second], io)).toBe(1);
    expect(err.at(-1)).toBe(`error: ${first} and ${second} are both venues: import one venue at a time`);
    expect(await statsCounts()).toEqual({});
  });

  if (!existsSync(indoorDir)) {
    it('fixtures folder absent: indoor venue import tests on real files skipped', () => {
      console.warn(`fixtures folder absent (${indoorDir}): indoor venue import tests on real files skipped`);
      expect(existsSync(indoorDir)).toBe(false);
    });
  } else {
    it('imports the IMDF archive as a folder and as a zip alike, then the OSM mall in its place', async () => {
      expect(await runCli(['import', imdfFolder], io)).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect(out).toEqual([
        `${imdfFolder}: IMDF venue "Peter the Great St.Petersburg Polytechnic University" (3 buildings, 3 levels, 144 units, 324 graph nodes, 651 edges); 144 of 144 units reachable (100 %), 108 step-free (75 %)`,
        // Imported alone, the venue gets a show configuration derived from it.
        `show configuration derived from imdf-spbstu-polytech: "Peter the Great St.Petersburg Polytechnic University", ${today}, UTC, map on`,
        '  buildings: 3 added, 0 updated, 0 removed',
        '  floors: 3 added, 0 updated, 0 removed',
        'imported: 6 added, 0 updated, 0 unchanged, 0 removed',
      ]);
      expect(err).toHaveLength(4);
      expect(err[0]).toBe(
        `warning: ${imdfFolder}/attraction.geojson: 4 features of non-standard type "attraction" skipped`,
      );

      // The same archive zipped from its folder, as IMDF archives are delivered: nothing changes.
      const entries: Record<string, Uint8Array> = {};
      for (const name of await readdir(imdfFolder)) {
        entries[`imdf-spbstu-polytech/${name}`] = await readFile(path.join(imdfFolder, name));
      }
      const zip = path.join(dataDir, 'polytech.imdf.zip');
      await writeFile(zip, zipSync(entries));
      expect(await runCli(['import', zip], io)).toBe(0);
      expect(out).toContainEqual(
        expect.stringMatching(new RegExp(`^${zip.replaceAll('.', '\\.')}: IMDF venue .*144 units`)),
      );
      expect(out.at(-1)).toBe('imported: 0 added, 0 updated, 6 unchanged, 0 removed');

      expect(await runCli(['import', osmFile], io)).toBe(0);
      expect(out).toContain(
        `${osmFile}: OSM Simple Indoor Tagging venue "Grand'Place" (1 building, 4 levels, 147 units, 350 graph nodes, 421 edges); 147 of 147 units reachable (100 %), 147 step-free (100 %)`,
      );
      expect(err).toContain(
        `warning: ${osmFile}: elevator node/2517415441 has no level tag, left out of routing`,
      );
      expect(out.slice(-3)).toEqual([
        '  buildings: 1 added, 0 updated, 3 removed',
        '  floors: 4 added, 0 updated, 3 removed',
        'imported: 5 added, 0 updated, 0 unchanged, 6 removed',
      ]);
      expect(await statsCounts()).toEqual({ buildings: 1, floors: 4 });
    });

    it('publishes an imported IMDF venue with the catalog and prints codes for its stairs and toilets', async () => {
      expect(await runCli(['import', await writeCatalog(), imdfFolder], io)).toBe(0);
      expect(await runCli(['publish'], io)).toBe(0);
      expect(out.at(-1)).toMatch(/^published version 1 .*: 13 records$/);
      const sheetFile = path.join(dataDir, 'codes.html');
      const codes = ['location-codes', '--url', 'https://campus.example', '--out', sheetFile];
      expect(await runCli(codes, io)).toBe(0);
      expect(out.at(-1)).toBe(
        `${sheetFile}: 27 location codes of venue "29c8b94a-ffd7-4ea7-8052-f033d5f22765" (published version 1)`,
      );
    });
  }
});
