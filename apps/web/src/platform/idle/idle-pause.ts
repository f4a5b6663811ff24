/** Raised by `idlePause` once its signal is aborted: the work it paced is no longer wanted. */
export class IdleWorkCancelled extends Error {
  constructor() {
    super('idle work cancelled');
    this.name = 'IdleWorkCancelled';
  }
}

/**
 * Resolves in the browser's next idle period (within `timeoutMs` at the latest), or rejects with
 * IdleWorkCancelled when `signal` is aborted first: background work awaits it between its slices.
 */
export function idlePause(signal: AbortSignal, timeoutMs = 2000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new IdleWorkCancelled());
      return;
    }
    const done = () => {
      signal.removeEventListener('abort', cancel);
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
    signal.addEventListener('abort', cancel, { once: true });
  });
}
