import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from './cli.js';
import { COMMAND_CHANNEL_FILE } from './command-channel.js';
import { showConfigFixture, smallCatalog } from './testing/catalog-factories.js';
import { prepareCrashShow, type ServerProcess, startServerProcess } from './testing/server-process.js';

interface Run {
  code: number;
  out: string[];
  err: string[];
}

describe('showfloor commands while the back office runs on the same DATA_DIR', () => {
  let root: string;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'showfloor-channel-'));
    dataDir = path.join(root, 'data');
    await prepareCrashShow(dataDir);
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await rm(root, { recursive: true, force: true });
  });

  async function run(argv: string[], cwd?: string): Promise<Run> {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      env: { DATA_DIR: dataDir },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      ...(cwd === undefined ? {} : { cwd }),
    };
    return { code: await runCli(argv, io), out, err };
  }

  async function publishedExhibitors(baseUrl: string): Promise<string[]> {
    const response = await fetch(`${baseUrl}/offline/db_eng.json`);
    expect(response.status).toBe(200);
    const bundle = (await response.json()) as {
      data: Record<string, { fields: string[]; rows: unknown[][] }>;
    };
    const table = bundle.data.exhibitors;
    const title = table?.fields.indexOf('title') ?? -1;
    return (table?.rows ?? []).map((row) => String(row[title])).sort();
  }

  it('imports and publishes through the running server, which serves the new version at once', async () => {
    server = await startServerProcess({ dataDir });
    const channelFile = await stat(path.join(dataDir, COMMAND_CHANNEL_FILE));
    expect(channelFile.mode & 0o777).toBe(0o600);

    // A file named relative to the command line's folder, not the server's.
    const work = path.join(root, 'organiser');
    await mkdir(work);
    const catalog = {
      format: 'showfloor-catalog',
      version: 1,
      config: showConfigFixture(),
      items: smallCatalog(),
    };
    await writeFile(path.join(work, 'show.json'), JSON.stringify(catalog));

    const imported = await run(['import', '--publish', 'show.json'], work);
    expect(imported.err).toEqual([]);
    expect(imported.code).toBe(0);
    expect(imported.out).toContain('imported: 7 added, 0 updated, 0 unchanged, 0 removed');
    expect(imported.out.at(-1)).toMatch(/^published version 1 \(schema [0-9a-f]{16}\): 7 records$/);

    expect(await publishedExhibitors(server.baseUrl)).toEqual([
      'exhibitors exh-1 (en)',
      'exhibitors exh-2 (en)',
      'exhibitors exh-3 (en)',
    ]);

    const message = await run(['inbox', 'send', '--title', 'Doors open', '--content', 'Hall 1 now']);
    expect(message.code).toBe(0);
    expect(message.out[0]).toMatch(/^message [0-9a-f-]{36} stored; pushed: 0 sent, 0 failed$/);

    // The same command, through the server and then without it, gives the same answer.
    const throughServer = await run(['stats', '--json']);
    expect(throughServer.code).toBe(0);
    await server.stop();
    server = undefined;
    await expect(readFile(path.join(dataDir, COMMAND_CHANNEL_FILE))).rejects.toThrow(/ENOENT/);
    const alone = await run(['stats', '--json']);
    expect(alone.code).toBe(0);
    expect(alone.out).toEqual(throughServer.out);
    expect(JSON.parse(alone.out.join('\n')).published).toMatchObject({ version: 1 });
  });

  it('runs commands sent at once one after the other, and reports a usage error as the command line does', async () => {
    server = await startServerProcess({ dataDir });
    const [first, second] = await Promise.all([run(['publish']), run(['publish'])]);
    const versions = [first, second].map(
      (result) => /^published version (\d+)/.exec(result.out.at(-1) ?? '')?.[1],
    );
    expect(versions.sort()).toEqual(['1', '2']);

    const usage = await run(['publish', '--now']);
    expect(usage.code).toBe(2);
    expect(usage.err.join('\n')).toContain("Unknown option '--now'");
    expect(usage.err.join('\n')).toContain('Usage: showfloor <command>');
  });

  it('opens the database itself when the server that wrote the channel file was killed', async () => {
    server = await startServerProcess({ dataDir });
    await server.kill();
    server = undefined;
    // The file of the dead server is still there; its port answers no more.
    await stat(path.join(dataDir, COMMAND_CHANNEL_FILE));
    const stats = await run(['stats', '--json']);
    expect(stats.err).toEqual([]);
    expect(stats.code).toBe(0);
    expect(JSON.parse(stats.out.join('\n')).published).toBeNull();
  });
});
