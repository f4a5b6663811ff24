import type { SharedInbox } from './shared-inbox.js';

declare module '../../shell/app-services.js' {
  interface AppServices {
    /** The inbox messages and their unread count (docs/inbox.md), shared by every screen. */
    inbox: SharedInbox;
  }
}
