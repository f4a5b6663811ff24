import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ShowConfig, showConfigSchema } from '@showfloor/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from './cli.js';
import { showConfigFixture } from './testing/catalog-factories.js';
import { smallVenueModel } from './testing/venue-factories.js';

/** A one-talk programme, as a conference exports it (frab XML): it carries no show configuration. */
const PROGRAMME = `<?xml version="1.0" encoding="UTF-8"?>
<schedule>
  <conference><acronym>engines-2025</acronym><title>Engines 2025</title><time_zone_name>Europe/Brussels</time_zone_name></conference>
  <day index="1" date="2025-02-01"><room name="Main">
    <event guid="talk-1" id="1"><date>2025-02-01T10:00:00+01:00</date><duration>00:45</duration><room>Main</room>
      <title>Opening</title><track>Main track</track><persons><person id="1">Ada Lovelace</person></persons></event>
  </room></day>
</schedule>`;

describe('a configuration derived from a programme, then a venue', () => {
  let dataDir: string;
  let out: string[];
  let io: CliIo;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-derived-'));
    out = [];
    io = { env: { DATA_DIR: dataDir }, out: (line) => out.push(line), err: () => undefined };
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function write(name: string, content: string): Promise<string> {
    const file = path.join(dataDir, name);
    await writeFile(file, content);
    return file;
  }

  /** Publishes, then reads the configuration devices receive. */
  async function published(): Promise<ShowConfig> {
    expect(await runCli(['publish'], io)).toBe(0);
    const version = out.at(-1)?.match(/^published version (\d+)/)?.[1];
    const entries = await readdir(dataDir, { recursive: true });
    const suffix = path.join(`v${version}`, 'files', 'project', 'config.json');
    const found = entries.find((entry) => entry.endsWith(suffix));
    if (!found) throw new Error(`no published ${suffix}`);
    return showConfigSchema.parse(JSON.parse(await readFile(path.join(dataDir, found), 'utf8')));
  }

  it('turns the map on when a venue comes after the programme the configuration was derived from', async () => {
    expect(await runCli(['import', await write('schedule.xml', PROGRAMME)], io)).toBe(0);
    const before = await published();
    expect(before.features.map).toBeUndefined();
    expect(before.publishedTypes).not.toContain('buildings');

    const venue = await write('venue.json', JSON.stringify(smallVenueModel()));
    expect(await runCli(['import', venue], io)).toBe(0);
    expect(out).toContain('show configuration derived from the programme: map turned on for the venue');
    const after = await published();
    // The app offers the map tile for a show whose configuration turns the map on and holds a venue.
    expect(after.features).toMatchObject({ map: true, synopticAgenda: true });
    expect(after.publishedTypes).toContain('buildings');
    expect(after.name.en).toBe('Engines 2025');
    expect(after.showKey).toBe(before.showKey);

    // Imported again, the venue changes nothing more in the configuration.
    out.length = 0;
    expect(await runCli(['import', venue], io)).toBe(0);
    expect(out.some((line) => line.startsWith('show configuration'))).toBe(false);
  });

  it('publishes a venue imported alone under a configuration derived from it, with the map on', async () => {
    const venue = await write('venue.json', JSON.stringify(smallVenueModel()));
    expect(await runCli(['import', venue], io)).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(out).toContain(`show configuration derived from venue.json: "Small hall", ${today}, UTC, map on`);
    const config = await published();
    expect(config).toMatchObject({
      name: { en: 'Small hall' },
      startDate: today,
      endDate: today,
      timeZone: 'UTC',
    });
    expect(config.features.map).toBe(true);
    expect(config.publishedTypes).toEqual(expect.arrayContaining(['buildings', 'floors']));

    // Imported again, the venue keeps the configuration and the show's identity.
    out.length = 0;
    expect(await runCli(['import', venue], io)).toBe(0);
    expect(out.some((line) => line.startsWith('show configuration'))).toBe(false);
    expect((await published()).showKey).toBe(config.showKey);
  });

  it('derives the show from a programme imported after a venue alone, keeping the map and the identity', async () => {
    expect(await runCli(['import', await write('venue.json', JSON.stringify(smallVenueModel()))], io)).toBe(
      0,
    );
    const fromVenue = await published();

    out.length = 0;
    expect(await runCli(['import', await write('schedule.xml', PROGRAMME)], io)).toBe(0);
    expect(out).toContainEqual(
      expect.stringMatching(/^show configuration derived from schedule\.xml: "Engines 2025"/),
    );
    const config = await published();
    expect(config).toMatchObject({
      name: { en: 'Engines 2025' },
      startDate: '2025-02-01',
      timeZone: 'Europe/Brussels',
      features: { map: true, synopticAgenda: true },
    });
    expect(config.showKey).toBe(fromVenue.showKey);

    // The programme's configuration is kept when it is imported again.
    out.length = 0;
    expect(await runCli(['import', await write('schedule.xml', PROGRAMME)], io)).toBe(0);
    expect(out.some((line) => line.startsWith('show configuration'))).toBe(false);
  });

  it("leaves the organiser's own configuration as written, even after a derived one", async () => {
    expect(await runCli(['import', await write('schedule.xml', PROGRAMME)], io)).toBe(0);
    // The organiser's configuration replaces the derived one; it keeps the map off on purpose.
    const organiser = showConfigFixture({ features: { synopticAgenda: true } });
    const catalog = { format: 'showfloor-catalog', version: 1, config: organiser, items: [] };
    expect(await runCli(['import', await write('show.json', JSON.stringify(catalog))], io)).toBe(0);

    out.length = 0;
    expect(await runCli(['import', await write('venue.json', JSON.stringify(smallVenueModel()))], io)).toBe(
      0,
    );
    expect(out.some((line) => line.startsWith('show configuration'))).toBe(false);
    const config = await published();
    expect(config.features.map).toBeUndefined();
    expect(config.name.en).toBe('Test show');
  });
});
