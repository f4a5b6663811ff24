#!/usr/bin/env node
// Launcher of the `showfloor` command: builds the TypeScript once when apps/server/dist is missing
// (a fresh clone), then runs the compiled CLI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';

// A command lives seconds: V8's optimising recompilation of PGlite's WebAssembly, on background
// threads, cost FOSDEM's `import --publish` 0.9 s of its 3.5 s of CPU and never paid back (dataset W's
// demo, 33 s of CPU, took the same either way). Set before PGlite compiles it; the server keeps it.
v8.setFlagsFromString('--liftoff-only');

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const entry = path.join(serverDir, 'dist/cli.js');

if (!existsSync(entry)) {
  console.error('showfloor: building the TypeScript sources (tsc -b)…');
  const build = spawnSync('npx', ['tsc', '-b'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { runCli } = await import(pathToFileURL(entry).href);
// Without an env, the CLI reads the configuration from the process's environment.
const code = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
