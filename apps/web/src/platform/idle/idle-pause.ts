/** Raised by `idlePause` once its signal is aborted: the work it paced is no longer wanted. */
export class IdleWorkCancelled extends Error {
  constructor() {
    super('idle work cancelled');
    this.name = 'IdleWorkCancelled';
  }
}

/**
 * How long background work waits for an idle period at most: a page kept busy (a list scrolled
 * without pause) has none, and the work must still progress, a short slice at a time, though
 * rarely enough not to slow what keeps the page busy.
 */
export const IDLE_PAUSE_TIMEOUT_MS = 2000;

/**
 * Resolves in the browser's next idle period (within `timeoutMs` at the latest), or rejects with
 * IdleWorkCancelled when `signal` is aborted first: background work awaits it between its slices.
 */
export function idlePause(signal?: AbortSignal, timeoutMs = IDLE_PAUSE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new IdleWorkCancelled());
      return;
    }
    const done = () => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    };
    let cancelTimer: () => void;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: timeoutMs });
      cancelTimer = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(done, 50);
      cancelTimer = () => clearTimeout(timer);
    }
    function cancel() {
      cancelTimer();
      reject(new IdleWorkCancelled());
    }
    signal?.addEventListener('abort', cancel, { once: true });
  });
}
