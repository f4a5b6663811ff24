import { DEFAULT_LEAD_SAVE_LIMITS, type LeadSaveLimits } from '../../config.js';

/**
 * Admission control of the save-contacts route. After a Wi-Fi outage every device sends its backlog at
 * once; past what the database absorbs, requests would pile up until clients time out (and resend,
 * adding load) or the process runs out of memory. The gate lets a few saves run, queues a bounded
 * number briefly, and turns the rest away at once with 429 and Retry-After: the device keeps its
 * contacts unsynchronised and sends them again later, which the idempotent merge makes safe.
 */

/** The limits are set per deployment (config.ts: the database behind decides); the waits are not. */
export interface SaveContactsGateOptions extends LeadSaveLimits {
  /** How long a save may wait for a slot before it is refused after all. */
  maxWaitMs: number;
  /** Seconds a refused device is asked to wait (Retry-After). */
  retryAfterSeconds: number;
}

export const DEFAULT_SAVE_CONTACTS_GATE: SaveContactsGateOptions = {
  ...DEFAULT_LEAD_SAVE_LIMITS,
  maxWaitMs: 5_000,
  retryAfterSeconds: 2,
};

/** Gives back the slot; call it exactly once, when the save has answered or failed. */
export type ReleaseSlot = () => void;

interface Waiter {
  grant(release: ReleaseSlot | null): void;
}

export class SaveContactsGate {
  private inFlight = 0;
  private readonly queue: Waiter[] = [];
  /** Saves turned away since the process started, for the logs and the benchmark. */
  refused = 0;

  constructor(readonly options: SaveContactsGateOptions = DEFAULT_SAVE_CONTACTS_GATE) {}

  /**
   * A slot, at once or after a short wait; null when the save must be refused (429). A granted slot is
   * handed over on the next turn of the event loop: embedded PGlite runs a whole transaction without
   * ever yielding to it, so without this turn the requests waiting in the sockets would not even be
   * read (let alone queued or refused) until the backlog drained, and clients would time out instead.
   */
  acquire(): Promise<ReleaseSlot | null> {
    if (this.inFlight < this.options.maxInFlight) {
      this.inFlight += 1;
      const release = this.releaser();
      return new Promise((resolve) => setImmediate(() => resolve(release)));
    }
    if (this.queue.length >= this.options.maxQueued) return Promise.resolve(this.refuse());
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: (release) => {
          clearTimeout(timer);
          setImmediate(() => resolve(release));
        },
      };
      const timer = setTimeout(() => {
        const index = this.queue.indexOf(waiter);
        if (index >= 0) this.queue.splice(index, 1);
        resolve(this.refuse());
      }, this.options.maxWaitMs);
      this.queue.push(waiter);
    });
  }

  get load(): { inFlight: number; queued: number } {
    return { inFlight: this.inFlight, queued: this.queue.length };
  }

  private refuse(): null {
    this.refused += 1;
    return null;
  }

  private releaser(): ReleaseSlot {
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      // The slot passes straight to the oldest waiter, so a burst cannot overtake the queue.
      const next = this.queue.shift();
      if (next) next.grant(this.releaser());
      else this.inFlight -= 1;
    };
  }
}
