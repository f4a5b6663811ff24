export { cacheCodeLoadedBeforeWorker } from './cache-code-loaded-before-worker.js';
