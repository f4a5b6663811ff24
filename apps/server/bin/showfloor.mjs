#!/usr/bin/env node
// Launcher of the `showfloor` command: builds the Node sources once with esbuild when
// apps/server/dist is missing (a fresh clone), then runs the compiled CLI.
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
  console.error('showfloor: building the back office (esbuild, no type-check)…');
  const { buildNodeSources } = await import(
    pathToFileURL(path.join(repoRoot, 'scripts/build-node.mjs')).href
  );
  await buildNodeSources();
}

const { runCli } = await import(pathToFileURL(entry).href);
// Without an env, the CLI reads the configuration from the process's environment.
const code = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
