export {
  countDemoLeftovers,
  type DemoLeftovers,
  describeDemoLeftovers,
  hasDemoLeftovers,
  removeDemoLeftovers,
} from './demo-leftovers.js';
export { loadFullDemo } from './load-full-demo.js';
