export { FavoritePositionsGroup } from './favorite-positions-group.js';
export { hasWebGl, loadMaplibre } from './load-maplibre.js';
export { mapRouteOf, mapRouteOfItems } from './map-route.js';
export { isMapTargetType } from './map-targets.js';
export { prepareMapWhenIdle } from './prepare-map.js';
export { ShowOnMapLink } from './show-on-map-link.js';
