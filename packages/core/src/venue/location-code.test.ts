import { describe, expect, it } from 'vitest';
import { DEMO_VENUE_LAYOUT, generateHallVenue } from './hall-generator.js';
import {
  LOCATION_CODE_KINDS,
  locationCodeUnits,
  locationCodeUrl,
  parseLocationCode,
} from './location-code.js';

describe('location codes', () => {
  it('round-trips a unit id through the printed link, whatever the address', () => {
    const url = locationCodeUrl('https://show.example/app/', 'h1/entrance 1');
    expect(url.startsWith('https://show.example/app/?/mobigeo?here=')).toBe(true);
    expect(parseLocationCode(url)).toBe('h1/entrance 1');
    expect(parseLocationCode(url.replace('https://show.example/app', 'http://localhost:8080'))).toBe(
      'h1/entrance 1',
    );
  });

  it('refuses texts that are not location codes', () => {
    expect(parseLocationCode('#12&Jane#Doe')).toBeNull();
    expect(parseLocationCode('https://show.example/?/exhibitor?id=12')).toBeNull();
    expect(parseLocationCode('https://show.example/?/mobigeo?poi=B12')).toBeNull();
    expect(parseLocationCode('https://show.example/?/mobigeo?here=')).toBeNull();
    expect(parseLocationCode('')).toBeNull();
  });

  it('prints codes for entrances and connectors of every level, in level order', () => {
    const venue = generateHallVenue(DEMO_VENUE_LAYOUT);
    const units = locationCodeUnits(venue);
    expect(units.length).toBeGreaterThan(0);
    expect(units.every((unit) => LOCATION_CODE_KINDS.has(unit.kind))).toBe(true);
    expect(units.some((unit) => unit.kind === 'entrance')).toBe(true);
    expect(new Set(units.map((unit) => unit.levelId)).size).toBe(venue.levels.length);
  });
});
