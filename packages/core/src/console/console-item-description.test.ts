import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_CHARS,
  descriptionFieldOf,
  editableDescriptionOf,
  hasDescription,
} from './console-item-description.js';
import { consoleItemEditSchema } from './console-items.js';

const edit = (description: unknown) =>
  consoleItemEditSchema.safeParse({ updatedAt: '2026-11-21T08:00:00.000Z', description });

describe('console item description: which items have one and how the form edits it', () => {
  it('offers a description on sessions, exhibitors and the other described types, not on places', () => {
    expect(hasDescription('events')).toBe(true);
    expect(hasDescription('exhibitors')).toBe(true);
    expect(hasDescription('newproducts')).toBe(true);
    expect(hasDescription('places')).toBe(false);
    expect(hasDescription('event_categories')).toBe(false);
  });

  it('edits a localized description per language and a plain one as one text', () => {
    expect(editableDescriptionOf({ description: { $t: { fr: '<p>Bonjour</p>' } } })).toEqual({
      kind: 'localized',
      fr: '<p>Bonjour</p>',
      en: '',
    });
    expect(editableDescriptionOf({ description: '<p>Hello</p>' })).toEqual({
      kind: 'plain',
      html: '<p>Hello</p>',
    });
    // Without one yet, it follows the title: two languages for a bilingual item.
    expect(editableDescriptionOf({ title: { $t: { fr: 'Salle', en: 'Room' } } }).kind).toBe('localized');
    expect(editableDescriptionOf({ title: 'Room' })).toEqual({ kind: 'plain', html: '' });
  });
});

describe('console item description: what is stored', () => {
  it('keeps only the sanitiser’s safe HTML: no script, no event handler, no javascript link', () => {
    const stored = descriptionFieldOf({
      kind: 'localized',
      fr: '<p onclick="steal()">Bonjour<script>alert(1)</script></p>',
      en: '<a href="javascript:alert(1)">Hello</a> <b>there</b>',
    });
    expect(stored).toEqual({ $t: { fr: '<p>Bonjour</p>', en: '<a>Hello</a> <b>there</b>' } });
    expect(JSON.stringify(stored)).not.toMatch(/script|onclick|javascript/);
  });

  it('leaves an empty language out, and removes a description emptied entirely', () => {
    expect(descriptionFieldOf({ kind: 'localized', fr: '  ', en: '<p>Hi</p>' })).toEqual({
      $t: { en: '<p>Hi</p>' },
    });
    expect(descriptionFieldOf({ kind: 'localized', fr: '', en: '<script>x</script>' })).toBeUndefined();
    expect(descriptionFieldOf({ kind: 'plain', html: ' ' })).toBeUndefined();
  });

  it('stores a sanitised text unchanged when it is saved again', () => {
    const once = descriptionFieldOf({ kind: 'plain', html: '<p>R&D <a href="https://x.fr">site</a></p>' });
    expect(typeof once).toBe('string');
    expect(descriptionFieldOf({ kind: 'plain', html: String(once) })).toBe(once);
  });

  it('refuses a text longer than the limit, naming the language at fault', () => {
    const long = 'a'.repeat(DESCRIPTION_MAX_CHARS + 1);
    const parsed = edit({ kind: 'localized', fr: 'ok', en: long });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.join('.')).toBe('description.en');
    expect(parsed.error?.issues[0]?.message).toMatch(/20000|20,000/);
    expect(edit({ kind: 'plain', html: 'a'.repeat(DESCRIPTION_MAX_CHARS) }).success).toBe(true);
  });
});
