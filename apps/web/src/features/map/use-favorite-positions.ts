import {
  type AddFavoritePositionResult,
  addFavoritePosition,
  type FavoritePosition,
  removeFavoritePosition,
  sortFavoritePositions,
} from '@showfloor/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useApp } from '../../shell/app-context.js';

/** The visitor's favourite positions, newest first, re-rendering when the map or another tab changes them. */
export function useFavoritePositions(): readonly FavoritePosition[] {
  const { services } = useApp();
  const { favoritePositions } = services.personal;
  const stored = useSyncExternalStore(favoritePositions.subscribe, favoritePositions.getSnapshot);
  return useMemo(() => sortFavoritePositions(stored), [stored]);
}

export interface FavoritePositionActions {
  /**
   * Saves a position unless its places are already saved: then the existing one comes back with
   * FAV_ERROR_ALREADY_EXISTS for the page to show (spec modules §8); other errors are logged.
   */
  save(candidate: FavoritePosition): AddFavoritePositionResult;
  remove(id: string): void;
}

export function useFavoritePositionActions(): FavoritePositionActions {
  const { services } = useApp();
  const save = useCallback(
    (candidate: FavoritePosition) => {
      const { favoritePositions } = services.personal;
      const result = addFavoritePosition(favoritePositions.getSnapshot(), candidate);
      if (result.ok) favoritePositions.set(result.positions);
      else if (result.error !== 'FAV_ERROR_ALREADY_EXISTS')
        console.error(`Favourite position not saved: ${result.error}`, candidate);
      return result;
    },
    [services],
  );
  const remove = useCallback(
    (id: string) => {
      const { favoritePositions } = services.personal;
      favoritePositions.set(removeFavoritePosition(favoritePositions.getSnapshot(), id));
    },
    [services],
  );
  return useMemo(() => ({ save, remove }), [save, remove]);
}
