import { describe, expect, it } from 'vitest';
import { userProfileSchema } from './account-protocol.js';
import {
  applyProfileChanges,
  changedProfileFields,
  profileFormValues,
  validateProfileForm,
} from './profile-form.js';

const profile = userProfileSchema.parse({
  id: 7,
  firstName: 'Valérie',
  lastName: 'Visiteur',
  position: 'Buyer',
  role: 'Buyer',
  organizationName: 'Demo Industries',
  login: 'visitor@demo.showfloor.test',
  email: 'visitor@demo.showfloor.test',
  phone: '+33 1 23 45 67 89',
});

describe('profile form', () => {
  const values = profileFormValues(profile);

  it('is valid as the server sent it', () => {
    expect(validateProfileForm(values)).toEqual({});
  });

  it('marks required fields left empty; the organisation may stay empty', () => {
    const errors = validateProfileForm({ ...values, firstName: ' ', phone: '', organizationName: '' });
    expect(errors).toEqual({ firstName: 'required', phone: 'required' });
  });

  it('refuses a malformed e-mail or login and a phone with letters', () => {
    const errors = validateProfileForm({
      ...values,
      email: 'visitor@demo',
      login: 'not an address',
      phone: '01 23 AB',
    });
    expect(errors).toEqual({ email: 'invalidEmail', login: 'invalidEmail', phone: 'invalidPhone' });
    expect(validateProfileForm({ ...values, phone: '+33 (1) 23' }).phone).toBe('invalidPhone');
    expect(validateProfileForm({ ...values, phone: '+33.1.23 45' }).phone).toBeUndefined();
  });

  it('sends only the changed values, position as role and phone as phoneNumber', () => {
    expect(changedProfileFields(values, values)).toEqual({});
    expect(changedProfileFields(values, { ...values, lastName: 'Visiteur ' })).toEqual({});
    expect(
      changedProfileFields(values, { ...values, position: ' Head buyer ', phone: '06 00 00 00 00' }),
    ).toEqual({ role: 'Head buyer', phoneNumber: '06 00 00 00 00' });
  });

  it('keeps the saved values in the device copy of the profile', () => {
    const saved = applyProfileChanges(profile, { ...values, position: 'Head buyer' });
    expect(saved.position).toBe('Head buyer');
    expect(saved.role).toBe('Head buyer');
    expect(saved.id).toBe(7);
  });
});
