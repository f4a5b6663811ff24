import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, pushRoute } from './navigation-history.js';
import type { Route } from './route-codec.js';
import { isTwoColumnLayout, twoColumnPanes } from './two-column-layout.js';

function historyOf(...routes: Route[]) {
  return routes.reduce(pushRoute, EMPTY_HISTORY);
}

const list: Route = { pageKey: 'list', props: { dataType: 'exhibitors' } };
const exhibitor: Route = { pageKey: 'exhibitor', props: { id: 12 } };
const event: Route = { pageKey: 'event', props: { id: 7 } };

describe('isTwoColumnLayout', () => {
  it('needs the feature, landscape and a width of at least 800 px', () => {
    expect(isTwoColumnLayout(true, { width: 1024, height: 768 })).toBe(true);
    expect(isTwoColumnLayout(true, { width: 800, height: 600 })).toBe(true);
    expect(isTwoColumnLayout(true, { width: 799, height: 600 })).toBe(false);
    expect(isTwoColumnLayout(true, { width: 834, height: 1112 })).toBe(false);
    expect(isTwoColumnLayout(false, { width: 1024, height: 768 })).toBe(false);
  });
});

describe('twoColumnPanes', () => {
  it('puts an item opened from a list beside that list', () => {
    expect(twoColumnPanes(historyOf({ pageKey: 'home', props: {} }, list, exhibitor))).toEqual({
      master: list,
      detail: exhibitor,
    });
  });

  it('keeps the list while related items are followed', () => {
    expect(twoColumnPanes(historyOf(list, exhibitor, event))).toEqual({ master: list, detail: event });
  });

  it('shows a page alone when it is not an item, or was not reached from a list', () => {
    expect(twoColumnPanes(historyOf(list))).toBeNull();
    expect(twoColumnPanes(historyOf(exhibitor))).toBeNull();
    expect(twoColumnPanes(historyOf(list, { pageKey: 'home', props: {} }, exhibitor))).toBeNull();
  });
});
