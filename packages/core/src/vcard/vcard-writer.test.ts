import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { vCardFileName, writeVCard } from './vcard-writer.js';

const contact = {
  firstName: 'Élodie',
  lastName: 'Durand',
  organization: 'Acme; Robotics',
  title: 'CTO',
  email: 'elodie@acme.test',
  phone: '+33 1 23 45 67 89',
  mobilePhone: '+33 6 12 34 56 78',
  website: 'https://acme.test',
};

describe('writeVCard', () => {
  for (const version of ['3.0', '4.0'] as const) {
    it(`writes a ${version} card that ical.js reads back with the contact's fields`, () => {
      const card = new ICAL.Component(ICAL.parse(writeVCard(contact, version)));
      expect(card.getFirstPropertyValue('version')).toBe(version);
      expect(card.getFirstPropertyValue('fn')).toBe('Élodie Durand');
      expect(card.getFirstPropertyValue('n')).toEqual(['Durand', 'Élodie', '', '', '']);
      expect(card.getFirstPropertyValue('org')).toBe('Acme; Robotics');
      expect(card.getFirstPropertyValue('title')).toBe('CTO');
      expect(card.getFirstPropertyValue('email')).toBe('elodie@acme.test');
      const phones = card.getAllProperties('tel').map((tel) => tel.getFirstValue());
      expect(phones).toEqual(['+33 1 23 45 67 89', '+33 6 12 34 56 78']);
      expect(card.getFirstPropertyValue('url')).toBe('https://acme.test');
    });
  }

  it('writes a 2.1 card with the charset of non-ASCII values and 2.1 type names', () => {
    const card = writeVCard(contact, '2.1');
    const lines = card.split('\r\n');
    expect(lines).toContain('VERSION:2.1');
    expect(lines).toContain('N;CHARSET=UTF-8:Durand;Élodie;;;');
    expect(lines).toContain('ORG:Acme\\; Robotics');
    expect(lines).toContain('TEL;CELL:+33 6 12 34 56 78');
    expect(lines).toContain('EMAIL;INTERNET:elodie@acme.test');
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
  });

  it('leaves out the fields the contact does not have', () => {
    const card = writeVCard({ formattedName: 'Welcome desk', phone: '0102030405' }, '4.0');
    expect(card).not.toContain('EMAIL');
    expect(card).not.toContain('ORG');
    expect(card).toContain('FN:Welcome desk');
  });
});

describe('vCardFileName', () => {
  it('names the file after the contact without accents or spaces', () => {
    expect(vCardFileName(contact)).toBe('Elodie-Durand.vcf');
    expect(vCardFileName({})).toBe('contact.vcf');
  });
});
