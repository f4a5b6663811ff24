import { useSyncExternalStore } from 'react';
import type { FavoritesSyncController, FavoritesSyncSnapshot } from './favorites-sync-controller.js';

/** The favorites sync's status, code and dialog, re-rendering on every change. */
export function useFavoritesSync(controller: FavoritesSyncController): FavoritesSyncSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot);
}
