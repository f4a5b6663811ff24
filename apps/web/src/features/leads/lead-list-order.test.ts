import type { LeadContact } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { contactDisplayName, orderLeadList } from './lead-list-order.js';

function contact(code: string, visitedAt: number, values: LeadContact['values']): LeadContact {
  return { code, guid: code, history: [visitedAt], isSync: false, lastSync: null, values, photoId: null };
}

const contacts = [
  contact('V1', 100, { Prenom: 'Anna', Nom: 'Durand', Societe: 'Zenith' }),
  contact('V2', 300, { Prenom: 'Paul', Nom: 'Martin', Societe: '' }),
  contact('V3', 200, { Prenom: 'Lea', Nom: 'Roux', Societe: 'acme' }),
];

describe('the lead list order', () => {
  it('shows the newest visit first by default', () => {
    expect(orderLeadList(contacts, 'date', '', 'fr').map((c) => c.code)).toEqual(['V2', 'V3', 'V1']);
  });

  it('sorts by company ignoring case, contacts without one last', () => {
    expect(orderLeadList(contacts, 'company', '', 'fr').map((c) => c.code)).toEqual(['V3', 'V1', 'V2']);
  });

  it('keeps contacts matching every searched word, in names, company or badge code', () => {
    expect(orderLeadList(contacts, 'date', 'anna zen', 'fr').map((c) => c.code)).toEqual(['V1']);
    expect(orderLeadList(contacts, 'date', 'v3', 'fr').map((c) => c.code)).toEqual(['V3']);
    expect(orderLeadList(contacts, 'date', 'nobody', 'fr')).toEqual([]);
  });

  it('names a contact by its badge code when the badge carried no name', () => {
    expect(contactDisplayName(contact('V9', 1, {}))).toBe('V9');
  });
});
