export { mapRouteOf } from './map-route.js';
export { ShowOnMapLink } from './show-on-map-link.js';
