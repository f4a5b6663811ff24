import { describe, expect, it } from 'vitest';
import { type AssetCache, putAssets } from './asset-cache.js';

/** A cache whose writes finish one tick later, recording how many were in flight at most. */
function slowCache(failOn?: string) {
  const stored = new Map<string, Blob>();
  let inFlight = 0;
  let mostInFlight = 0;
  const cache: AssetCache = {
    async put(url, file) {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      if (url === failOn) throw new Error(`quota exceeded on ${url}`);
      stored.set(url, file);
    },
  };
  return { cache, stored, mostInFlight: () => mostInFlight };
}

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    url: `/files/assets/logo-${index}.svg`,
    file: () => new Blob([`<svg>${index}</svg>`], { type: 'image/svg+xml' }),
  }));

describe('putAssets', () => {
  it('stores every asset of a big show, many at a time but never unbounded', async () => {
    const { cache, stored, mostInFlight } = slowCache();
    await putAssets(cache, entries(500));
    expect(stored.size).toBe(500);
    expect(await stored.get('/files/assets/logo-499.svg')?.text()).toBe('<svg>499</svg>');
    expect(mostInFlight()).toBeGreaterThan(1);
    expect(mostInFlight()).toBeLessThanOrEqual(32);
  });

  it('fails the update when one write fails', async () => {
    const { cache } = slowCache('/files/assets/logo-7.svg');
    await expect(putAssets(cache, entries(20))).rejects.toThrow(/logo-7/);
  });
});
