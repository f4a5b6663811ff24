import type { PageKey } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { type WarmingEnvironment, warmPageCode } from './warm-page-code.js';

/** Pages that record when their code is fetched. */
function fakePages(keys: PageKey[], fetched: string[]): Map<PageKey, object> {
  return new Map(keys.map((key) => [key, { preload: async () => void fetched.push(key) }] as const));
}

function fakeEnvironment(options: { hasMap: boolean; warmed?: boolean }) {
  const fetched: string[] = [];
  let remembered = options.warmed ?? false;
  const environment: WarmingEnvironment = {
    whenIdle: (task) => void Promise.resolve().then(task),
    wasWarmed: () => remembered,
    rememberWarmed: () => {
      remembered = true;
    },
    hasMap: () => options.hasMap,
    loadMapEngine: async () => void fetched.push('map engine'),
  };
  return { environment, fetched, isRemembered: () => remembered };
}

describe('fetching the code of every page ahead, for offline use', () => {
  it('fetches every page but the maps for a show without a map, and remembers it for this build', async () => {
    const { environment, fetched, isRemembered } = fakeEnvironment({ hasMap: false });
    await warmPageCode(
      environment,
      fakePages(['home', 'mobigeo', 'favorites', 'googleMap', 'notes'], fetched),
    );
    expect(fetched).toEqual(['home', 'favorites', 'notes']);
    expect(isRemembered()).toBe(true);
  });

  it('fetches the map pages and the map engine last for a show with a map', async () => {
    const { environment, fetched } = fakeEnvironment({ hasMap: true });
    await warmPageCode(environment, fakePages(['home', 'mobigeo', 'favorites'], fetched));
    expect(fetched).toEqual(['home', 'favorites', 'mobigeo', 'map engine']);
  });

  it('fetches nothing again on a device that warmed this build', async () => {
    const { environment, fetched } = fakeEnvironment({ hasMap: true, warmed: true });
    await warmPageCode(environment, fakePages(['home', 'mobigeo'], fetched));
    expect(fetched).toEqual([]);
  });
});
