import { describe, expect, it } from 'vitest';
import { boundsOfPoints, MIN_BOUNDS_SPAN_DEGREES } from './marker-bounds.js';

describe('boundsOfPoints', () => {
  it('is the smallest box holding every marker', () => {
    expect(
      boundsOfPoints([
        { lat: 48.83, lon: 2.29 },
        { lat: 48.84, lon: 2.27 },
        { lat: 48.82, lon: 2.31 },
      ]),
    ).toEqual([2.27, 48.82, 2.31, 48.84]);
  });

  it('has nothing to fit without markers', () => {
    expect(boundsOfPoints([])).toBeUndefined();
  });

  it('widens a single marker, or markers at one spot, to the minimum span around them', () => {
    const [west, south, east, north] = boundsOfPoints([{ lat: 48.83, lon: 2.29 }])!;
    expect(east - west).toBeCloseTo(MIN_BOUNDS_SPAN_DEGREES, 10);
    expect(north - south).toBeCloseTo(MIN_BOUNDS_SPAN_DEGREES, 10);
    expect((west + east) / 2).toBeCloseTo(2.29, 10);
    expect((south + north) / 2).toBeCloseTo(48.83, 10);
  });

  it('widens only the narrow side of a row of markers', () => {
    const bounds = boundsOfPoints([
      { lat: 48.83, lon: 2.2 },
      { lat: 48.83, lon: 2.4 },
    ])!;
    expect(bounds[0]).toBe(2.2);
    expect(bounds[2]).toBe(2.4);
    expect(bounds[3] - bounds[1]).toBeCloseTo(0.002, 10);
  });

  it('stays within the valid range at a pole or the antimeridian', () => {
    const [west, south, east, north] = boundsOfPoints([{ lat: 90, lon: 180 }])!;
    expect(north).toBe(90);
    expect(east).toBe(180);
    expect(south).toBeLessThan(90);
    expect(west).toBeLessThan(180);
  });
});
