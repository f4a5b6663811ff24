import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images (png) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt|xml)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Above this size brotli's top quality costs more than it gains: the map engine (1 MB) takes 3 s at
 * quality 11 and 1.3 s at 10, for 2% more bytes; a fresh clone's first `npm start` waits for it.
 */
const TOP_QUALITY_MAX_BYTES = 256 * 1024;

/** Writes `file.br` and `file.gz` beside `file`, at high levels: this runs once per build. */
export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const quality = content.length <= TOP_QUALITY_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 10;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a brotli and a gzip copy of every built text file, so the back office sends them compressed
 * without compressing on each request (@fastify/static's `preCompressed`). It runs after every other
 * plugin has closed the bundle: the service worker (vite-plugin-pwa) is written by then.
 */
export function precompressBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'showfloor-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(files.map(precompressFile));
        config.logger.info(`precompressed ${files.length} files (brotli and gzip)`);
      },
    },
  };
}
