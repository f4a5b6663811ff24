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

/** Spec core §2: the save-to-device button shows on the contact sheet, when enabled and not restricted. */
export function isSaveContactShown(context: {
  isContactSheet: boolean;
  isContactsEnabled: boolean;
  isRestricted: boolean;
}): boolean {
  return context.isContactSheet && context.isContactsEnabled && !context.isRestricted;
}
