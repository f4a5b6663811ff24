export * from './demo-show.js';
export { DEMO_EXHIBITOR_CODE } from './demo-show-config.js';
export * from './demo-size.js';
export { generateDemoShow } from './generate-demo-show.js';
