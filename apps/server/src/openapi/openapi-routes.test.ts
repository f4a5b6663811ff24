import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { documentedOperation, UNDOCUMENTED_ROUTES } from './openapi-routes.js';

describe('docs/openapi.json against the routes the server registers', () => {
  let test: TestApp;
  let webDist: string;
  const registered: { method: string; url: string }[] = [];

  beforeAll(async () => {
    // With a web build, so that the web app's own routes are registered too.
    webDist = await mkdtemp(path.join(tmpdir(), 'showfloor-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Showfloor</title>');
    test = await openTestApp(
      'pglite',
      { WEB_DIST: webDist },
      {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) registered.push({ method, url: route.url });
        },
      },
    );
  });
  afterAll(async () => {
    await test.close();
    await rm(webDist, { recursive: true, force: true });
  });

  function registeredOperations(): string[] {
    const gets = new Set(registered.filter(({ method }) => method === 'GET').map(({ url }) => url));
    return registered.flatMap(({ method, url }) => {
      const operation = documentedOperation(method, url, gets.has(url));
      return operation ? [`${operation.method} ${operation.path}`] : [];
    });
  }

  function documentedOperations(): string[] {
    return Object.entries(buildOpenApiDocument().paths).flatMap(([documentedPath, item]) =>
      Object.keys(item).map((method) => `${method} ${documentedPath}`),
    );
  }

  it('documents every route the server registers, with the request it validates', () => {
    const documented = new Set(documentedOperations());
    const missing = registeredOperations().filter((operation) => !documented.has(operation));
    expect(missing).toEqual([]);
    // The login, a profile update and the save of leads at least, as a reader of the document looks for them.
    expect(documented).toContain('post /login.htm');
    expect(documented).toContain('post /updateMe.htm');
    expect(documented).toContain('post /leads/save-contacts');
  });

  it('documents no route the server does not answer', () => {
    const answered = new Set(registeredOperations());
    expect(documentedOperations().filter((operation) => !answered.has(operation))).toEqual([]);
  });

  it('leaves out only the named routes, and each of them is registered', () => {
    const keys = new Set(registered.map(({ method, url }) => `${method} ${url}`));
    for (const route of Object.keys(UNDOCUMENTED_ROUTES)) expect(keys, route).toContain(route);
  });
});
