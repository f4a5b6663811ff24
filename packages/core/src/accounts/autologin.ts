/**
 * The autologin timer of spec core §4 ("an autologin timer renews the session periodically; starts
 * on first login if a numeric delay is configured") and §9 ("autologin interval in seconds from
 * configuration"), as a pure transition function. The app feeds it logins, logouts, timer ticks and
 * the outcome of each renewal, and performs the effects (arm or cancel the one timer, renew).
 */

/**
 * A configured delay under a minute is raised to a minute: a typo in the configuration (1 for 1 hour,
 * say) must not make every device call the back office every second.
 */
export const AUTOLOGIN_MIN_INTERVAL_MS = 60_000;

export type AutologinState =
  | { status: 'stopped' }
  | { status: 'running'; intervalMs: number; dueAt: number; isRenewing: boolean };

export type AutologinEvent =
  /** A login succeeded, or the app started with a stored session. */
  | { type: 'loggedIn'; now: number; delaySeconds: unknown }
  /** The armed timer fired. */
  | { type: 'tick'; now: number }
  /** A renewal ended, well or not: the next one is an interval away. */
  | { type: 'renewalEnded'; now: number }
  | { type: 'loggedOut' };

export type AutologinEffect =
  | { kind: 'arm'; inMs: number }
  | { kind: 'cancel' }
  /** Renew the session now. */
  | { kind: 'renew' };

export interface AutologinTransition {
  state: AutologinState;
  effects: AutologinEffect[];
}

export const AUTOLOGIN_STOPPED: AutologinState = { status: 'stopped' };

/** The interval in ms for a configured delay in seconds; null when none is configured (not a number). */
export function autologinIntervalMs(delaySeconds: unknown): number | null {
  if (typeof delaySeconds !== 'number' || !Number.isFinite(delaySeconds) || delaySeconds <= 0) return null;
  return Math.max(AUTOLOGIN_MIN_INTERVAL_MS, Math.round(delaySeconds * 1000));
}

export function autologinTransition(state: AutologinState, event: AutologinEvent): AutologinTransition {
  switch (event.type) {
    case 'loggedIn': {
      // "Starts on first login": a second login while it runs keeps the running timer.
      if (state.status === 'running') return { state, effects: [] };
      const intervalMs = autologinIntervalMs(event.delaySeconds);
      if (intervalMs === null) return { state, effects: [] };
      return {
        state: { status: 'running', intervalMs, dueAt: event.now + intervalMs, isRenewing: false },
        effects: [{ kind: 'arm', inMs: intervalMs }],
      };
    }
    case 'tick': {
      if (state.status !== 'running' || state.isRenewing) return { state, effects: [] };
      // A timer may fire early (clock changes); it is then armed again for what is left.
      if (event.now < state.dueAt)
        return { state, effects: [{ kind: 'arm', inMs: state.dueAt - event.now }] };
      return { state: { ...state, isRenewing: true }, effects: [{ kind: 'renew' }] };
    }
    case 'renewalEnded': {
      if (state.status !== 'running') return { state, effects: [] };
      return {
        state: { ...state, dueAt: event.now + state.intervalMs, isRenewing: false },
        effects: [{ kind: 'arm', inMs: state.intervalMs }],
      };
    }
    case 'loggedOut':
      return state.status === 'running'
        ? { state: AUTOLOGIN_STOPPED, effects: [{ kind: 'cancel' }] }
        : { state, effects: [] };
  }
}
