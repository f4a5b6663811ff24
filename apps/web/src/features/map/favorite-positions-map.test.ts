import { generateHallVenue, locationCodeUrl } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { positionOfTarget, targetOfPosition } from './favorite-position-target.js';
import { locationScanResultOf } from './location-scan-result.js';
import { mapTargets } from './map-targets.js';

const venue = generateHallVenue({
  id: 'test',
  seed: 3,
  buildings: [
    { id: 'h', code: 'H', name: { $t: { en: 'Hall' } }, levels: 2, boothsPerLevel: 12, upperLevelRooms: 2 },
  ],
});
const booths = venue.units.filter((unit) => unit.kind === 'booth');
const exhibitor = {
  id: 7,
  original_id: 'e7',
  title: 'Acme Robotics',
  references: { places: [100, 101] },
};
const places = booths.slice(0, 2).map((unit, index) => ({
  id: 100 + index,
  original_id: `p${index}`,
  title: `Booth ${unit.code}`,
  lump: { code: unit.code! },
}));
const targets = mapTargets(venue, { places, exhibitors: [exhibitor] }, 'en', String);

describe('favourite positions on the map', () => {
  it('saves every unit of a place under the title, and shows it again under that title', () => {
    const acme = targets.find((target) => target.group === 'exhibitors')!;
    const saved = positionOfTarget(venue, acme, '  Meet Acme  ', { id: 'pos-1', createdAt: 5 });
    expect(saved.title).toBe('Meet Acme');
    expect(saved.places.map((place) => place.unitId)).toEqual(acme.unitIds);
    const shown = targetOfPosition(saved, venue, 'en', String);
    expect(shown?.title).toBe('Meet Acme');
    expect(shown?.unitIds).toEqual(acme.unitIds);
    expect(shown?.subtitle).toContain('Hall');
  });

  it('has nothing to show once its places left the venue', () => {
    const gone = {
      id: 'pos-2',
      title: 'Old hall',
      places: [{ x: 1, y: 1, zone: 'demolished', floor: 0 }],
      createdAt: 1,
    };
    expect(targetOfPosition(gone, venue, 'en', String)).toBeNull();
  });
});

describe('scanning a location code', () => {
  it('locates the visitor at the unit a printed code names, and refuses other QR codes', () => {
    const code = locationCodeUrl('https://show.example', 'h-L0-entrance-1');
    expect(locationScanResultOf({ kind: 'decoded', text: code })).toEqual({
      kind: 'located',
      unitId: 'h-L0-entrance-1',
    });
    expect(locationScanResultOf({ kind: 'decoded', text: '#12&Jane#Doe' })).toEqual({
      kind: 'notLocationCode',
    });
    expect(locationScanResultOf({ kind: 'denied' })).toEqual({ kind: 'denied' });
    expect(locationScanResultOf({ kind: 'error', reason: 'no camera' })).toEqual({ kind: 'failed' });
  });
});
