import { describe, expect, it } from 'vitest';
import type { ScannedContact } from './scanned-contact-store.js';
import { scannedContactVCard } from './scanned-contact-vcard.js';

const contact = (overrides: Partial<ScannedContact> = {}): ScannedContact => ({
  id: 'B-1',
  scanDate: Date.UTC(2026, 10, 22, 10),
  firstName: 'Léa',
  lastName: 'Roux',
  organizationName: 'Umbrella; Inc',
  role: 'CTO',
  email: 'lea.roux@umbrella.fr',
  phone: '+33 1 23 45 67 89',
  mobilePhone: '',
  civility: '',
  ...overrides,
});

describe('saving a scanned contact as a vCard', () => {
  it('writes a vCard 4.0 with the name, company, role and contact details, escaped', () => {
    const { text, fileName } = scannedContactVCard(contact());
    expect(fileName).toBe('Lea-Roux.vcf');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(lines).toContain('VERSION:4.0');
    expect(lines).toContain('N:Roux;Léa;;;');
    expect(lines).toContain('FN:Léa Roux');
    expect(lines).toContain('ORG:Umbrella\\; Inc');
    expect(lines).toContain('TITLE:CTO');
    expect(lines.some((line) => line.startsWith('EMAIL') && line.endsWith(':lea.roux@umbrella.fr'))).toBe(
      true,
    );
    expect(lines.at(-2)).toBe('END:VCARD');
  });

  it('leaves out the domain-only e-mail a badge gives, and names a nameless contact by its company', () => {
    const { text } = scannedContactVCard(
      contact({ firstName: '', lastName: '', email: '@umbrella.fr', organizationName: 'Umbrella' }),
    );
    expect(text).not.toContain('EMAIL');
    expect(text).toContain('FN:Umbrella');
  });
});
