export { type FavoriteGroup, loadFavoriteGroups } from './favorite-records.js';
export {
  favoritesFileName,
  favoritesSpreadsheet,
  favoritesSpreadsheetRows,
} from './favorites-spreadsheet.js';
export { ownProfileItemsOf, useFavorites, useIsFavorite, useToggleFavorite } from './use-favorites.js';
