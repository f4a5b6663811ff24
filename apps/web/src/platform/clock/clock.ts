/**
 * The time, injected: screens and stores ask it instead of `Date.now()`, so a test sets the hour a
 * show day or a session expiry depends on. `setTimer` belongs here too, because a timer is the clock
 * telling a store that a time has come; the test clock fires it when advanced past it.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `callback` once after `ms`; the returned function cancels it. */
  setTimer(callback: () => void, ms: number): () => void;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimer: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  },
};

interface PendingTimer {
  at: number;
  callback: () => void;
}

/** A clock that moves only when told, firing the timers it passes in the order they are due. */
export class TestClock implements Clock {
  private time: number;
  private readonly timers = new Set<PendingTimer>();

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimer(callback: () => void, ms: number): () => void {
    const timer = { at: this.time + Math.max(0, ms), callback };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  /** Moves the time forward by `ms`, running each timer due on the way at its own time. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = this.nextDue(end);
      if (!next) break;
      this.timers.delete(next);
      this.time = next.at;
      next.callback();
    }
    this.time = end;
  }

  private nextDue(end: number): PendingTimer | undefined {
    let next: PendingTimer | undefined;
    for (const timer of this.timers) {
      if (timer.at <= end && (!next || timer.at < next.at)) next = timer;
    }
    return next;
  }
}
