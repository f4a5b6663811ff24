import { type VCardContact, vCardFileName, writeVCard } from '@showfloor/core';
import type { ScannedContact } from './scanned-contact-store.js';

/** The card of a scanned contact; a domain-only e-mail (as a badge gives it) is no address and is left out. */
export function vCardContactOf(contact: ScannedContact): VCardContact {
  const entries: [keyof VCardContact, string][] = [
    ['firstName', contact.firstName],
    ['lastName', contact.lastName],
    ['organization', contact.organizationName],
    ['title', contact.role],
    ['email', contact.email.startsWith('@') ? '' : contact.email],
    ['phone', contact.phone],
    ['mobilePhone', contact.mobilePhone],
  ];
  const card: VCardContact = {};
  for (const [key, value] of entries) if (value.trim() !== '') card[key] = value.trim();
  // A card needs a name: a badge that carried none is named by its code.
  if (!card.firstName && !card.lastName) card.formattedName = card.organization ?? contact.id;
  return card;
}

/** The .vcf file of a scanned contact: vCard 4.0 (RFC 6350), what address books read today. */
export function scannedContactVCard(contact: ScannedContact): { text: string; fileName: string } {
  const card = vCardContactOf(contact);
  return { text: writeVCard(card, '4.0'), fileName: vCardFileName(card) };
}
