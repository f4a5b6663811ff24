export { NotificationCenter } from './notification-center.js';
export { type NotificationClock, NotificationStore } from './notification-store.js';
