export { loadFullDemo } from './load-full-demo.js';
