import type { LeadContact } from '@showfloor/core';

export type LeadSort = 'date' | 'company';

const textOf = (contact: LeadContact, code: string): string => {
  const value = contact.values[code];
  return typeof value === 'string' ? value.trim() : '';
};

/** The name a list row shows: first and last name, else the badge code. */
export function contactDisplayName(contact: LeadContact): string {
  const name = [textOf(contact, 'Prenom'), textOf(contact, 'Nom')].filter((part) => part !== '').join(' ');
  return name === '' ? contact.code : name;
}

export const contactCompany = (contact: LeadContact): string => textOf(contact, 'Societe');

/**
 * The main list: contacts matching every word of the search (in any text value or the badge code),
 * newest visit first, or by company with contacts without one last.
 */
export function orderLeadList(
  contacts: readonly LeadContact[],
  sort: LeadSort,
  search: string,
  locale: string,
): LeadContact[] {
  const words = search
    .toLocaleLowerCase(locale)
    .split(/\s+/)
    .filter((word) => word !== '');
  const matching = contacts.filter((contact) => {
    if (words.length === 0) return true;
    const haystack = [
      contact.code,
      ...Object.values(contact.values).filter((value) => typeof value === 'string'),
    ]
      .join(' ')
      .toLocaleLowerCase(locale);
    return words.every((word) => haystack.includes(word));
  });
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const lastVisit = (contact: LeadContact) => contact.history[0] ?? 0;
  return matching.sort((left, right) => {
    if (sort === 'company') {
      const [a, b] = [contactCompany(left), contactCompany(right)];
      if (a === '' || b === '') return a === b ? lastVisit(right) - lastVisit(left) : a === '' ? 1 : -1;
      const byCompany = collator.compare(a, b);
      if (byCompany !== 0) return byCompany;
    }
    return lastVisit(right) - lastVisit(left);
  });
}
