export { AppRoot } from './app-root.js';
export { routeOfSearch, useAppRouter } from './app-router.js';
export { type AppPlatform, browserPlatform, createAppServices } from './app-services.js';
export { browserWarmingEnvironment, warmPageCode } from './warm-page-code.js';
