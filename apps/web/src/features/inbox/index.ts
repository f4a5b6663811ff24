import './app-service.js';

export { createSharedInbox, SharedInbox } from './shared-inbox.js';
export { UnreadInboxBadge } from './unread-inbox-badge.js';
export { useIsInboxEnabled, useUnreadInboxCount } from './use-inbox.js';
