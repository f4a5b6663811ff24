import { useSyncExternalStore } from 'react';
import { useApp } from '../../shell/app-context.js';
import type { FavoritesSyncSnapshot } from './favorites-sync-controller.js';

/** The favorites sync's status, code and dialog, re-rendering on every change. */
export function useFavoritesSync(): FavoritesSyncSnapshot {
  const { favoritesSync } = useApp().services;
  return useSyncExternalStore(favoritesSync.subscribe, favoritesSync.getSnapshot);
}
