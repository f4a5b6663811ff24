import { describe, expect, it } from 'vitest';
import {
  cachedConnectivity,
  connectivityCheckFinished,
  connectivityCheckStarted,
  createConnectivityChecker,
  EMPTY_CONNECTIVITY_CACHE,
  isCheckOverdue,
  needsConnectivityCheck,
} from './connectivity-cache.js';

const T = 50_000;

describe('connectivity cache', () => {
  it('needs a check when nothing is known', () => {
    expect(cachedConnectivity(EMPTY_CONNECTIVITY_CACHE, T)).toBeUndefined();
    expect(needsConnectivityCheck(EMPTY_CONNECTIVITY_CACHE, T)).toBe(true);
  });

  it('answers from the cache for 5 s', () => {
    const cache = connectivityCheckFinished(false, T);
    expect(cachedConnectivity(cache, T + 4999)).toBe(false);
    expect(needsConnectivityCheck(cache, T + 4999)).toBe(false);
    expect(cachedConnectivity(cache, T + 5000)).toBeUndefined();
    expect(needsConnectivityCheck(cache, T + 5000)).toBe(true);
  });

  it('does not trust an answer from the future after the clock went back', () => {
    expect(cachedConnectivity(connectivityCheckFinished(true, T), T - 1)).toBeUndefined();
  });

  it('waits for a check under way until its 8 s timeout', () => {
    const cache = connectivityCheckStarted(EMPTY_CONNECTIVITY_CACHE, T);
    expect(needsConnectivityCheck(cache, T + 7999)).toBe(false);
    expect(isCheckOverdue(cache, T + 7999)).toBe(false);
    expect(isCheckOverdue(cache, T + 8000)).toBe(true);
    expect(needsConnectivityCheck(cache, T + 8000)).toBe(true);
  });
});

describe('connectivity checker', () => {
  function setup(answers: Array<boolean | Error>) {
    let time = T;
    const timeouts: number[] = [];
    const probe = (timeoutMs: number) => {
      timeouts.push(timeoutMs);
      const answer = answers.shift();
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? true);
    };
    const checker = createConnectivityChecker(probe, () => time);
    return { checker, timeouts, advance: (ms: number) => (time += ms) };
  }

  it('shares one probe between concurrent callers and caches its answer', async () => {
    const { checker, timeouts, advance } = setup([true, false]);
    expect(await Promise.all([checker.isOnline(), checker.isOnline()])).toEqual([true, true]);
    advance(4000);
    expect(await checker.isOnline()).toBe(true);
    expect(timeouts).toEqual([8000]);
    advance(1000);
    expect(await checker.isOnline()).toBe(false);
    expect(timeouts).toHaveLength(2);
  });

  it('counts a failed probe as offline', async () => {
    const { checker } = setup([new Error('network down')]);
    expect(await checker.isOnline()).toBe(false);
  });

  it('checks again at once after invalidation', async () => {
    const { checker, timeouts } = setup([false, true]);
    expect(await checker.isOnline()).toBe(false);
    checker.invalidate();
    expect(await checker.isOnline()).toBe(true);
    expect(timeouts).toHaveLength(2);
  });
});
