import { describe, expect, it } from 'vitest';
import { writeVCard } from '../vcard/vcard-writer.js';
import { participantSchema } from './account-protocol.js';
import { isSaveContactShown, participantVCardContact } from './participant-vcard.js';

describe('contact card of a participant', () => {
  const participant = participantSchema.parse({
    id: 5,
    firstName: 'Léa',
    lastName: 'Martin',
    role: 'Ingénieure',
    position: 'Ingénieure',
    organizationName: 'AgriNova',
    organizationWebsite: 'https://agrinova.example',
    email: 'lea.martin@agrinova.example',
    phone: '+33 1 02 03 04 05',
    mobilePhone: '',
    contactable: true,
  });

  it('carries the name, organisation, role, phone, e-mail and website, without empty fields', () => {
    expect(participantVCardContact(participant)).toEqual({
      firstName: 'Léa',
      lastName: 'Martin',
      organization: 'AgriNova',
      title: 'Ingénieure',
      email: 'lea.martin@agrinova.example',
      phone: '+33 1 02 03 04 05',
      website: 'https://agrinova.example',
    });
    const card = writeVCard(participantVCardContact(participant), '3.0');
    expect(card).toContain('FN:Léa Martin\r\n');
    expect(card).toContain('EMAIL;TYPE=INTERNET:lea.martin@agrinova.example\r\n');
    expect(card).not.toContain('TYPE=CELL');
  });

  it('offers saving on the contact sheet only, with the contacts feature on and not restricted', () => {
    const shown = { isContactSheet: true, isContactsEnabled: true, isRestricted: false };
    expect(isSaveContactShown(shown)).toBe(true);
    expect(isSaveContactShown({ ...shown, isContactSheet: false })).toBe(false);
    expect(isSaveContactShown({ ...shown, isContactsEnabled: false })).toBe(false);
    expect(isSaveContactShown({ ...shown, isRestricted: true })).toBe(false);
  });
});
