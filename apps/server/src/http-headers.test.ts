import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { DatabaseHandle } from './db/database.js';
import { testConfig } from './testing/test-app.js';
import { openTestDatabase } from './testing/test-database.js';

let opened: { app: FastifyInstance; handle: DatabaseHandle; dir: string } | undefined;

async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const dir = await mkdtemp(path.join(tmpdir(), 'showfloor-headers-'));
  const handle = await openTestDatabase('pglite');
  const app = await buildApp({ db: handle.db, config: testConfig(dir, env), dataDir: dir });
  opened = { app, handle, dir };
  return app;
}

async function closeApp(): Promise<void> {
  if (!opened) return;
  await opened.app.close();
  await opened.handle.close();
  await rm(opened.dir, { recursive: true, force: true });
  opened = undefined;
}

afterEach(closeApp);

describe('security headers', () => {
  it('over plain HTTP (a show LAN) sends no HSTS and no upgrade-insecure-requests', async () => {
    for (const env of [{}, { PUBLIC_URL: 'http://192.168.1.20:8080' }]) {
      const app = await appWith(env);
      const response = await app.inject({ url: '/online.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      await closeApp();
    }
  });

  it('behind an https PUBLIC_URL sends HSTS and upgrade-insecure-requests', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://show.example.org' });
    const response = await app.inject({ url: '/online.txt' });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('CORS preflight', () => {
  const trusted = 'https://app.example.org';
  const preflights = [
    { method: 'PUT', url: '/calendars/AAAAAAAAAAAAAAAAAAAAAA' },
    { method: 'DELETE', url: '/calendars/AAAAAAAAAAAAAAAAAAAAAA' },
    { method: 'DELETE', url: '/me' },
    { method: 'DELETE', url: '/me/photo' },
    { method: 'DELETE', url: '/push/subscriptions' },
    { method: 'POST', url: '/push/subscriptions' },
  ];

  for (const { method, url } of preflights) {
    it(`lets an allowed origin ${method} ${url}`, async () => {
      const app = await appWith({ CORS_ORIGINS: trusted });
      const response = await app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: trusted,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type, authorization',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(trusted);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      const allowed = String(response.headers['access-control-allow-methods']).split(/,\s*/);
      expect(allowed).toContain(method);
    });
  }

  it('lets other origins read and call without credentials, PUT and DELETE included', async () => {
    const app = await appWith({ CORS_ORIGINS: trusted });
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/calendars/AAAAAAAAAAAAAAAAAAAAAA',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'PUT' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers['access-control-allow-methods'])).toContain('PUT');
  });
});
