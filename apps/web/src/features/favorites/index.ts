export { type FavoriteGroup, loadFavoriteGroups } from './favorite-records.js';
export { FavoriteStar } from './favorite-star.js';
export {
  favoritesFileName,
  favoritesSpreadsheet,
  favoritesSpreadsheetRows,
} from './favorites-spreadsheet.js';
export { CalendarFeedSync } from './use-calendar-subscription.js';
export { ownProfileItemsOf, useFavorites, useIsFavorite, useToggleFavorite } from './use-favorites.js';
