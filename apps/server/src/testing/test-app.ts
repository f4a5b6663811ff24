import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
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

/** The HTTP app over a fresh database and a temporary DATA_DIR, without a web build. */
export async function openTestApp(driver: TestDriver): Promise<TestApp> {
  const handle = await openTestDatabase(driver);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-test-'));
  const { catalog, publishing } = createServices(handle, dataDir);
  const app = await buildApp({
    db: handle.db,
    config: { webDist: path.join(dataDir, 'no-web-build'), logLevel: 'silent' },
    dataDir,
  });
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
