import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bundleFields,
  decodeBundle,
  decodeRow,
  diffBundles,
  encodeBundle,
  fieldOrder,
} from './bundle-codec.js';
import type { DataBundle, DataIncrement } from './bundle-format.js';
import type { CatalogRecord, CatalogRecords } from './catalog-item.js';
import { planIncrement } from './increment-plan.js';

function exhibitor(id: number, title = `Exhibitor ${id}`): CatalogRecord {
  return { id, original_id: `exh-${id}`, title };
}

function heldOf(bundle: DataBundle) {
  return { version: bundle.version, schema: bundle.schema, fields: bundleFields(bundle) };
}

/** Two versions sharing one schema, as the publisher sends them. */
function versions(before: CatalogRecords, after: CatalogRecords): [DataBundle, DataBundle] {
  const fields = fieldOrder(after, fieldOrder(before));
  return [encodeBundle(before, 1, 'fre', fields), encodeBundle(after, 2, 'fre', fields)];
}

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 15 });
const titled = (list: number[], renamed: number[] = []) =>
  list.map((id) => exhibitor(id, renamed.includes(id) ? `Renamed ${id}` : `Exhibitor ${id}`));

describe('increment plan', () => {
  it('names the rows to write and the ids to remove, per type, with the held field order', () => {
    const [v1, v2] = versions(
      { exhibitors: [exhibitor(1), exhibitor(2), exhibitor(3)], events: [{ id: 1, original_id: 'E1' }] },
      {
        exhibitors: [exhibitor(1), exhibitor(2, 'Renamed'), exhibitor(4)],
        events: [{ id: 1, original_id: 'E1' }],
      },
    );
    const plan = planIncrement(heldOf(v1), diffBundles(v1, v2));
    expect(plan).toEqual([
      {
        type: 'exhibitors',
        fields: ['id', 'original_id', 'title'],
        put: [
          [2, 'exh-2', 'Renamed'],
          [4, 'exh-4', 'Exhibitor 4'],
        ],
        remove: [3],
      },
    ]);
  });

  it('refuses an increment from another version or schema', () => {
    const [v1, v2] = versions({ exhibitors: [exhibitor(1)] }, { exhibitors: [exhibitor(1, 'B')] });
    const increment = diffBundles(v1, v2);
    expect(() => planIncrement({ ...heldOf(v1), version: 7 }, increment)).toThrow(
      /version 1 cannot apply to version 7/,
    );
    expect(() => planIncrement({ ...heldOf(v1), schema: 'other' }, increment)).toThrow(/schema/);
  });

  it('refuses a type the held schema lacks, and a row filed under another id than its own', () => {
    const [v1, v2] = versions({ exhibitors: [exhibitor(1)] }, { exhibitors: [exhibitor(1, 'B')] });
    const increment = diffBundles(v1, v2);
    const foreignType: DataIncrement = { ...increment, data: { events: { 1: [1, 'E1'] } } };
    expect(() => planIncrement(heldOf(v1), foreignType)).toThrow(/type events/);
    const misfiled: DataIncrement = { ...increment, data: { exhibitors: { 2: [1, 'exh-1', 'B'] } } };
    expect(() => planIncrement(heldOf(v1), misfiled)).toThrow(/under id 2/);
    const notAnId: DataIncrement = { ...increment, data: { exhibitors: { first: null } } };
    expect(() => planIncrement(heldOf(v1), notAnId)).toThrow(/first/);
  });

  it('turns the records of one version into the next when its puts and removals are carried out', () => {
    fc.assert(
      fc.property(ids, ids, ids, (before, renamed, after) => {
        const [v1, v2] = versions({ exhibitors: titled(before) }, { exhibitors: titled(after, renamed) });
        const held = new Map((decodeBundle(v1).exhibitors ?? []).map((record) => [record.id, record]));
        for (const change of planIncrement(heldOf(v1), diffBundles(v1, v2))) {
          for (const id of change.remove) held.delete(id);
          for (const row of change.put) held.set(Number(row[0]), decodeRow(change.fields, row));
        }
        expect([...held.values()].sort((a, b) => a.id - b.id)).toEqual(decodeBundle(v2).exhibitors ?? []);
      }),
    );
  });
});
