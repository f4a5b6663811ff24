import { describe, expect, it } from 'vitest';
import { parseGeoPoint } from './geo-point.js';

describe('parseGeoPoint', () => {
  it('reads the shapes importers write: { lat, lng }, { lat, lon }, numeric texts and "lat,lng"', () => {
    expect(parseGeoPoint({ lat: 48.832, lng: 2.2875 })).toEqual({ lat: 48.832, lon: 2.2875 });
    expect(parseGeoPoint({ lat: -33.86, lon: 151.21 })).toEqual({ lat: -33.86, lon: 151.21 });
    expect(parseGeoPoint({ lat: ' 48.8 ', lng: '2.29' })).toEqual({ lat: 48.8, lon: 2.29 });
    expect(parseGeoPoint('48.8, 2.29')).toEqual({ lat: 48.8, lon: 2.29 });
  });

  it('accepts the edges of the valid range', () => {
    expect(parseGeoPoint({ lat: 90, lng: 180 })).toEqual({ lat: 90, lon: 180 });
    expect(parseGeoPoint({ lat: -90, lng: -180 })).toEqual({ lat: -90, lon: -180 });
  });

  it('rejects a latitude beyond ±90 or a longitude beyond ±180 (swapped or garbled coordinates)', () => {
    expect(parseGeoPoint({ lat: 90.0001, lng: 2 })).toBeUndefined();
    expect(parseGeoPoint({ lat: -91, lng: 2 })).toBeUndefined();
    expect(parseGeoPoint({ lat: 48, lng: 180.5 })).toBeUndefined();
    expect(parseGeoPoint({ lat: 48, lng: -200 })).toBeUndefined();
    expect(parseGeoPoint('2.29,148.8')).toEqual({ lat: 2.29, lon: 148.8 });
    expect(parseGeoPoint('148.8,2.29')).toBeUndefined();
  });

  it('rejects missing, non-numeric and placeholder positions', () => {
    for (const value of [
      undefined,
      null,
      '',
      'Paris',
      '48.8',
      '48.8,2.2,1',
      [48.8, 2.29],
      {},
      { lat: 48.8 },
      { lat: '', lng: '' },
      { lat: 'north', lng: 2 },
      { lat: Number.NaN, lng: 2 },
      { lat: Number.POSITIVE_INFINITY, lng: 2 },
      { lat: 0, lng: 0 },
    ]) {
      expect(parseGeoPoint(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});
