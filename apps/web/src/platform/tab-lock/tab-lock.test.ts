import { describe, expect, it } from 'vitest';
import { holdTabLock, type TabLocks } from './index.js';

/** One lock name, granted in request order, as the browser grants a Web Lock between tabs. */
class FakeLocks implements TabLocks {
  private held = false;
  private readonly waiting: (() => void)[] = [];
  isRefusing = false;

  /** The tab holding the lock goes away: the next request in line gets it. */
  releaseHolder(): void {
    this.held = false;
    this.waiting.shift()?.();
  }

  request(
    _name: string,
    optionsOrCallback: { ifAvailable: true } | ((lock: Lock | null) => Promise<void>),
    maybeCallback?: (lock: Lock | null) => Promise<void> | undefined,
  ): Promise<unknown> {
    if (this.isRefusing) return Promise.reject(new DOMException('refused', 'SecurityError'));
    const lock = { name: 'lock', mode: 'exclusive' } as Lock;
    if (typeof optionsOrCallback === 'function') {
      const grant = () => {
        this.held = true;
        return optionsOrCallback(lock);
      };
      if (!this.held) return grant();
      return new Promise((resolve) => this.waiting.push(() => resolve(grant())));
    }
    if (this.held) return Promise.resolve(maybeCallback?.(null));
    this.held = true;
    return Promise.resolve(maybeCallback?.(lock));
  }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holdTabLock', () => {
  it('holds a free lock at once, without saying it waits', async () => {
    let waited = false;
    await holdTabLock(
      'leads',
      () => {
        waited = true;
      },
      new FakeLocks(),
    );
    expect(waited).toBe(false);
  });

  it('waits while another tab holds the lock, says so, and holds it once that tab goes', async () => {
    const locks = new FakeLocks();
    await holdTabLock('leads', () => undefined, locks);
    let waited = false;
    let isHeld = false;
    const second = holdTabLock(
      'leads',
      () => {
        waited = true;
      },
      locks,
    ).then(() => {
      isHeld = true;
    });
    await settled();
    expect(waited).toBe(true);
    expect(isHeld).toBe(false);
    locks.releaseHolder();
    await second;
    expect(isHeld).toBe(true);
  });

  it('works as the only tab without the Web Locks API, or when the browser refuses the request', async () => {
    await expect(holdTabLock('leads', () => undefined, undefined)).resolves.toBeUndefined();
    const refusing = new FakeLocks();
    refusing.isRefusing = true;
    await expect(holdTabLock('leads', () => undefined, refusing)).resolves.toBeUndefined();
  });
});
