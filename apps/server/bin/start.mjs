#!/usr/bin/env node
// `npm start`: builds what is not built yet (the Node sources with esbuild, the web app with Vite),
// then starts the back office, which serves the web app and the API on one port. It says each step,
// so a first start on a fresh clone is never silent. Type-checking is not part of it: `npm run check`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const webDir = path.join(repoRoot, 'apps/web');

function say(line) {
  console.log(`start: ${line}`);
}

function fail(error) {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

if (!existsSync(path.join(serverDir, 'dist/server.js'))) {
  say('building the back office and the shared packages (esbuild, no type-check)…');
  const started = performance.now();
  const { buildNodeSources } = await import(
    pathToFileURL(path.join(repoRoot, 'scripts/build-node.mjs')).href
  );
  await buildNodeSources().catch(fail);
  say(`back office built in ${seconds(started)}`);
}

// The server's own configuration says where the web build is (WEB_DIST), so both agree on it.
const { loadConfig } = await import(pathToFileURL(path.join(serverDir, 'dist/config.js')).href);
let webDist;
try {
  ({ webDist } = loadConfig());
} catch (error) {
  fail(error);
}
if (!existsSync(path.join(webDist, 'index.html'))) {
  if (existsSync(path.join(webDir, 'index.html'))) {
    say('building the web app (Vite, then brotli and gzip copies of its files)…');
    const started = performance.now();
    run('npm', ['run', 'build', '-w', 'apps/web']);
    say(`web app built in ${seconds(started)}`);
  } else {
    console.warn('start: apps/web has no index.html yet; serving the API without the web app.');
  }
}

say('starting the back office (database, migrations)…');
const { startServer } = await import(pathToFileURL(path.join(serverDir, 'dist/server.js')).href);
try {
  const address = await startServer({ say });
  say(`serving the app and the API at ${address}`);
} catch (error) {
  fail(error);
}
