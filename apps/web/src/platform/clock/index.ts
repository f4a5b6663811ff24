export { browserClock, type Clock, TestClock } from './clock.js';
