import { describe, expect, it } from 'vitest';
import { decodeBundle, encodeBundle } from './bundle-codec.js';
import type { CatalogRecords } from './catalog-item.js';
import { firstPagePath, firstPagePayloadOf } from './first-page-payload.js';

const records: CatalogRecords = {
  events: [
    {
      id: 2,
      original_id: 'talk-2',
      title: 'Rust in the kernel',
      description: '<p>Long abstract</p>',
      start_time: '10:00',
    },
    {
      id: 1,
      original_id: 'talk-1',
      title: 'Opening',
      description: '<p>Welcome</p>',
      event_place_text: 'Janson',
    },
  ],
  speakers: [
    { id: 7, original_id: 'sp-7', title: 'Ada', biography: '<p>Her life</p>', organisation: 'ACME' },
  ],
};

describe('first page payload', () => {
  it("keeps every record with its short fields in the bundle's order, without descriptions and biographies", () => {
    const bundle = encodeBundle(records, 3, 'eng');
    const payload = firstPagePayloadOf(bundle, { name: 'FOSDEM' });
    expect(payload).toMatchObject({
      version: 3,
      schema: bundle.schema,
      locale: 'eng',
      config: { name: 'FOSDEM' },
    });
    expect(payload.data.events?.fields).toEqual(bundle.data.events?.fields);
    const decoded = decodeBundle({ ...bundle, data: payload.data });
    expect(decoded.events).toEqual([
      { id: 1, original_id: 'talk-1', title: 'Opening', event_place_text: 'Janson' },
      { id: 2, original_id: 'talk-2', title: 'Rust in the kernel', start_time: '10:00' },
    ]);
    expect(decoded.speakers).toEqual([{ id: 7, original_id: 'sp-7', title: 'Ada', organisation: 'ACME' }]);
  });

  it('leaves out the venue (its buildings and floors carry the map geometry), which the map reads stored only', () => {
    const withVenue: CatalogRecords = {
      ...records,
      buildings: [{ id: 4, original_id: 'hall-a', title: 'Hall A' }],
      floors: [{ id: 5, original_id: 'hall-a-0', title: 'Ground floor', venue: '{"units":[]}' }],
    };
    const bundle = encodeBundle(withVenue, 3, 'eng');
    const payload = firstPagePayloadOf(bundle, {});
    expect(Object.keys(payload.data).sort()).toEqual(['events', 'speakers']);
    expect(Object.keys(bundle.data).sort()).toEqual(['buildings', 'events', 'floors', 'speakers']);
  });

  it('leaves the bundle it slices unchanged, and lives beside it', () => {
    const bundle = encodeBundle(records, 3, 'fre');
    const before = JSON.stringify(bundle);
    firstPagePayloadOf(bundle, {});
    expect(JSON.stringify(bundle)).toBe(before);
    expect(firstPagePath('fre')).toBe('offline/first_fre.json');
  });
});
