export { inboxControllerOf } from './inbox-controller-of.js';
export { UnreadInboxBadge } from './unread-inbox-badge.js';
export { useIsInboxEnabled, useUnreadInboxCount } from './use-inbox.js';
