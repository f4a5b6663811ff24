import { FAVORITES_SYNC_DEBOUNCE_MS, FAVORITES_SYNC_DEFAULT_MODE } from '@showfloor/core';
import type { Clock } from '../../platform/clock/index.js';
import { type ApiClient, FavoritesSyncApi } from '../../platform/network/index.js';
import type { PersonalStores } from '../../platform/personal-data/index.js';
import type { NotificationStore, ShowConfigStore } from '../../shell/index.js';
import { FavoritesSyncController, type SubscribeLive } from './favorites-sync-controller.js';

export interface FavoritesSyncDependencies {
  api: ApiClient;
  personal: PersonalStores;
  clock: Clock;
  config: ShowConfigStore;
  notifications: NotificationStore;
  /** The session token of the account (login mode). */
  sessionToken(): string | null;
  /** The live layer's subscription; absent, remote entries arrive with syncs only. */
  subscribeLive?: SubscribeLive;
  /** Joins the live room of the sync subject with a token the back office accepted. */
  joinLive?: (token: string) => void;
  /** Told after a live reconnection that lost events: the sync fetches them and joins again. */
  onRefetchNeeded?: (listener: () => void) => () => void;
}

/** The favorites sync of the app, started: built once by the composition root. */
export function createFavoritesSync(dependencies: FavoritesSyncDependencies): FavoritesSyncController {
  const { config, personal } = dependencies;
  const settings = () => config.getSnapshot()?.favoritesSync;
  const controller = new FavoritesSyncController({
    calls: new FavoritesSyncApi(dependencies.api, dependencies.joinLive),
    favorites: personal.favorites,
    log: personal.syncedFavorites,
    positions: personal.favoritePositions,
    positionsLog: personal.syncedPositions,
    code: personal.syncCode,
    clock: dependencies.clock,
    isOnline: () => dependencies.api.isOnline(),
    isEnabled: () => config.getSnapshot()?.features.synchronizedFavorites === true,
    mode: () => settings()?.mode ?? FAVORITES_SYNC_DEFAULT_MODE,
    debounceMs: () => settings()?.debounceMs ?? FAVORITES_SYNC_DEBOUNCE_MS,
    sessionToken: dependencies.sessionToken,
    notify: (message, level) => dependencies.notifications.add({ message, level }),
    ...(dependencies.subscribeLive === undefined ? {} : { subscribeLive: dependencies.subscribeLive }),
    ...(dependencies.onRefetchNeeded === undefined ? {} : { onRefetchNeeded: dependencies.onRefetchNeeded }),
  });
  controller.start();
  return controller;
}
