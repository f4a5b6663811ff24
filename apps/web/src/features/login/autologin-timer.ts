import {
  AUTOLOGIN_STOPPED,
  type AutologinEvent,
  type AutologinState,
  autologinTransition,
} from '@showfloor/core';

/** The timer functions the autologin needs; the browser's by default, a fake clock in tests. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const BROWSER_TIMERS: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Core's autologin machine (spec core §4) wired to one timer: `renew` is called each time the
 * configured delay has passed, and the next interval starts once it has ended.
 */
export class AutologinTimer {
  private state: AutologinState = AUTOLOGIN_STOPPED;
  private handle: unknown = null;

  constructor(
    private readonly timers: Timers,
    private readonly now: () => number,
    private readonly renew: () => Promise<void>,
  ) {}

  /** A login, or a start with a stored session: starts when a numeric delay is configured. */
  loggedIn(delaySeconds: unknown): void {
    this.dispatch({ type: 'loggedIn', now: this.now(), delaySeconds });
  }

  loggedOut(): void {
    this.dispatch({ type: 'loggedOut' });
  }

  isRunning(): boolean {
    return this.state.status === 'running';
  }

  private dispatch(event: AutologinEvent): void {
    const { state, effects } = autologinTransition(this.state, event);
    this.state = state;
    for (const effect of effects) {
      if (effect.kind === 'cancel' || effect.kind === 'arm') this.disarm();
      if (effect.kind === 'arm') {
        this.handle = this.timers.setTimeout(() => {
          this.handle = null;
          this.dispatch({ type: 'tick', now: this.now() });
        }, effect.inMs);
      }
      if (effect.kind === 'renew') {
        void this.renew()
          .catch(() => undefined)
          .then(() => this.dispatch({ type: 'renewalEnded', now: this.now() }));
      }
    }
  }

  private disarm(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}
