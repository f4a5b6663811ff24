import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from './cli.js';
import { showConfigFixture, smallCatalog } from './testing/catalog-factories.js';

describe('showfloor command line (embedded database in DATA_DIR)', () => {
  let dataDir: string;
  let out: string[];
  let err: string[];
  let io: CliIo;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-cli-'));
    out = [];
    err = [];
    io = { env: { DATA_DIR: dataDir }, out: (line) => out.push(line), err: (line) => err.push(line) };
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function writeCatalog(name: string, items = smallCatalog()): Promise<string> {
    const file = path.join(dataDir, name);
    const content = { format: 'showfloor-catalog', version: 1, config: showConfigFixture(), items };
    await writeFile(file, JSON.stringify(content));
    return file;
  }

  it('imports files idempotently, publishes, and reports counts per type', async () => {
    const file = await writeCatalog('show.json');
    expect(await runCli(['import', file], io)).toBe(0);
    expect(out.at(-1)).toBe('imported: 7 added, 0 updated, 0 unchanged, 0 removed');
    expect(await runCli(['import', file], io)).toBe(0);
    expect(out.at(-1)).toBe('imported: 0 added, 0 updated, 7 unchanged, 0 removed');

    expect(await runCli(['publish'], io)).toBe(0);
    expect(out.at(-1)).toMatch(/^published version 1 \(schema [0-9a-f]{16}\): 7 records$/);

    out.length = 0;
    expect(await runCli(['stats', '--json'], io)).toBe(0);
    const stats = JSON.parse(out.join('\n'));
    expect(stats.counts).toEqual({ events: 1, exhibitor_categories: 2, exhibitors: 3, places: 1 });
    expect(stats.published).toMatchObject({ version: 1 });
  });

  it('imports and publishes in one run with --publish, and publishes nothing when the import fails', async () => {
    const file = await writeCatalog('show.json');
    expect(await runCli(['import', path.join(dataDir, 'missing.json'), '--publish'], io)).toBe(1);
    expect(out.some((line) => line.startsWith('published'))).toBe(false);

    expect(await runCli(['import', '--publish', file], io)).toBe(0);
    expect(out).toContain('imported: 7 added, 0 updated, 0 unchanged, 0 removed');
    expect(out.at(-1)).toMatch(/^published version 1 \(schema [0-9a-f]{16}\): 7 records$/);

    expect(await runCli(['import', '--publish', '--dry-run', file], io)).toBe(2);
    expect(err.join('\n')).toContain("Unknown option '--dry-run'");
  });

  it('imports nothing and exits 1 naming the file when one file cannot be read', async () => {
    const good = await writeCatalog('good.json');
    const missing = path.join(dataDir, 'missing.json');
    expect(await runCli(['import', good, missing], io)).toBe(1);
    expect(err.join('\n')).toContain('missing.json');
    out.length = 0;
    expect(await runCli(['stats'], io)).toBe(0);
    expect(out).toContain('published: none');
    expect(out.some((line) => /^total\s+0$/.test(line))).toBe(true);
  });

  it('re-imports a programme whole: talks it dropped are removed and counted; an empty one is refused', async () => {
    const programme = async (titles: string[]): Promise<string> => {
      const events = titles.map(
        (title, index) =>
          `<event guid="g-${title}" id="${index}"><date>2025-02-01T1${index}:00:00+01:00</date><duration>00:30</duration><room>Main</room><title>${title}</title></event>`,
      );
      const file = path.join(dataDir, 'schedule.xml');
      await writeFile(
        file,
        `<schedule><conference><acronym>demo-conf</acronym><title>Demo</title></conference><day date="2025-02-01"><room name="Main">${events.join('')}</room></day></schedule>`,
      );
      return file;
    };
    expect(await runCli(['import', await programme(['a', 'b', 'c'])], io)).toBe(0);
    expect(out).toContain(
      `${path.join(dataDir, 'schedule.xml')}: frab-xml, 5 items, the whole programme of schedule:demo-conf`,
    );
    expect(await runCli(['import', await programme(['a'])], io)).toBe(0);
    expect(out.slice(-2)).toEqual([
      '  events: 0 added, 0 updated, 2 removed',
      'imported: 0 added, 0 updated, 3 unchanged, 2 removed',
    ]);
    const empty = await programme([]);
    expect(await runCli(['import', empty], io)).toBe(1);
    expect(err.at(-1)).toBe(
      `error: Cannot import ${empty}: the file holds no event (expected <day> then <room> then <event>, or <event> directly under <day>)`,
    );
  });

  it('replaces the catalog with the demo show and publishes it; a second run keeps every item', async () => {
    await runCli(['import', await writeCatalog('show.json')], io);
    expect(await runCli(['demo', '--size', 'small', '--start', '2026-11-21'], io)).toBe(0);
    expect(out.at(-2)).toMatch(
      /^demo show \(small, from 2026-11-21\): \d+ added, 0 updated, 0 unchanged, 7 removed/,
    );
    expect(out.at(-1)).toMatch(/^published version 1 /);
    expect(await runCli(['demo', '--start', '2026-11-21'], io)).toBe(0);
    expect(out.at(-2)).toMatch(/: 0 added, 0 updated, \d+ unchanged, 0 removed/);
    expect(out.at(-1)).toMatch(/^published version 2 .*increments from v1$/);
  });

  it('refuses unknown commands and bad options with the usage and exit code 2', async () => {
    expect(await runCli(['frobnicate'], io)).toBe(2);
    expect(err.join('\n')).toContain('Usage: showfloor');
    expect(await runCli(['demo', '--size', 'huge'], io)).toBe(2);
    expect(await runCli(['demo', '--start', 'tomorrow'], io)).toBe(2);
    expect(await runCli(['stats', '--verbose'], io)).toBe(2);
  });

  it('fails with the variable name when the environment is invalid', async () => {
    expect(await runCli(['stats'], { ...io, env: { DATA_DIR: dataDir, PORT: 'x' } })).toBe(1);
    expect(err.join('\n')).toContain('PORT');
  });
});
