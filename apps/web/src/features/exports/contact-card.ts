import type { CatalogRecord, VCardContact } from '@showfloor/core';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The contact card of a speaker, participant or exhibitor contact record (docs/catalog-fields.md
 * and spec modules §3 field names; speakers use firstname/lastname, participants firstName/lastName).
 */
export function contactOfRecord(record: CatalogRecord): VCardContact {
  const entries: [keyof VCardContact, string | undefined][] = [
    ['firstName', text(record.firstName) ?? text(record.firstname)],
    ['lastName', text(record.lastName) ?? text(record.lastname)],
    ['formattedName', text(record.title) ?? text(record.contact_name)],
    ['organization', text(record.organizationName) ?? text(record.organisation) ?? text(record.company)],
    ['title', text(record.role) ?? text(record.position)],
    ['email', text(record.email)],
    ['phone', text(record.phone)],
    ['mobilePhone', text(record.mobilePhone)],
    ['website', text(record.website) ?? text(record.organizationWebsite)],
  ];
  const contact: VCardContact = {};
  for (const [key, value] of entries) if (value !== undefined) contact[key] = value;
  return contact;
}
