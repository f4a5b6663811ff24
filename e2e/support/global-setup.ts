import { rmSync } from 'node:fs';
import { SEEDED_DATA_DIR_ENV, ShowServer } from './show-server.js';

/**
 * Port of the one server started to seed the data folder the journeys' servers copy;
 * SHOWFLOOR_E2E_SEEDING_PORT moves it, for runs sharing a machine that each keep to their own ports.
 */
const SEEDING_PORT = Number(process.env.SHOWFLOOR_E2E_SEEDING_PORT ?? 8709);

/**
 * Starts one back office on an empty folder and stops it: every journey's server then starts from
 * a copy of that folder (see ShowServer.start). Made afresh for each run, so it always holds what
 * this code migrates and seeds.
 */
export default async function globalSetup(): Promise<() => void> {
  const server = new ShowServer(SEEDING_PORT);
  await server.start();
  await server.stop();
  process.env[SEEDED_DATA_DIR_ENV] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
