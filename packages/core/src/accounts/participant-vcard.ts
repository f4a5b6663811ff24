import type { VCardContact } from '../vcard/vcard-writer.js';
import type { Participant } from './account-protocol.js';

/**
 * The card a contact sheet saves (spec core §2 "Contact … a save-to-device button"): name,
 * organisation and its website, role, phones and e-mail as the directory gave them. Empty fields are
 * left out.
 */
export function participantVCardContact(participant: Participant): VCardContact {
  const entries: [keyof VCardContact, string | undefined][] = [
    ['firstName', participant.firstName],
    ['lastName', participant.lastName],
    ['organization', participant.organizationName],
    ['title', participant.role || participant.position],
    ['email', participant.email],
    ['phone', participant.phone],
    ['mobilePhone', participant.mobilePhone],
    ['website', participant.organizationWebsite],
  ];
  const contact: VCardContact = {};
  for (const [key, value] of entries) {
    const trimmed = value?.trim();
    if (trimmed) contact[key] = trimmed;
  }
  return contact;
}

/** How a contact sheet offers the card: saved in the device's contacts, downloaded, or not at all. */
export type ContactCardOffer = 'device' | 'download' | 'none';

/**
 * Spec core §2 "Contact … a save-to-device button (native app only, enabled, and not for profiles
 * restricted on that page)". The native app saves to the device's contacts when the contacts feature
 * is on. A browser has no address book to write to, so the web app offers the same card as a .vcf
 * download, which is no device feature and so does not wait for the contacts flag; a restriction of
 * the page for the profile hides it everywhere.
 */
export function contactCardOffer(context: {
  isContactSheet: boolean;
  isNative: boolean;
  isContactsEnabled: boolean;
  isRestricted: boolean;
}): ContactCardOffer {
  if (!context.isContactSheet || context.isRestricted) return 'none';
  if (!context.isNative) return 'download';
  return context.isContactsEnabled ? 'device' : 'none';
}
