import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Figure, markdownTable, meetsTarget } from './report.js';
import { isRunDirectly } from './step-alone.js';

/**
 * A real programme imported and published by the `showfloor` command, as an organiser runs it
 * (issue target: FOSDEM's 900+ events imported and published into a fresh DATA_DIR under 5 s end to
 * end, start-up included): `showfloor import --publish` in one process, and `showfloor import` then
 * `showfloor publish`, two processes. The CPU time of the processes (all their threads: zlib
 * compresses off the main one) is printed with the wall time, since on a machine shared with other
 * work the wall time says more about the others.
 * Run alone: `node --import tsx bench/src/programme-publish.ts`.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cliEntry = path.join(repoRoot, 'apps/server/bin/showfloor.mjs');
/** Real outside payloads are read in place, next to the repository. */
export const PROGRAMME_FILE = path.resolve(repoRoot, '../shared/fixtures/schedules/fosdem-2025-schedule.xml');
const TARGET_SECONDS = 5;

/** Prints the process's CPU time when it exits, for the parent to read. */
const REPORT_CPU = `data:text/javascript,process.on('exit',()=>process.stderr.write('showfloor-bench-cpu:'+JSON.stringify(process.cpuUsage())+'\\n'))`;

interface Run {
  wallMs: number;
  cpuMs: number;
}

function runShowfloor(dataDir: string, args: string[]): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', REPORT_CPU, cliEntry, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      const usage = /showfloor-bench-cpu:(\{.*\})/.exec(stderr)?.[1];
      if (code !== 0 || usage === undefined) {
        reject(new Error(`showfloor ${args.join(' ')} exited with ${code}: ${stderr.slice(-2000)}`));
        return;
      }
      const { user, system } = JSON.parse(usage) as { user: number; system: number };
      resolve({ wallMs, cpuMs: (user + system) / 1000 });
    });
  });
}

/** Imports and publishes FOSDEM's programme into a fresh DATA_DIR; no figure without the fixtures. */
export async function measureProgrammePublish(): Promise<Figure[]> {
  if (!existsSync(PROGRAMME_FILE)) {
    console.log(`bench: programme import and publish skipped: fixtures folder absent (${PROGRAMME_FILE})`);
    return [];
  }
  const primer = await mkdtemp(path.join(tmpdir(), 'showfloor-bench-primer-'));
  const oneRunDir = await mkdtemp(path.join(tmpdir(), 'showfloor-bench-programme-'));
  const twoRunsDir = await mkdtemp(path.join(tmpdir(), 'showfloor-bench-programme-'));
  try {
    // The first database ever created on a machine runs initdb and keeps a copy for the next ones
    // (embedded-database-template.ts): measured is every later fresh DATA_DIR, as an organiser's.
    await runShowfloor(primer, ['stats']);
    const oneRun = await runShowfloor(oneRunDir, ['import', '--publish', PROGRAMME_FILE]);
    const imported = await runShowfloor(twoRunsDir, ['import', PROGRAMME_FILE]);
    const published = await runShowfloor(twoRunsDir, ['publish']);
    const total = (runs: Run[], key: keyof Run) => runs.reduce((sum, run) => sum + run[key], 0) / 1000;
    return [
      {
        name: 'FOSDEM programme (900+ events): `showfloor import --publish` into a fresh DATA_DIR, wall',
        value: oneRun.wallMs / 1000,
        unit: 's',
        target: { max: TARGET_SECONDS },
      },
      { name: 'the same, CPU time of the process (all threads)', value: oneRun.cpuMs / 1000, unit: 's' },
      {
        name: 'FOSDEM programme: `showfloor import` + `showfloor publish` (two processes), wall',
        value: total([imported, published], 'wallMs'),
        unit: 's',
      },
      {
        name: 'the same, CPU time of both processes (all threads)',
        value: total([imported, published], 'cpuMs'),
        unit: 's',
      },
      { name: '`showfloor import` alone, wall', value: imported.wallMs / 1000, unit: 's' },
      { name: '`showfloor publish` alone, wall', value: published.wallMs / 1000, unit: 's' },
    ];
  } finally {
    await rm(primer, { recursive: true, force: true });
    await rm(oneRunDir, { recursive: true, force: true });
    await rm(twoRunsDir, { recursive: true, force: true });
  }
}

if (isRunDirectly(import.meta.url)) {
  const figures = await measureProgrammePublish();
  console.log(
    `\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}\n`,
  );
  console.log(markdownTable(figures));
  if (figures.some((figure) => meetsTarget(figure) === false)) console.log('\n1 target not met.');
}
