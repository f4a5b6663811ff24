import { describe, expect, it } from 'vitest';
import { parseLevelTag } from './osm-level-tag.js';

describe('OSM level tags', () => {
  it('reads single levels, lists, ranges and basements', () => {
    expect(parseLevelTag('1')).toEqual([1]);
    expect(parseLevelTag('-1')).toEqual([-1]);
    expect(parseLevelTag('0;2')).toEqual([0, 2]);
    expect(parseLevelTag('2;0')).toEqual([0, 2]);
    expect(parseLevelTag('0-2')).toEqual([0, 1, 2]);
    expect(parseLevelTag('-2--1')).toEqual([-2, -1]);
    expect(parseLevelTag('0.5')).toEqual([0.5]);
  });

  it('gives nothing for absent or unreadable tags, so the feature is treated as outdoor', () => {
    expect(parseLevelTag(undefined)).toBeUndefined();
    expect(parseLevelTag('')).toBeUndefined();
    expect(parseLevelTag('ground')).toBeUndefined();
  });
});
