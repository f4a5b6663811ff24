export { HomePage } from './home-page.js';
export { type HomeTile, homeTiles } from './home-tiles.js';
