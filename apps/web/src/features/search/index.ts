export { searchEntriesOf } from './search-entries.js';
export { SEARCHED_TYPES, searchIndexFor } from './search-index-cache.js';
export { type ContextualSearch, useContextualSearch } from './use-contextual-search.js';
