export { HomePage } from './home-page.js';
export { type HomeTile, homeTiles } from './home-tiles.js';
export { LanguageSwitch } from './language-switch.js';
