export { AppRoot } from './app-root.js';
export { HOME_ROUTE, type Router, routeOfSearch, useAppRouter } from './app-router.js';
export { type AppServices, createAppServices, localeOf } from './app-services.js';
