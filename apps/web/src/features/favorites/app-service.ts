import type { LazyService } from '../../shell/lazy-service.js';
import type { FavoritesSyncController } from './favorites-sync-controller.js';

declare module '../../shell/app-services.js' {
  interface AppServices {
    /**
     * Favorites synchronisation between devices (spec core §4), shared by every screen: its code
     * is fetched and it starts when the show switches the feature on, never with the first page.
     */
    favoritesSync: LazyService<FavoritesSyncController>;
  }
}
