import { describe, expect, it } from 'vitest';
import { isProfileComplete } from '../validation/field-validators.js';
import { missingProfileFields } from './profile-complete.js';

const complete = {
  firstName: 'Valérie',
  lastName: 'Visiteur',
  position: 'Buyer',
  role: '',
  email: 'valerie@example.org',
  phone: '+33 1 23 45 67 89',
};

describe('fields missing from a complete profile', () => {
  it('names none when first and last name, position, e-mail and phone are all filled', () => {
    expect(missingProfileFields(complete)).toEqual([]);
    expect(isProfileComplete(complete)).toBe(true);
  });

  it('names the empty fields in the form’s order, blanks counting as empty', () => {
    const profile = { ...complete, position: '', phone: '  ', email: '' };
    expect(missingProfileFields(profile)).toEqual(['position', 'email', 'phone']);
    expect(isProfileComplete(profile)).toBe(false);
  });

  it('takes the role for the position', () => {
    expect(missingProfileFields({ ...complete, position: '', role: 'Buyer' })).toEqual([]);
  });
});
