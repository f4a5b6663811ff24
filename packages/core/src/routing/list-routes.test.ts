import { describe, expect, it } from 'vitest';
import { detailRoute } from './detail-pages.js';
import { listRoute, parseListProps } from './list-routes.js';
import { decodeRoute, encodeRoute, isUnknownRoute } from './route-codec.js';

describe('list route', () => {
  it('survives a trip through the URL with its inputs and filter flags', () => {
    const route = listRoute([{ dataType: 'exhibitors', ids: [3, 1, 2] }], {
      hasFilter: true,
      filterEnabled: true,
      filterCatsCount: 2,
      filterCats: [10, 11],
    });
    const decoded = decodeRoute(encodeRoute(route));
    if (!decoded || isUnknownRoute(decoded)) throw new Error('route did not decode');
    expect(decoded.pageKey).toBe('list');
    expect(parseListProps(decoded.props)).toEqual({
      inputs: [{ dataType: 'exhibitors', ids: [3, 1, 2] }],
      hasFilter: true,
      filterEnabled: true,
      filterCatsCount: 2,
      filterCats: [10, 11],
      locateAll: false,
      hasGoToSynopticButton: false,
    });
  });

  it('drops unknown data types and malformed entries of a hand-edited link', () => {
    const props = parseListProps({
      inputs: [{ dataType: 'nonsense' }, 'exhibitors', { dataType: 'events', ids: [1, 'x', 2.5, 4] }],
      filterCatsCount: 'many',
    });
    expect(props.inputs).toEqual([{ dataType: 'events', ids: [1, 4] }]);
    expect(props.filterCatsCount).toBe(0);
  });

  it('opens the detail page of the row’s type with its id', () => {
    expect(detailRoute('exhibitors', 7)).toEqual({ pageKey: 'exhibitor', props: { id: 7 } });
    expect(detailRoute('events', 8)).toEqual({ pageKey: 'event', props: { id: 8 } });
    expect(detailRoute('countries', 9)).toBeUndefined();
  });
});
