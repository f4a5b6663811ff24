import './app-service.js';

export type { FavoritesSyncDependencies } from './create-favorites-sync.js';
export { type FavoriteGroup, loadFavoriteGroups } from './favorite-records.js';
export { FavoriteStar } from './favorite-star.js';
export {
  favoritesFileName,
  favoritesSpreadsheet,
  favoritesSpreadsheetRows,
} from './favorites-spreadsheet.js';
export type {
  FavoritesSyncCalls,
  FavoritesSyncController,
  FavoritesSyncSnapshot,
  SubscribeLive,
} from './favorites-sync-controller.js';
export { CalendarFeedSync } from './use-calendar-subscription.js';
export { ownProfileItemsOf, useFavorites, useIsFavorite, useToggleFavorite } from './use-favorites.js';
