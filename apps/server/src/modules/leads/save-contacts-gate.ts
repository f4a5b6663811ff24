import { z } from 'zod';

/**
 * Admission control of the save-contacts route. After a Wi-Fi outage every device sends its backlog at
 * once; past what the database absorbs, requests would pile up until clients time out (and resend,
 * adding load) or the process runs out of memory. The gate lets a few saves run, queues a bounded
 * number briefly, and turns the rest away at once with 429 and Retry-After: the device keeps its
 * contacts unsynchronised and sends them again later, which the idempotent merge makes safe.
 */

export interface SaveContactsGateOptions {
  /** Saves running at once. PGlite runs one transaction at a time; PostgreSQL takes a few more. */
  maxInFlight: number;
  /** Saves waiting for a slot; one more is refused. */
  maxQueued: number;
  /** How long a save may wait for a slot before it is refused after all. */
  maxWaitMs: number;
  /** Seconds a refused device is asked to wait (Retry-After). */
  retryAfterSeconds: number;
}

export const DEFAULT_SAVE_CONTACTS_GATE: SaveContactsGateOptions = {
  maxInFlight: 4,
  maxQueued: 64,
  maxWaitMs: 5_000,
  retryAfterSeconds: 2,
};

const positiveInteger = z.coerce.number().int().min(1).max(10_000);

const gateEnvSchema = z.object({
  LEAD_SAVE_MAX_IN_FLIGHT: positiveInteger.default(DEFAULT_SAVE_CONTACTS_GATE.maxInFlight),
  LEAD_SAVE_MAX_QUEUED: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(DEFAULT_SAVE_CONTACTS_GATE.maxQueued),
});

/**
 * The gate's limits from the environment (LEAD_SAVE_MAX_IN_FLIGHT, LEAD_SAVE_MAX_QUEUED): PostgreSQL
 * with a larger pool takes more saves at once than embedded PGlite.
 */
export function saveContactsGateOptions(env: NodeJS.ProcessEnv): SaveContactsGateOptions {
  const parsed = gateEnvSchema.safeParse(env);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'LEAD_SAVE_MAX_IN_FLIGHT');
    throw new Error(`${field} must be a positive whole number`);
  }
  return {
    ...DEFAULT_SAVE_CONTACTS_GATE,
    maxInFlight: parsed.data.LEAD_SAVE_MAX_IN_FLIGHT,
    maxQueued: parsed.data.LEAD_SAVE_MAX_QUEUED,
  };
}

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
