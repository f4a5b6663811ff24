// Type-checks the test and tool projects that `tsc -b` does not build, one per core at once: each
// is its own TypeScript program, and checked one after the other they took a minute of the CI run.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

const PROJECTS = [
  'apps/web/tsconfig.json',
  'apps/server/tsconfig.test.json',
  'packages/core/tsconfig.test.json',
  'bench/tsconfig.json',
  'e2e/tsconfig.json',
  'packages/demo/tsconfig.test.json',
];

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...PROJECTS];
const failed = [];
async function worker() {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    const result = await check(project);
    // Printed whole, so two projects' errors never interleave.
    if (result.output) process.stdout.write(result.output);
    if (result.code !== 0) failed.push(project);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
if (failed.length > 0) {
  console.error(`type errors in ${failed.join(', ')}`);
  process.exit(1);
}
