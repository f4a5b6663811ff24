export { outdoorMapRouteOf } from './outdoor-map-route.js';
export { ShowOnOutdoorMapLink } from './show-on-outdoor-map-link.js';
