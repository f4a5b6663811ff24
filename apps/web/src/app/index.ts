export { AppRoot } from './app-root.js';
export { routeOfSearch, useAppRouter } from './app-router.js';
export { createAppServices } from './app-services.js';
