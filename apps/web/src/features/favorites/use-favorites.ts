import {
  type FavoriteError,
  type FavoritesState,
  isFavorite,
  type OwnProfileItems,
  type PublishedDataType,
  toggleFavorite,
} from '@showfloor/core';
import { useCallback, useSyncExternalStore } from 'react';
import { userDataShape, type VersionedStorage } from '../../platform/storage/index.js';
import { useApp } from '../../shell/app-context.js';

/** Every favorite of the user, re-rendering when any screen toggles one. */
export function useFavorites(): FavoritesState {
  const { services } = useApp();
  const { favorites } = services.personal;
  return useSyncExternalStore(favorites.subscribe, () => favorites.getSnapshot().state);
}

export function useIsFavorite(type: PublishedDataType, id: number): boolean {
  return isFavorite(useFavorites(), type, id);
}

/**
 * The items tied to the logged-in user's own profile (spec core §5): the events they take part in
 * and their exhibitor, read from the stored user data. Damaged or absent data means none.
 */
export function ownProfileItemsOf(storage: VersionedStorage): OwnProfileItems {
  const profile = storage.read(userDataShape);
  if (!profile) return {};
  const own: { events?: number[]; exhibitors?: number[] } = {};
  const events = profile.events.map((event) => Number(event.id)).filter(Number.isInteger);
  if (events.length > 0) own.events = events;
  const exhibitor = Number(profile.exhibitor);
  if (profile.exhibitor && Number.isInteger(exhibitor)) own.exhibitors = [exhibitor];
  return own;
}

const ERROR_MESSAGES: Record<FavoriteError, string> = {
  cantRemove: 'favorites.cantRemove',
  missingDataType: 'favorites.invalidItem',
  missingId: 'favorites.invalidItem',
  invalidId: 'favorites.invalidItem',
};

/**
 * Toggles a favorite the way every screen must (spec core §5): refused removals show 'can't
 * remove', calls without a valid id or type are ignored with an error, and the change shows at
 * once while its write is debounced.
 */
export function useToggleFavorite(): (type: PublishedDataType, id: unknown) => void {
  const { services } = useApp();
  return useCallback(
    (type, id) => {
      const { favorites } = services.personal;
      const held = favorites.getSnapshot();
      const result = toggleFavorite(held.state, { id, dataType: type }, ownProfileItemsOf(services.storage));
      if (!result.ok) {
        if (result.error !== 'cantRemove')
          console.error(`Favorite not toggled: ${result.error}`, { type, id });
        services.notifications.add({ message: ERROR_MESSAGES[result.error], level: 'error' });
        return;
      }
      favorites.set({ ...held, state: result.state });
    },
    [services],
  );
}
