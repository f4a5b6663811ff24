import type { FavoritesSyncController } from './favorites-sync-controller.js';

declare module '../../shell/app-services.js' {
  interface AppServices {
    /** Favorites synchronisation between devices (spec core §4), shared by every screen. */
    favoritesSync: FavoritesSyncController;
  }
}
