export { FavoritePositionsGroup } from './favorite-positions-group.js';
export { hasWebGl, loadMaplibre } from './load-maplibre.js';
export { mapRouteOf, mapRouteOfItems } from './map-route.js';
export { isMapTargetType } from './map-targets.js';
export { ShowOnMapLink } from './show-on-map-link.js';
