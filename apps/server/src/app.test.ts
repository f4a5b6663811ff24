import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { DatabaseHandle } from './db/database.js';
import { testConfig } from './testing/test-app.js';
import { openTestDatabase } from './testing/test-database.js';

describe('web app served at /', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'showfloor-web-'));
    const webDist = path.join(dir, 'web');
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Showfloor</title>');
    await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(webDist, 'assets', 'index-3f2a1b.js'), 'console.log(1);');
    await writeFile(path.join(webDist, 'workbox-c9d5555e.js'), 'self.workbox = {};');
    await writeFile(path.join(webDist, 'push-sw.js'), 'self.addEventListener("push", () => {});');
    // The web build writes these copies beside each text file.
    for (const [file, content] of [
      ['index.html', '<!doctype html><title>Showfloor</title>'],
      ['assets/index-3f2a1b.js', 'console.log(1);'],
    ] as const) {
      await writeFile(path.join(webDist, `${file}.br`), brotliCompressSync(content));
      await writeFile(path.join(webDist, `${file}.gz`), gzipSync(content));
    }
    handle = await openTestDatabase('pglite');
    app = await buildApp({ db: handle.db, config: testConfig(dir, { WEB_DIST: webDist }), dataDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html and sw.js revalidated, hashed assets immutable', async () => {
    const index = await app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Showfloor</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/index-3f2a1b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const workerRuntime = await app.inject({ url: '/workbox-c9d5555e.js' });
    expect(workerRuntime.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Not hashed: kept an hour only.
    const pushHandlers = await app.inject({ url: '/push-sw.js' });
    expect(pushHandlers.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the copies compressed at build in the encoding the browser prefers, cached as their file', async () => {
    const brotli = await app.inject({
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'br, gzip, identity' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1);');

    const gzip = await app.inject({
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip, identity' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1);');

    const identity = await app.inject({
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe('console.log(1);');

    // The entry point stays revalidated when it goes out compressed, at / and on a client-side route.
    for (const url of ['/', '/list/exhibitors']) {
      const index = await app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip, identity' },
      });
      expect(index.headers['content-encoding']).toBe('br');
      expect(index.headers['content-type']).toMatch(/^text\/html/);
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(index.rawPayload).toString()).toContain('<title>Showfloor</title>');
    }
  });

  it('answers client-side routes with index.html, but API misses with a JSON 404', async () => {
    const route = await app.inject({ url: '/list/exhibitors', headers: { accept: 'text/html' } });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>Showfloor</title>');
    const api = await app.inject({ url: '/offline/db_fre.json', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('NOT_FOUND');
  });
});
