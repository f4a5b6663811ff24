import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ConsoleItemSummary,
  editableTitleOf,
  filterItemSummaries,
  itemTitleText,
  titleFieldOf,
} from './console-items.js';

function summary(id: number, title: string, originalId = `item-${id}`): ConsoleItemSummary {
  return { id, originalId, title, source: null };
}

describe('console items: titles', () => {
  it('reads a plain, a localized or a missing title as the organiser sees it', () => {
    expect(itemTitleText({ title: 'Main stage' })).toBe('Main stage');
    expect(itemTitleText({ title: { $t: { fr: 'Grande salle', en: 'Main hall' } } })).toBe(
      'Main hall · Grande salle',
    );
    expect(itemTitleText({ title: { $t: { fr: 'Salle' } } })).toBe('Salle');
    expect(itemTitleText({ title: { $t: { fr: 'Same', en: 'Same' } } })).toBe('Same');
    expect(itemTitleText({ display_name: 'Chloé Berthélémy' })).toBe('Chloé Berthélémy');
    expect(itemTitleText({ lump: {} })).toBe('');
  });

  it('edits a plain title as one text and a localized one per language', () => {
    expect(editableTitleOf({ title: 'K.1.105' })).toEqual({ kind: 'plain', text: 'K.1.105' });
    expect(editableTitleOf({ title: { $t: { fr: 'Salle', en: 'Room' } } })).toEqual({
      kind: 'localized',
      fr: 'Salle',
      en: 'Room',
    });
    expect(editableTitleOf({})).toEqual({ kind: 'plain', text: '' });
  });

  it('writes an edited title back in the shape it was stored in, trimmed, an empty language left out', () => {
    expect(titleFieldOf({ kind: 'plain', text: '  Hall 2 ' })).toBe('Hall 2');
    expect(titleFieldOf({ kind: 'localized', fr: ' Salle ', en: '' })).toEqual({ $t: { fr: 'Salle' } });
  });
});

describe('console items: the list filter', () => {
  const items = [
    summary(1, 'Chloé Berthélémy'),
    summary(2, 'Asbjørn Sloth Tønnesen'),
    summary(3, 'Main stage', 'room-main'),
    summary(4, 'Keynote: the state of the show'),
  ];

  it('finds a title typed without accents, in any case, by any word start or inside a word', () => {
    expect(filterItemSummaries(items, 'chloe').map((item) => item.id)).toEqual([1]);
    expect(filterItemSummaries(items, 'TONNESEN').map((item) => item.id)).toEqual([2]);
    expect(filterItemSummaries(items, 'stage').map((item) => item.id)).toEqual([3]);
    expect(filterItemSummaries(items, 'ate of').map((item) => item.id)).toEqual([4]);
  });

  it('finds an item by its original id, and keeps every item for an empty or blank query', () => {
    expect(filterItemSummaries(items, 'room-main').map((item) => item.id)).toEqual([3]);
    expect(filterItemSummaries(items, '   ')).toEqual(items);
  });

  it('keeps the list order and returns only items that contain the query', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }),
        fc.string({ maxLength: 4 }),
        (titles, query) => {
          const list = titles.map((title, index) => summary(index, title));
          const found = filterItemSummaries(list, query);
          const ids = found.map((item) => item.id);
          expect(ids).toEqual([...ids].sort((a, b) => a - b));
          for (const item of found) expect(list).toContain(item);
          if (query.trim() === '') expect(found).toHaveLength(list.length);
        },
      ),
    );
  });
});
