export { type LiveAdapter, openLiveAdapter } from './live-adapter.js';
export {
  type AttachableLiveHub,
  announceVersion,
  type LiveHub,
  NO_LIVE_HUB,
  type ProfileAccess,
  type ResolveSyncSubject,
} from './live-hub.js';
export { isAllowedSocketOrigin } from './live-origin-policy.js';
export { HANDSHAKE_REFUSALS, SocketLiveHub, type SocketLiveHubOptions } from './socket-live-hub.js';
