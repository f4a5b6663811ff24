import { describe, expect, it } from 'vitest';
import { writeVCard } from '../vcard/vcard-writer.js';
import { participantSchema } from './account-protocol.js';
import { contactCardOffer, participantVCardContact } from './participant-vcard.js';

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

  it('saves to the device in the native app, is a download on the web, on the contact sheet only', () => {
    const web = { isContactSheet: true, isNative: false, isContactsEnabled: false, isRestricted: false };
    expect(contactCardOffer(web)).toBe('download');
    expect(contactCardOffer({ ...web, isContactSheet: false })).toBe('none');
    expect(contactCardOffer({ ...web, isRestricted: true })).toBe('none');
    const native = { ...web, isNative: true };
    expect(contactCardOffer(native)).toBe('none');
    expect(contactCardOffer({ ...native, isContactsEnabled: true })).toBe('device');
    expect(contactCardOffer({ ...native, isContactsEnabled: true, isRestricted: true })).toBe('none');
  });
});
