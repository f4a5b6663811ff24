import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { DatabaseHandle } from './db/database.js';
import { testConfig } from './testing/test-app.js';
import { openTestDatabase } from './testing/test-database.js';

describe("the server's log", () => {
  let dir: string;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let lines: string[];
  let isHandleOpen: boolean;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'showfloor-log-'));
    // Its own database, truly closed by the test that needs queries to fail.
    handle = await openTestDatabase('pglite', { isShared: false });
    isHandleOpen = true;
    lines = [];
    app = await buildApp({
      db: handle.db,
      config: testConfig(dir, { LOG_LEVEL: 'info' }),
      dataDir: dir,
      logger: true,
      logStream: { write: (line: string) => lines.push(line) },
    });
  });
  afterEach(async () => {
    await app.close();
    if (isHandleOpen) await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('logs each request with its secrets redacted: token query, session in the path, calendar id', async () => {
    await app.inject({ url: '/me.htm?token=s3cr3t-session-token&lang=fr' });
    await app.inject({ url: '/nodebackend/user/another-s3cr3t-token' });
    await app.inject({ url: '/calendars/Zm9vYmFyYmF6cXV4MTIzNDU2.ics?key=feed-s3cr3t' });
    const log = lines.join('');
    expect(log).toContain('/me.htm?token=[redacted]&lang=fr');
    expect(log).toContain('/nodebackend/user/[redacted]');
    expect(log).toContain('/calendars/[redacted]');
    expect(log).not.toContain('s3cr3t');
    expect(log).not.toContain('Zm9vYmFyYmF6cXV4MTIzNDU2');
  });

  it('logs a failed query without its bound parameters, and answers a plain 500', async () => {
    await handle.close();
    isHandleOpen = false;
    const response = await app.inject({
      method: 'POST',
      url: '/nodebackend/login',
      payload: { username: 'jeanne.martin@private.example', password: 'hunter2-password' },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('"level":50');
    expect(log).not.toContain('jeanne.martin');
    expect(log).not.toContain('hunter2');
  });
});
