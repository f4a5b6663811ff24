#!/usr/bin/env node
// `npm start`: builds what is not built yet (the TypeScript packages, the web app), then starts the
// back office, which serves the web app and the API on one port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const webDir = path.join(repoRoot, 'apps/web');

function fail(error) {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(serverDir, 'dist/server.js'))) {
  console.log('start: building the TypeScript sources (tsc -b)…');
  run('npx', ['tsc', '-b']);
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
    console.log('start: building the web app (npm run build -w apps/web)…');
    run('npm', ['run', 'build', '-w', 'apps/web']);
  } else {
    console.warn('start: apps/web has no index.html yet; serving the API without the web app.');
  }
}

const { startServer } = await import(pathToFileURL(path.join(serverDir, 'dist/server.js')).href);
try {
  await startServer();
} catch (error) {
  fail(error);
}
