import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_ADMISSION_LIMITS } from '../config.js';
import type { ErrorBody } from './bad-request.js';

/**
 * Admission control of the expensive routes. Past what the database and the CPU absorb, requests would
 * pile up until clients time out (and resend, adding load) or the process runs out of memory, and the
 * cheap answers (data bundles, assets, the app itself) would wait behind them. A gate lets a few
 * requests run, queues a bounded number briefly, and turns the rest away at once with 429 and
 * Retry-After: over capacity the answer is a quick refusal, never a slow one.
 *
 * Lead saves have a gate of their own (after a Wi-Fi outage every device sends its backlog at once and
 * the idempotent merge makes the resend safe); login, participant search, contact requests, the notes
 * mail and photo uploads share another, declared on each route with `config: { isExpensive: true }`.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route passes the app's admission gate before its handler runs. */
    isExpensive?: boolean;
  }
}

/** The limits are set per deployment (config.ts: the database behind decides); the waits are not. */
export interface AdmissionGateOptions {
  /** Requests running at once. */
  maxInFlight: number;
  /** Requests waiting for a slot; one more is refused. */
  maxQueued: number;
  /** How long a request may wait for a slot before it is refused after all. */
  maxWaitMs: number;
  /** Seconds a refused client is asked to wait (Retry-After). */
  retryAfterSeconds: number;
}

export const DEFAULT_ADMISSION_GATE: AdmissionGateOptions = {
  ...DEFAULT_ADMISSION_LIMITS,
  maxWaitMs: 2_000,
  retryAfterSeconds: 2,
};

/** Gives back the slot; call it once the request has answered or failed (later calls do nothing). */
export type ReleaseSlot = () => void;

interface Waiter {
  grant(release: ReleaseSlot | null): void;
}

export class AdmissionGate {
  private inFlight = 0;
  private readonly queue: Waiter[] = [];
  /** Requests turned away since the process started, for the logs and the benchmark. */
  refused = 0;

  constructor(readonly options: AdmissionGateOptions = DEFAULT_ADMISSION_GATE) {}

  /**
   * A slot, at once or after a short wait; null when the request must be refused (429). A granted slot is
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

/**
 * Puts `gate` in front of every route declaring `isExpensive`, whichever plugin scope registers it. The
 * slot is taken once the body is read and checked by the route's limits (a trickled body must not hold
 * a slot), and given back when the answer is sent or the client goes away.
 */
export function registerAdmissionGate(app: FastifyInstance, gate: AdmissionGate): void {
  const slots = new WeakMap<FastifyRequest, ReleaseSlot>();
  const release = (request: FastifyRequest) => {
    slots.get(request)?.();
    slots.delete(request);
  };
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.isExpensive) return;
    const slot = await gate.acquire();
    if (slot) {
      slots.set(request, slot);
      return;
    }
    const body: ErrorBody = {
      error: 'TOO_MANY_REQUESTS',
      message: 'The back office is busy: try again after Retry-After seconds',
    };
    return reply
      .code(429)
      .header('Retry-After', String(gate.options.retryAfterSeconds))
      .header('Cache-Control', 'no-store')
      .send(body);
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}
