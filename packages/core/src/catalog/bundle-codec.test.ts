import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyIncrement,
  decodeBundle,
  diffBundles,
  encodeBundle,
  type FieldsByType,
  fieldOrder,
} from './bundle-codec.js';
import type { DataBundle } from './bundle-format.js';
import type { CatalogRecord, CatalogRecords } from './catalog-item.js';

/** Field values as the app reads them; null is left out because decoding drops null fields. */
const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.record({ rank: fc.integer() }),
);

/** Records of two types over a small pool of ids and field names, so versions overlap and change. */
const records: fc.Arbitrary<CatalogRecords> = fc
  .record({
    events: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 12 }),
    places: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 12 }),
  })
  .chain(({ events, places }) => {
    const recordsOf = (ids: number[], prefix: string) =>
      fc.tuple(
        ...ids.map((id) =>
          fc
            .dictionary(fc.constantFrom('title', 'lump', 'start_date', 'rank', 'place_id'), value, {
              maxKeys: 4,
            })
            .map((fields): CatalogRecord => ({ ...fields, id, original_id: `${prefix}-${id}` })),
        ),
      );
    return fc.record({ events: recordsOf(events, 'EV'), places: recordsOf(places, 'PL') });
  });

/**
 * What decoding gives back: records in id order, as the bundle stores them; a type with no
 * records and no earlier schema is not in the bundle at all.
 */
function sorted(input: CatalogRecords): CatalogRecords {
  const result: CatalogRecords = {};
  for (const [type, list] of Object.entries(input) as [keyof CatalogRecords, CatalogRecord[]][]) {
    if (list.length > 0) result[type] = [...list].sort((a, b) => a.id - b.id);
  }
  return result;
}

/** Bundles of successive versions sharing one schema: the union of all versions' fields. */
function versionedBundles(versions: CatalogRecords[]): DataBundle[] {
  let fields: FieldsByType = {};
  for (const version of versions) fields = fieldOrder(version, fields);
  return versions.map((version, index) => encodeBundle(version, index + 1, 'fre', fields));
}

describe('bundle codec', () => {
  it('decodes what it encodes', () => {
    fc.assert(
      fc.property(records, (input) => {
        expect(decodeBundle(encodeBundle(input, 1, 'fre'))).toEqual(sorted(input));
      }),
    );
  });

  it('brings the bundle of v1 to vN by applying each increment in turn', () => {
    fc.assert(
      fc.property(fc.array(records, { minLength: 2, maxLength: 5 }), (versions) => {
        const bundles = versionedBundles(versions);
        let current = bundles[0]!;
        for (const next of bundles.slice(1)) current = applyIncrement(current, diffBundles(current, next));
        expect(current).toEqual(bundles.at(-1));
        expect(decodeBundle(current)).toEqual(decodeBundle(bundles.at(-1)!));
      }),
    );
  });

  it('finds nothing to send between identical bundles', () => {
    fc.assert(
      fc.property(records, (input) => {
        const bundle = encodeBundle(input, 1, 'fre');
        expect(diffBundles(bundle, { ...bundle, version: 2 }).data).toEqual({});
      }),
    );
  });

  it('sends removed records as null', () => {
    fc.assert(
      fc.property(records, records, (before, after) => {
        const [first, second] = versionedBundles([before, after]);
        const increment = diffBundles(first!, second!);
        const kept = new Set((after.events ?? []).map((record) => String(record.id)));
        for (const record of before.events ?? []) {
          const id = String(record.id);
          if (!kept.has(id)) expect(increment.data.events?.[id]).toBeNull();
        }
      }),
    );
  });

  it('refuses an increment from another version or schema, leaving the data as it was', () => {
    const v1 = encodeBundle({ events: [{ id: 1, original_id: 'E1', title: 'A' }] }, 1, 'fre');
    const v2 = encodeBundle({ events: [{ id: 1, original_id: 'E1', title: 'B' }] }, 2, 'fre');
    const v3 = encodeBundle({ events: [{ id: 1, original_id: 'E1', title: 'C' }] }, 3, 'fre');
    const fromV2 = diffBundles(v2, v3);
    expect(() => applyIncrement(v1, fromV2)).toThrow(/version 2 cannot apply to version 1/);
    const otherSchema = { ...diffBundles(v1, v2), schema: 'other' };
    expect(() => applyIncrement(v1, otherSchema)).toThrow(/schema/);
    const misfiled = { ...diffBundles(v1, v2), data: { events: { 2: [1, 'E1', 'B'] } } };
    expect(() => applyIncrement(v1, misfiled)).toThrow(/under id 2/);
    expect(decodeBundle(v1).events?.[0]?.title).toBe('A');
  });

  it('refuses to diff bundles of different schemas, which need a full reload', () => {
    const v1 = encodeBundle({ events: [{ id: 1, original_id: 'E1', title: 'A' }] }, 1, 'fre');
    const v2 = encodeBundle({ events: [{ id: 1, original_id: 'E1', title: 'A', color: '#fff' }] }, 2, 'fre');
    expect(() => diffBundles(v1, v2)).toThrow(/schemas/);
  });
});
