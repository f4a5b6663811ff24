import { describe, expect, it } from 'vitest';
import { currentEntry, EMPTY_HISTORY, goBack, pushRoute, replaceRoute } from './navigation-history.js';

describe('navigation history', () => {
  const home = { pageKey: 'home' as const, props: {} };
  const exhibitor = { pageKey: 'exhibitor' as const, props: { id: 4 } };

  it('keeps page key, props, navigation index and query of each entry', () => {
    const history = pushRoute(pushRoute(EMPTY_HISTORY, home), exhibitor);
    expect(history.entries).toEqual([
      { pageKey: 'home', props: {}, navIndex: 0, query: '?/home' },
      { pageKey: 'exhibitor', props: { id: 4 }, navIndex: 1, query: '?/exhibitor?id=4' },
    ]);
    expect(currentEntry(history)?.pageKey).toBe('exhibitor');
  });

  it('goes back to the previous page', () => {
    const result = goBack(pushRoute(pushRoute(EMPTY_HISTORY, home), exhibitor));
    expect(result.kind).toBe('back');
    if (result.kind === 'back') {
      expect(result.entry.pageKey).toBe('home');
      expect(result.history.entries).toHaveLength(1);
    }
  });

  it('signals an exit when back is pressed on the first entry', () => {
    expect(goBack(pushRoute(EMPTY_HISTORY, home))).toEqual({ kind: 'exit' });
    expect(goBack(EMPTY_HISTORY)).toEqual({ kind: 'exit' });
  });

  it('replaces the current entry on a redirect, so back skips it', () => {
    const history = replaceRoute(pushRoute(pushRoute(EMPTY_HISTORY, home), exhibitor), {
      pageKey: 'login',
      props: {},
    });
    expect(history.entries.map((entry) => entry.pageKey)).toEqual(['home', 'login']);
    expect(history.entries[1]?.navIndex).toBe(1);
  });
});
