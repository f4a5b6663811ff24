import type { SynchronizedFavoritesEvent } from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { FavoritesSyncRepository } from './favorites-sync.repository.js';
import { type FavoritesSyncLimits, registerFavoritesSyncRoutes } from './favorites-sync.routes.js';
import { FavoritesSyncService, type SessionReader } from './favorites-sync.service.js';
import { loadFavoritesSyncKeys } from './sync-keys.js';
import {
  type AcceptSyncSubject,
  createAcceptSyncSubject,
  createVerifySyncSubject,
  type VerifySyncSubject,
} from './sync-subject.js';

export const FAVORITES_SYNC_API_PREFIXES = ['/sync'];

export interface FavoritesSyncModuleOptions {
  dataDir: string;
  /** The account a session token belongs to (login mode). */
  sessions: SessionReader;
  /** Told a subject's merged entries and positions after each successful sync; the live layer fans them out. */
  onSynced?: (subject: string, event: SynchronizedFavoritesEvent) => void;
  limits?: Partial<FavoritesSyncLimits>;
  now?: () => number;
}

/**
 * Favorites synchronisation between devices: the key pair in DATA_DIR, the routes, and the subject
 * check the live layer joins rooms with.
 */
export async function registerFavoritesSyncModule(
  app: FastifyInstance,
  db: Database,
  options: FavoritesSyncModuleOptions,
): Promise<{ verifySyncSubject: VerifySyncSubject; acceptSyncSubject: AcceptSyncSubject }> {
  const service = new FavoritesSyncService(new FavoritesSyncRepository(db), {
    keys: await loadFavoritesSyncKeys(options.dataDir),
    sessions: options.sessions,
    ...(options.onSynced === undefined ? {} : { onSynced: options.onSynced }),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  await registerFavoritesSyncRoutes(app, {
    service,
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  });
  return {
    verifySyncSubject: createVerifySyncSubject(service),
    acceptSyncSubject: createAcceptSyncSubject(service),
  };
}
