import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from './cli.js';
import { smallCatalog } from './testing/catalog-factories.js';

describe('showfloor demo --remove: a real show keeps nothing of the demo', () => {
  let dataDir: string;
  const out: string[] = [];
  const err: string[] = [];
  let io: CliIo;
  let realCatalog: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-demo-remove-'));
    io = { env: { DATA_DIR: dataDir }, out: (line) => out.push(line), err: (line) => err.push(line) };
    realCatalog = path.join(dataDir, 'real-show.json');
    await writeFile(
      realCatalog,
      JSON.stringify({ format: 'showfloor-catalog', version: 1, items: smallCatalog() }),
    );
    expect(await runCli(['demo', '--size', 'small', '--start', '2026-11-21'], io)).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  function stats(): Promise<{ counts: Record<string, number> }> {
    out.length = 0;
    return runCli(['stats', '--json'], io).then(() => JSON.parse(out.join('\n')));
  }

  it('warns when a real programme is imported onto the demo, naming the command that removes it', async () => {
    err.length = 0;
    expect(await runCli(['import', realCatalog], io)).toBe(0);
    const warning = err.find((line) => line.includes('demo show'));
    expect(warning).toMatch(/4 demo accounts, 2000 generated participants, \d+ demo licences/);
    expect(warning).toContain('the demo show configuration');
    expect(warning).toContain('showfloor demo --remove');
  });

  it('removes the demo accounts, participants, licences, badges, catalog and configuration, and keeps the real items', async () => {
    const before = await stats();
    expect(before.counts.exhibitors).toBeGreaterThan(3);
    out.length = 0;
    expect(await runCli(['demo', '--remove'], io)).toBe(0);
    expect(out[0]).toMatch(
      /^removed 4 demo accounts, 2000 generated participants, \d+ demo licences, \d+ demo badges, \d+ demo catalog items, \d+ demo files, the demo show configuration$/,
    );
    expect(out[1]).toContain('showfloor publish');
    // What is left is the real show's catalog, exactly.
    expect((await stats()).counts).toEqual({ events: 1, exhibitor_categories: 2, exhibitors: 3, places: 1 });
  });

  it('leaves nothing to warn about or remove afterwards', async () => {
    err.length = 0;
    expect(await runCli(['import', realCatalog], io)).toBe(0);
    expect(err.filter((line) => line.includes('demo'))).toEqual([]);
    out.length = 0;
    expect(await runCli(['demo', '--remove'], io)).toBe(0);
    expect(out).toEqual(['no demo leftovers: nothing removed']);
  });

  it('refuses --remove with other options', async () => {
    err.length = 0;
    expect(await runCli(['demo', '--remove', '--size', 'big'], io)).toBe(2);
    expect(err.join('\n')).toContain('demo --remove takes no other option');
  });
});
