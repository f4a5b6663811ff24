/** What features see of the live socket (spec core §4: a small status available to features). */
export type LiveStatus = 'connecting' | 'connected' | 'disconnected';

export interface LiveConnectionState {
  status: LiveStatus;
  /** The socket was connected once already: a later connection is a reconnection. */
  hasConnected: boolean;
}

export type LiveConnectionEvent =
  | { type: 'connecting' }
  /** `recovered`: socket.io replayed what was missed (connection state recovery). */
  | { type: 'connected'; recovered: boolean }
  | { type: 'disconnected' };

export interface LiveConnectionTransition {
  state: LiveConnectionState;
  /**
   * The events sent while the socket was away are lost: fetch them over HTTP (inbox, updater). A
   * first connection needs none (the app fetched on start), a recovered one got them replayed.
   */
  shouldRefetch: boolean;
}

export const INITIAL_LIVE_CONNECTION: LiveConnectionState = { status: 'connecting', hasConnected: false };

export function nextLiveConnection(
  state: LiveConnectionState,
  event: LiveConnectionEvent,
): LiveConnectionTransition {
  if (event.type === 'connected') {
    return {
      state: { status: 'connected', hasConnected: true },
      shouldRefetch: state.hasConnected && !event.recovered,
    };
  }
  return { state: { status: event.type, hasConnected: state.hasConnected }, shouldRefetch: false };
}
