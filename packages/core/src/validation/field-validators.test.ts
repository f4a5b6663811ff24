import { describe, expect, it } from 'vitest';
import {
  isFavoritesCode,
  isProfileComplete,
  isValidEmail,
  isValidHexColor,
  isValidPhone,
} from './field-validators.js';

describe('isValidHexColor', () => {
  it('accepts 3 or 6 hex digits after #', () => {
    for (const color of ['#fff', '#FFF', '#404040', '#a1B2c3']) expect(isValidHexColor(color)).toBe(true);
  });
  it('refuses other lengths, missing # and non-hex digits', () => {
    for (const color of ['fff', '#ffff', '#12345', '#1234567', '#ggg', 'red', '', ' #fff', 12]) {
      expect(isValidHexColor(color)).toBe(false);
    }
  });
});

describe('isValidEmail', () => {
  it('accepts word characters, dots, plus and minus in the local part', () => {
    for (const email of ['jean.dupont@example.com', 'a_b+tag@mail.co.uk', 'x-y@sub-domain.example.museum']) {
      expect(isValidEmail(email)).toBe(true);
    }
  });
  it('accepts a bracketed IP as the domain', () => {
    expect(isValidEmail('root@[192.168.0.1]')).toBe(true);
    expect(isValidEmail('root@[999.1.1.1]')).toBe(false);
  });
  it('refuses a missing TLD, a one-letter or numeric TLD, spaces and a second @', () => {
    for (const email of ['a@b', 'a@b.c', 'a@b.123', 'a b@c.com', 'a@b@c.com', '@example.com', 'a@.com']) {
      expect(isValidEmail(email)).toBe(false);
    }
  });
  it('limits the TLD to 64 letters', () => {
    expect(isValidEmail(`a@b.${'x'.repeat(64)}`)).toBe(true);
    expect(isValidEmail(`a@b.${'x'.repeat(65)}`)).toBe(false);
  });
});

describe('isValidPhone', () => {
  it('accepts digits with spaces, dots and plus', () => {
    for (const phone of ['+33 1 23 45 67 89', '01.23.45.67.89', '0123456789'])
      expect(isValidPhone(phone)).toBe(true);
  });
  it('refuses letters, dashes, brackets and digit-less text', () => {
    for (const phone of ['01-23-45', '(01) 23', '06 12 ab', '+', '', ' . '])
      expect(isValidPhone(phone)).toBe(false);
  });
});

describe('isFavoritesCode', () => {
  it('accepts digits only and refuses empty or mixed codes', () => {
    expect(isFavoritesCode('0042')).toBe(true);
    for (const code of ['', '12a', ' 12', '1.2', 12]) expect(isFavoritesCode(code)).toBe(false);
  });
});

describe('isProfileComplete', () => {
  const complete = { firstName: 'Jean', lastName: 'Dupont', position: 'CEO', email: 'j@d.fr', phone: '01' };
  it('is complete when all five fields are filled', () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, position: undefined, role: 'Buyer' })).toBe(true);
  });
  it('is incomplete when any field is empty or blank', () => {
    for (const field of ['firstName', 'lastName', 'position', 'email', 'phone'] as const) {
      expect(isProfileComplete({ ...complete, [field]: '' })).toBe(false);
      expect(isProfileComplete({ ...complete, [field]: '  ' })).toBe(false);
      expect(isProfileComplete({ ...complete, [field]: null })).toBe(false);
    }
  });
});
