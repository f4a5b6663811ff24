import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOfPath, SPEC_ROUTE_PATHS } from './page-paths.js';
import {
  decodeRoute,
  decodeRouteValue,
  encodeRoute,
  isUnknownRoute,
  type RouteProps,
} from './route-codec.js';

describe('encodeRoute', () => {
  it('writes the route separator, the page path, then the query', () => {
    expect(encodeRoute({ pageKey: 'exhibitor', props: { id: 12, lang: 'fr' } })).toBe(
      '?/exhibitor?id=12&lang=fr',
    );
  });

  it('writes only the path when the page has no props', () => {
    expect(encodeRoute({ pageKey: 'home', props: {} })).toBe('?/home');
  });

  it('removes the profile and two-column flags so a shared link does not force them', () => {
    const search = encodeRoute({ pageKey: 'event', props: { id: 3, profile: 'visitor', twoColumn: true } });
    expect(search).toBe('?/event?id=3');
  });

  it('replaces id by originalId when encoding for sharing', () => {
    const originalIdOf = (pageKey: string, id: number) =>
      pageKey === 'exhibitor' && id === 12 ? 'EXH-0012' : undefined;
    expect(encodeRoute({ pageKey: 'exhibitor', props: { id: 12 } }, { originalIdOf })).toBe(
      '?/exhibitor?originalId=EXH-0012',
    );
  });

  it('keeps the numeric id when the lookup does not know the item', () => {
    expect(encodeRoute({ pageKey: 'exhibitor', props: { id: 99 } }, { originalIdOf: () => undefined })).toBe(
      '?/exhibitor?id=99',
    );
  });

  it('escapes text and writes objects as JSON', () => {
    const search = encodeRoute({ pageKey: 'list', props: { q: 'a&b c', inputs: [{ dataType: 'events' }] } });
    expect(search).toBe(`?/list?q=a%26b%20c&inputs=${encodeURIComponent('[{"dataType":"events"}]')}`);
  });
});

describe('decodeRoute', () => {
  it('reads the page key and converts numbers and booleans', () => {
    expect(decodeRoute('?/exhibitor?id=12&pmr=true&lang=fr')).toEqual({
      pageKey: 'exhibitor',
      props: { id: 12, pmr: true, lang: 'fr' },
    });
  });

  it('accepts the search part without its leading separator', () => {
    expect(decodeRoute('/favorites')).toEqual({ pageKey: 'favorites', props: {} });
  });

  it('decodes JSON-looking values', () => {
    const route = decodeRoute(`?/list?inputs=${encodeURIComponent('[{"dataType":"events","ids":[1,2]}]')}`);
    expect(route).toEqual({ pageKey: 'list', props: { inputs: [{ dataType: 'events', ids: [1, 2] }] } });
  });

  it('reports an unknown path instead of a page', () => {
    const route = decodeRoute('?/nowhere?id=1');
    expect(route).toEqual({ unknownPath: '/nowhere' });
    expect(route && isUnknownRoute(route)).toBe(true);
  });

  it('returns null when the URL names no page', () => {
    expect(decodeRoute('')).toBeNull();
    expect(decodeRoute('?')).toBeNull();
  });

  it('survives a malformed escape in a hand-typed link', () => {
    expect(decodeRoute('?/search?text=100%')).toEqual({ pageKey: 'search', props: { text: '100%' } });
  });

  it('knows every path listed by the spec', () => {
    for (const path of SPEC_ROUTE_PATHS) expect(pageOfPath(path)).toBe(path.slice(1));
  });

  it('gives back the props it was given, for any JSON props', () => {
    // Strings that look like numbers, booleans or JSON are converted by design, so leave them out.
    const text = fc.string().filter((value) => decodeRouteValue(value) === value);
    const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.array(fc.integer()));
    const props = fc.dictionary(
      fc
        .string({ minLength: 1 })
        .filter((name) => name !== 'profile' && name !== 'twoColumn' && name !== '__proto__'),
      value,
    );
    fc.assert(
      fc.property(props, (input: RouteProps) => {
        expect(decodeRoute(encodeRoute({ pageKey: 'event', props: input }))).toEqual({
          pageKey: 'event',
          props: input,
        });
      }),
    );
  });
});

describe('decodeRouteValue', () => {
  it('keeps leading-zero codes as text', () => {
    expect(decodeRouteValue('007')).toBe('007');
    expect(decodeRouteValue('-1.5')).toBe(-1.5);
    expect(decodeRouteValue('{oops')).toBe('{oops');
  });
});
