import type { SourceItem } from '@showfloor/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { openTestDatabase, TEST_DRIVERS } from '../../testing/test-database.js';
import { CatalogRepository, type ImportBatch } from './catalog.repository.js';

function event(id: string, room: string, speakers: string[] = [], title = `Talk ${id}`): SourceItem {
  return {
    type: 'events',
    original_id: id,
    fields: { title, start_date: '2026-03-01T10:00:00+01:00' },
    refs: {
      place: { type: 'places', ids: [room] },
      ...(speakers.length > 0 ? { speakers: { type: 'speakers', ids: speakers } } : {}),
    },
  };
}
const place = (id: string): SourceItem => ({ type: 'places', original_id: id, fields: { name: id } });
const speaker = (id: string): SourceItem => ({ type: 'speakers', original_id: id, fields: { title: id } });
const floor = (id: string): SourceItem => ({ type: 'floors', original_id: id, fields: { name: id } });

const FIRST: ImportBatch[] = [
  {
    source: 'schedule:a',
    items: [
      event('1', 'r1', ['s1']),
      event('2', 'r2', ['s2']),
      place('r1'),
      place('r2'),
      speaker('s1'),
      speaker('s2'),
    ],
  },
  { source: 'schedule:b', items: [event('9', 'r2'), place('r2')] },
  {
    items: [{ ...speaker('s2'), refs: { events: { type: 'events', ids: ['2'] } } }, floor('f0'), floor('f1')],
  },
];

const SECOND: ImportBatch[] = [
  // Talk 2 and room r1 leave programme a; r2 is b's too.
  {
    source: 'schedule:a',
    items: [
      { ...event('1', 'r2', ['s1']), fields: { title: 'Moved' } },
      event('3', 'r2'),
      place('r2'),
      speaker('s1'),
    ],
  },
  { items: [floor('f1'), floor('f2')] },
];

for (const driver of TEST_DRIVERS) {
  describe(`the import dry run on ${driver}`, () => {
    let handle: DatabaseHandle;
    let catalog: CatalogRepository;
    beforeEach(async () => {
      handle = await openTestDatabase(driver);
      catalog = new CatalogRepository(handle.db);
    });
    afterEach(async () => {
      await handle.close();
    });

    it('foretells exactly what the import then does, writing nothing itself', async () => {
      const emptyPlan = await catalog.planImport(FIRST);
      expect(await catalog.countsByType()).toEqual({});
      const first = await catalog.importItems(FIRST);
      expect(emptyPlan.byType).toEqual(first.byType);
      expect([emptyPlan.inserted, emptyPlan.updated, emptyPlan.deleted]).toEqual([
        first.inserted,
        first.updated,
        first.deleted,
      ]);

      const before = await catalog.sourcedItems();
      const plan = await catalog.planImport(SECOND, { replacedTypes: ['floors'] });
      expect(await catalog.sourcedItems()).toEqual(before);
      const second = await catalog.importItems(SECOND, { replacedTypes: ['floors'] });
      expect(plan.byType).toEqual(second.byType);
      expect([plan.inserted, plan.updated, plan.unchanged, plan.deleted]).toEqual([
        second.inserted,
        second.updated,
        second.unchanged,
        second.deleted,
      ]);
      // Talk 2 stays: the organiser's speaker s2 names it; room r1 goes with programme a.
      expect(plan.byType.events).toEqual({ added: 1, updated: 1, removed: 0 });
      expect(plan.items.places?.removed).toEqual([{ originalId: 'r1', label: 'r1' }]);
      expect(plan.items.floors?.removed).toEqual([{ originalId: 'f0', label: 'f0' }]);
    });

    it('foretells nothing for a file imported again unchanged', async () => {
      await catalog.importItems(FIRST);
      const plan = await catalog.planImport(FIRST);
      expect(plan.byType).toEqual({});
      expect(plan.unchanged).toBe(await catalog.sourcedItems().then((items) => items.length));
    });
  });
}
