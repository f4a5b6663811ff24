import { describe, expect, it } from 'vitest';
import type { SourceItem } from './catalog-item.js';
import { resolveSourceItem } from './resolve-record.js';

const ids: Record<string, number> = {
  'exhibitors:EXH-1': 10,
  'places:HALL-1': 20,
  'places:BOOTH-1': 21,
  'countries:FR': 30,
  'event_categories:CAT-1': 40,
  'speakers:SPK-1': 50,
  'event_categories:ROOT': 41,
};
const idOf = (type: string, originalId: string) => ids[`${type}:${originalId}`];

function event(overrides: Partial<SourceItem> = {}): SourceItem & { id: number } {
  return {
    id: 7,
    type: 'events',
    original_id: 'EVT-7',
    fields: {
      title: { $t: { fr: 'Ouverture', en: 'Opening' } },
      lump: { rank: 2, Theme: { $t: { fr: 'Vin', en: 'Wine' } } },
    },
    ...overrides,
  };
}

describe('resolveSourceItem', () => {
  it('localizes texts at any depth, with the fallback language when a text is missing', () => {
    const english = resolveSourceItem(event(), idOf, 'en', 'fr').record;
    expect(english).toMatchObject({
      id: 7,
      original_id: 'EVT-7',
      title: 'Opening',
      lump: { rank: 2, Theme: 'Wine' },
    });
    const frOnly = event({ fields: { title: { $t: { fr: 'Seulement' } } } });
    expect(resolveSourceItem(frOnly, idOf, 'en', 'fr').record.title).toBe('Seulement');
  });

  it('turns parent, exhibitor, place and country refs into top-level id fields', () => {
    const item = event({
      refs: {
        parent: { type: 'event_categories', ids: ['ROOT'] },
        exhibitor: { type: 'exhibitors', ids: ['EXH-1'] },
        place: { type: 'places', ids: ['HALL-1'] },
        country: { type: 'countries', ids: ['FR'] },
      },
    });
    const { record, missing } = resolveSourceItem(item, idOf, 'fr', 'fr');
    expect(record).toMatchObject({ parent_id: 41, exhibitor_id: 10, place_id: 20, country_id: 30 });
    expect(record.references).toBeUndefined();
    expect(missing).toEqual([]);
  });

  it('turns other refs into numeric id lists under references', () => {
    const item = event({
      refs: {
        cats: { type: 'event_categories', ids: ['CAT-1'] },
        places: { type: 'places', ids: ['HALL-1', 'BOOTH-1'] },
        speakers: { type: 'speakers', ids: ['SPK-1'] },
      },
    });
    expect(resolveSourceItem(item, idOf, 'fr', 'fr').record.references).toEqual({
      cats: [40],
      places: [20, 21],
      speakers: [50],
    });
  });

  it('drops dangling references and reports them', () => {
    const item = event({
      refs: {
        speakers: { type: 'speakers', ids: ['SPK-1', 'GONE'] },
        exhibitor: { type: 'exhibitors', ids: ['NOPE'] },
      },
    });
    const { record, missing } = resolveSourceItem(item, idOf, 'fr', 'fr');
    expect(record.references).toEqual({ speakers: [50] });
    expect(record.exhibitor_id).toBeUndefined();
    expect(missing).toEqual(['speakers:GONE', 'exhibitors:NOPE']);
  });

  it('never lets a field override the record identity', () => {
    const item = event({ fields: { id: 999, original_id: 'forged', title: 'T' } });
    expect(resolveSourceItem(item, idOf, 'fr', 'fr').record).toEqual({
      id: 7,
      original_id: 'EVT-7',
      title: 'T',
    });
  });
});
