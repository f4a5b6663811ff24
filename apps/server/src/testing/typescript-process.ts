import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The file URL of a server source file, for a child process to import. */
export function serverSourceUrl(relativeToSrc: string): string {
  return pathToFileURL(path.resolve(import.meta.dirname, '..', relativeToSrc)).href;
}

/**
 * Starts another Node process running `script` (an ES module that may import the server's
 * TypeScript sources through `serverSourceUrl`): what a second back office, or one run by another
 * user, would do.
 */
export function spawnTypeScript(
  script: string,
  options: Pick<SpawnOptions, 'uid' | 'gid'> = {},
): ChildProcess {
  // 'source': workspace packages are read from their TypeScript sources, as in the tests.
  const args = ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script];
  return spawn(process.execPath, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs `script` to its end and returns its exit code and output. */
export function runTypeScript(
  script: string,
  options: Pick<SpawnOptions, 'uid' | 'gid'> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnTypeScript(script, options);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
