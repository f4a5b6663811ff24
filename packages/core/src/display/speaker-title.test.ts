import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { speakerSubtitle, speakerTitle } from './speaker-title.js';

function speaker(fields: Partial<CatalogRecord>): CatalogRecord {
  return { id: 1, original_id: 'S1', ...fields };
}

describe('speakerTitle', () => {
  it('shows civility, last name and first name', () => {
    expect(speakerTitle(speaker({ civility: 'Pr', lastname: 'Curie', firstname: 'Marie' }))).toBe(
      'Pr Curie, Marie',
    );
  });
  it('omits Monsieur and Madame whatever their case', () => {
    expect(speakerTitle(speaker({ civility: 'Monsieur', lastname: 'Dupont', firstname: 'Jean' }))).toBe(
      'Dupont, Jean',
    );
    expect(speakerTitle(speaker({ civility: 'madame', lastname: 'Durand', firstname: 'Anne' }))).toBe(
      'Durand, Anne',
    );
  });
  it('shows a name as its source gave it when the source gave one whole name', () => {
    const fromSchedule = { display_name: 'Jos van den Oever', lastname: 'van den Oever', firstname: 'Jos' };
    expect(speakerTitle(speaker(fromSchedule))).toBe('Jos van den Oever');
    expect(speakerTitle(speaker({ display_name: '(sie/ihr) Anne Roth', lastname: 'Roth' }))).toBe(
      '(sie/ihr) Anne Roth',
    );
  });
  it('drops the comma when a part is missing', () => {
    expect(speakerTitle(speaker({ lastname: 'Dupont' }))).toBe('Dupont');
    expect(speakerTitle(speaker({ firstname: 'Jean' }))).toBe('Jean');
    expect(speakerTitle(speaker({ civility: 'Dr', lastname: 'House', firstname: '' }))).toBe('Dr House');
  });
});

describe('speakerSubtitle', () => {
  it('prefers organisation and position', () => {
    expect(speakerSubtitle(speaker({ organisation: 'Acme', position: 'CEO', country: 'France' }))).toBe(
      'Acme - CEO',
    );
    expect(speakerSubtitle(speaker({ position: 'CEO', country: 'France' }))).toBe('CEO');
  });
  it('falls back to the country, then to the speaker type', () => {
    expect(
      speakerSubtitle(speaker({ organisation: ' ', country: 'France', lump: { Type: 'Keynote' } })),
    ).toBe('France');
    expect(speakerSubtitle(speaker({ lump: { Type: 'Keynote' } }))).toBe('Keynote');
    expect(speakerSubtitle(speaker({}))).toBe('');
  });
});
