import { describe, expect, it } from 'vitest';
import { INITIAL_LIVE_CONNECTION, type LiveConnectionState, nextLiveConnection } from './live-connection.js';

describe('the live connection status', () => {
  it('is connected after the first connection, with nothing to fetch again', () => {
    const { state, shouldRefetch } = nextLiveConnection(INITIAL_LIVE_CONNECTION, {
      type: 'connected',
      recovered: false,
    });
    expect(state).toEqual({ status: 'connected', hasConnected: true });
    expect(shouldRefetch).toBe(false);
  });

  it('shows disconnected when the socket is lost, and remembers it was connected', () => {
    const connected: LiveConnectionState = { status: 'connected', hasConnected: true };
    const { state, shouldRefetch } = nextLiveConnection(connected, { type: 'disconnected' });
    expect(state).toEqual({ status: 'disconnected', hasConnected: true });
    expect(shouldRefetch).toBe(false);
  });

  it('fetches over HTTP after a reconnection whose missed events were not replayed', () => {
    const away: LiveConnectionState = { status: 'disconnected', hasConnected: true };
    expect(nextLiveConnection(away, { type: 'connected', recovered: false }).shouldRefetch).toBe(true);
  });

  it('fetches nothing after a short disconnection whose events were replayed', () => {
    const away: LiveConnectionState = { status: 'disconnected', hasConnected: true };
    const { state, shouldRefetch } = nextLiveConnection(away, { type: 'connected', recovered: true });
    expect(state.status).toBe('connected');
    expect(shouldRefetch).toBe(false);
  });

  it('stays disconnected, not connecting, until the server answers a first time', () => {
    const { state } = nextLiveConnection(INITIAL_LIVE_CONNECTION, { type: 'disconnected' });
    expect(state).toEqual({ status: 'disconnected', hasConnected: false });
  });
});
