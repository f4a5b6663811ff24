import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.js';
import { loadConfig, type ServerConfig } from '../config.js';
import { createServices } from '../create-services.js';
import type { DatabaseHandle } from '../db/database.js';
import type { CatalogRepository } from '../modules/catalog/index.js';
import type { PublishingService } from '../modules/publishing/index.js';
import { openTestDatabase, type TestDriver } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  catalog: CatalogRepository;
  publishing: PublishingService;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The configuration an environment holding only `env` gives, over a temporary DATA_DIR and without
 * a web build: the documented defaults, as the tests never read the process's own environment.
 */
export function testConfig(dataDir: string, env: NodeJS.ProcessEnv = {}): ServerConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * The HTTP app over a fresh database and a temporary DATA_DIR, without a web build; `env` adds
 * settings to the documented defaults; `appOptions` are passed to the app (its route listener).
 */
export async function openTestApp(
  driver: TestDriver,
  env: NodeJS.ProcessEnv = {},
  appOptions: Pick<AppOptions, 'onRoute' | 'importGate' | 'favoritesSync' | 'logoFetcher'> = {},
): Promise<TestApp> {
  const handle = await openTestDatabase(driver);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-test-'));
  const config = testConfig(dataDir, env);
  const { catalog, publishing } = createServices(handle, config);
  const app = await buildApp({ db: handle.db, config, dataDir, exclusive: handle.exclusive, ...appOptions });
  return {
    app,
    handle,
    catalog,
    publishing,
    dataDir,
    close: async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
