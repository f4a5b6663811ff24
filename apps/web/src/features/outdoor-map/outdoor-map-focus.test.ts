import type { OutdoorPlace } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { outdoorMapFocusOf } from './outdoor-map-focus.js';

const station: OutdoorPlace = {
  id: 12,
  originalId: 'gmp-13',
  title: 'Issy train station',
  address: 'Place de la Gare',
  position: { lat: 48.82, lon: 2.26 },
  category: { key: 'transport', name: 'Public transport', color: '#1e8449' },
};

describe('outdoorMapFocusOf', () => {
  it('shows the place named by its id, or by the original id of a shared link', () => {
    expect(outdoorMapFocusOf({ id: 12 }, [station])).toEqual({ kind: 'place', place: station });
    expect(outdoorMapFocusOf({ id: '12' }, [station])).toEqual({ kind: 'place', place: station });
    expect(outdoorMapFocusOf({ originalId: 'gmp-13' }, [station])).toEqual({ kind: 'place', place: station });
  });

  it('says so when the named place is not on the map (unknown, or without a position)', () => {
    expect(outdoorMapFocusOf({ id: 99 }, [station])).toEqual({ kind: 'notOnMap' });
    expect(outdoorMapFocusOf({ originalId: 'gmp-99' }, [station])).toEqual({ kind: 'notOnMap' });
    expect(outdoorMapFocusOf({ id: 'abc' }, [station])).toEqual({ kind: 'notOnMap' });
  });

  it('shows every place when the route names none', () => {
    expect(outdoorMapFocusOf({}, [station])).toEqual({ kind: 'none' });
    expect(outdoorMapFocusOf({ id: '', originalId: '' }, [station])).toEqual({ kind: 'none' });
  });
});
