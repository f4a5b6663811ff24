import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { showConfigSchema } from '@showfloor/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from './cli.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schedulesDir = path.resolve(repoRoot, '../shared/fixtures/schedules');

/** Real programmes, as their conferences exported them, and what their files say of the show. */
const PROGRAMMES = [
  {
    file: 'fosdem-2025-schedule.xml',
    name: 'FOSDEM 2025',
    days: ['2025-02-01', '2025-02-02'],
    zone: 'Europe/Brussels',
  },
  {
    file: '39c3-everything.schedule.json',
    name: '39th Chaos Communications Congress',
    days: ['2025-12-27', '2025-12-30'],
    zone: 'Europe/Berlin',
  },
  {
    file: 'c3voc-frab-camp2019.schedule.json',
    name: 'Chaos Communication Camp 2019',
    days: ['2019-08-21', '2019-08-25'],
    zone: 'Europe/Berlin',
  },
  {
    file: 'c3voc-hub-schedule2.json',
    name: '38C3',
    days: ['2024-12-27', '2024-12-30'],
    zone: 'Europe/Berlin',
  },
  {
    file: 'c3voc-pretalx-democon.schedule.json',
    name: 'DemoCon',
    days: ['2020-12-14', '2020-12-16'],
    zone: 'UTC',
  },
];

async function publishedConfig(dataDir: string): Promise<unknown> {
  const entries = await readdir(dataDir, { recursive: true });
  const found = entries.find((entry) => entry.endsWith(path.join('v1', 'files', 'project', 'config.json')));
  if (!found) throw new Error(`no published config.json under ${dataDir}`);
  return JSON.parse(await readFile(path.join(dataDir, found), 'utf8'));
}

if (!existsSync(schedulesDir)) {
  it('fixtures folder absent: programme publishing tests skipped', () => {
    console.warn(`fixtures folder absent (${schedulesDir}): programme publishing tests skipped`);
    expect(existsSync(schedulesDir)).toBe(false);
  });
} else {
  describe('a real programme alone is imported and published', () => {
    let dataDir: string;
    let out: string[];
    let io: CliIo;

    beforeEach(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-programme-'));
      out = [];
      io = { env: { DATA_DIR: dataDir }, out: (line) => out.push(line), err: () => undefined };
    });
    afterEach(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    it.each(PROGRAMMES)('$file: published under a configuration named after it', async (programme) => {
      expect(await runCli(['import', path.join(schedulesDir, programme.file)], io)).toBe(0);
      expect(out).toContain(
        `show configuration derived from ${programme.file}: "${programme.name}", ${programme.days[0]} to ${programme.days[1]}, ${programme.zone}`,
      );
      expect(await runCli(['publish'], io)).toBe(0);
      const config = showConfigSchema.parse(await publishedConfig(dataDir));
      expect(config).toMatchObject({
        name: { en: programme.name },
        startDate: programme.days[0],
        endDate: programme.days[1],
        timeZone: programme.zone,
        features: { synopticAgenda: true },
      });
      expect(config.profiles).toHaveLength(1);
      // A conference's programme holds events and no exhibitors: the app offers no exhibitors tile.
      expect(config.publishedTypes).toContain('events');
      expect(config.publishedTypes).not.toContain('exhibitors');
    });

    it('publishes the same bundles with `import --publish` as with `import` then `publish`', async () => {
      const fosdem = path.join(schedulesDir, 'fosdem-2025-schedule.xml');
      expect(await runCli(['import', fosdem], io)).toBe(0);
      expect(await runCli(['publish'], io)).toBe(0);
      const twoRuns = out.splice(0);
      const oneRunDir = await mkdtemp(path.join(tmpdir(), 'showfloor-programme-'));
      try {
        const oneRunIo = { ...io, env: { DATA_DIR: oneRunDir } };
        expect(await runCli(['import', '--publish', fosdem], oneRunIo)).toBe(0);
        // The same report, the publish's line last.
        expect(out).toEqual(twoRuns);
        expect(out.at(-1)).toMatch(/^published version 1 \(schema [0-9a-f]{16}\): 2033 records$/);
        for (const bundle of ['db_fre.json', 'db_eng.json']) {
          const published = (dir: string) =>
            readFile(path.join(dir, 'published', 'v1', 'offline', bundle), 'utf8');
          expect(await published(oneRunDir)).toBe(await published(dataDir));
        }
      } finally {
        await rm(oneRunDir, { recursive: true, force: true });
      }
    });

    it('keeps a configuration already stored when a programme is imported again', async () => {
      const fosdem = path.join(schedulesDir, 'fosdem-2025-schedule.xml');
      expect(await runCli(['import', fosdem], io)).toBe(0);
      out.length = 0;
      expect(await runCli(['import', fosdem], io)).toBe(0);
      expect(out.some((line) => line.startsWith('show configuration derived'))).toBe(false);
    });
  });
}
