// Builds the Node side (packages/core, packages/demo, apps/server) into each project's dist/ with
// esbuild: one JavaScript file per TypeScript file, the same layout `tsc -b` writes, in about a
// second instead of most of a minute. It checks no types and writes no declarations: type-checking
// is `npm run check` and `npm test`, which run `tsc -b`. `npm start` and the `showfloor` command use
// it on a fresh clone.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The projects `tsc -b` builds (tsconfig.json's references), with the sources each leaves out. */
const PROJECTS = [
  { dir: 'packages/core', excluded: [] },
  { dir: 'packages/demo', excluded: [] },
  { dir: 'apps/server', excluded: ['testing/'] },
];

async function sourcesOf({ dir, excluded }) {
  const src = path.join(repoRoot, dir, 'src');
  const files = await readdir(src, { recursive: true });
  return files
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .filter((file) => !excluded.some((prefix) => file.startsWith(prefix)))
    .map((file) => path.join(src, file));
}

/** Builds every project; resolves with the number of files written. */
export async function buildNodeSources() {
  let count = 0;
  for (const project of PROJECTS) {
    const entryPoints = await sourcesOf(project);
    await build({
      entryPoints,
      outbase: path.join(repoRoot, project.dir, 'src'),
      outdir: path.join(repoRoot, project.dir, 'dist'),
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
    });
    count += entryPoints.length;
  }
  // esbuild's helper process would otherwise live as long as the server that `npm start` runs next.
  await stop();
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const count = await buildNodeSources();
  console.log(`built ${count} files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
