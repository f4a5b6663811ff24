import { describe, expect, it } from 'vitest';
import {
  buildContactForm,
  buildFieldValueList,
  isPhotoChanged,
  leadFormFieldKind,
  openContactForm,
  setContactPhoto,
  setFieldValue,
  submitContactForm,
} from './contact-form.js';
import type { LeadFormField } from './lead-protocol.js';

const formField = (
  overrides: Partial<LeadFormField> & Pick<LeadFormField, 'Id' | 'Code' | 'Type'>,
): LeadFormField => ({
  Label: overrides.Code,
  Nature: null,
  IsMandatory: false,
  IsReadOnly: false,
  DefaultValue: null,
  CABPosition: null,
  PrintPosition: null,
  Codifications: [],
  ...overrides,
});

const interests = [
  { Id: 1, Code: 'ROB', Label: 'Robots' },
  { Id: 2, Code: 'AI', Label: 'AI' },
  { Id: 3, Code: 'IOT', Label: 'IoT' },
];

const formFields: LeadFormField[] = [
  formField({ Id: 1, Code: 'Nom', Type: 'text', IsMandatory: true }),
  formField({ Id: 2, Code: 'Email', Type: 'email' }),
  formField({ Id: 3, Code: 'Interets', Type: 'checkbox', Codifications: interests }),
  formField({
    Id: 4,
    Code: 'Suivi',
    Type: 'radio',
    IsMandatory: true,
    DefaultValue: 'CALL',
    Codifications: [],
  }),
  formField({ Id: 5, Code: 'Rappel', Type: 'date' }),
  formField({ Id: 6, Code: 'Budget', Type: 'number' }),
  formField({ Id: 7, Code: 'Badge', Type: 'text', IsReadOnly: true }),
  formField({ Id: 8, Code: 'Signature', Type: 'drawing' }),
];

const { fields } = buildContactForm(formFields);

describe('building the form', () => {
  it('maps every spec type and leaves unknown types out, naming them', () => {
    expect(
      ['text', 'textarea', 'date', 'number', 'switch', 'radio', 'checkbox', 'email'].map(leadFormFieldKind),
    ).toEqual(['text', 'textarea', 'date', 'number', 'switch', 'radio', 'checkbox', 'email']);
    expect(buildContactForm(formFields).unknownTypes).toEqual(['drawing']);
    expect(fields.map((field) => field.code)).not.toContain('Signature');
  });
});

describe('opening the form', () => {
  it('prefills defaults and badge values for a new contact, the e-mail with its domain only', () => {
    const form = openContactForm(fields, { badgeValues: { Nom: 'Durand', Email: 'anna@acme.fr' } });
    expect(form.isNew).toBe(true);
    expect(form.values).toMatchObject({ Nom: 'Durand', Email: '@acme.fr', Suivi: 'CALL', Interets: null });
  });

  it('shows the stored values of an existing contact, not the defaults', () => {
    const contact = {
      code: 'V1',
      guid: 'g',
      history: [1],
      isSync: true,
      lastSync: 1,
      values: { Nom: 'Durand' },
      photoId: null,
    };
    const form = openContactForm(fields, { contact });
    expect(form.isNew).toBe(false);
    expect(form.values).toMatchObject({ Nom: 'Durand', Suivi: '' });
  });
});

describe('editing', () => {
  const blank = openContactForm(fields, { badgeValues: {} });

  it('sorts multiple choices and stores none as null', () => {
    const chosen = setFieldValue(blank, 'Interets', ['ROB', 'AI']);
    expect(chosen.values.Interets).toEqual(['AI', 'ROB']);
    expect(setFieldValue(chosen, 'Interets', []).values.Interets).toBeNull();
  });

  it('stores dates as timestamps and numbers as numbers', () => {
    expect(setFieldValue(blank, 'Rappel', '2026-12-01').values.Rappel).toBe(Date.UTC(2026, 11, 1));
    expect(setFieldValue(blank, 'Budget', '12,5').values.Budget).toBe(12.5);
  });

  it('drops a value set back to its original from the modified set', () => {
    const changed = setFieldValue(blank, 'Nom', 'Durand');
    expect(changed.modified).toEqual({ Nom: 'Durand' });
    expect(setFieldValue(changed, 'Nom', '').modified).toEqual({});
  });

  it('ignores input on read-only fields', () => {
    expect(setFieldValue(blank, 'Badge', 'X').values.Badge).toBe('');
  });
});

describe('submitting', () => {
  it("refuses missing mandatory fields, highlighting them with 'mandatory fields to set'", () => {
    const form = setFieldValue(openContactForm(fields, { badgeValues: {} }), 'Suivi', '');
    const submission = submitContactForm(form);
    expect(submission).toMatchObject({
      ok: false,
      message: 'mandatoryFieldsToSet',
      fields: ['Nom', 'Suivi'],
    });
    if (!submission.ok) expect(submission.state.highlighted).toEqual(['Nom', 'Suivi']);
  });

  it('refuses a malformed e-mail', () => {
    const form = setFieldValue(openContactForm(fields, { badgeValues: { Nom: 'Durand' } }), 'Email', 'anna@');
    expect(submitContactForm(form)).toMatchObject({ ok: false, message: 'invalidEmail', fields: ['Email'] });
  });

  it('clears an e-mail left with an empty local part', () => {
    const form = openContactForm(fields, { badgeValues: { Nom: 'Durand', Email: 'anna@acme.fr' } });
    expect(submitContactForm(form)).toMatchObject({ ok: true, shouldSave: true, values: { Email: '' } });
    const typed = setFieldValue(form, 'Email', 'anna@acme.fr');
    expect(submitContactForm(typed)).toMatchObject({ ok: true, values: { Email: 'anna@acme.fr' } });
  });

  it('saves an existing contact only if something changed', () => {
    const contact = {
      code: 'V1',
      guid: 'g',
      history: [1],
      isSync: true,
      lastSync: 1,
      values: { Nom: 'Durand', Suivi: 'CALL' },
      photoId: null,
    };
    const form = openContactForm(fields, { contact });
    expect(submitContactForm(form)).toMatchObject({ ok: true, shouldSave: false });
    expect(submitContactForm(setFieldValue(form, 'Budget', 3))).toMatchObject({ ok: true, shouldSave: true });
  });
});

describe('the photo', () => {
  const stored = {
    code: 'V1',
    guid: 'g',
    history: [1],
    isSync: true,
    lastSync: 1,
    values: { Nom: 'Durand', Suivi: 'CALL' },
    photoId: null,
  };

  it('a new contact opens without a photo and is saved with the one confirmed by cropping', () => {
    const form = openContactForm(fields, { badgeValues: { Nom: 'Durand' } });
    expect(form.photoId).toBeNull();
    expect(submitContactForm(setContactPhoto(form, 'p1'))).toMatchObject({
      ok: true,
      photoId: 'p1',
      shouldSave: true,
    });
  });

  it('a photo added to an existing contact is a change, even with no field changed', () => {
    const form = openContactForm(fields, { contact: stored });
    expect(submitContactForm(form)).toMatchObject({ ok: true, shouldSave: false, photoId: null });
    const withPhoto = setContactPhoto(form, 'p1');
    expect(isPhotoChanged(withPhoto)).toBe(true);
    expect(submitContactForm(withPhoto)).toMatchObject({ ok: true, shouldSave: true, photoId: 'p1' });
  });

  it('replacing or removing the photo is a change; keeping it, or taking it back, is not', () => {
    const form = openContactForm(fields, { contact: { ...stored, photoId: 'p1' } });
    expect(form.photoId).toBe('p1');
    expect(submitContactForm(form)).toMatchObject({ ok: true, shouldSave: false, photoId: 'p1' });
    expect(submitContactForm(setContactPhoto(form, 'p2'))).toMatchObject({ shouldSave: true, photoId: 'p2' });
    expect(submitContactForm(setContactPhoto(form, null))).toMatchObject({ shouldSave: true, photoId: null });
    const undone = setContactPhoto(setContactPhoto(form, null), 'p1');
    expect(isPhotoChanged(undone)).toBe(false);
    expect(submitContactForm(undone)).toMatchObject({ shouldSave: false });
  });

  it('a refused submit keeps the photo on the form', () => {
    const form = setContactPhoto(openContactForm(fields, { badgeValues: {} }), 'p1');
    const submission = submitContactForm(form);
    expect(submission.ok).toBe(false);
    if (!submission.ok) expect(submission.state.photoId).toBe('p1');
  });
});

describe('save payload', () => {
  it('sends every known field with texts, codes and dates in the calls format', () => {
    const list = buildFieldValueList(formFields, {
      values: { Nom: 'Durand', Interets: ['AI', 'ROB'], Rappel: Date.UTC(2026, 11, 1, 9), Budget: 12.5 },
    });
    expect(list.map((value) => value.Code)).toEqual([
      'Nom',
      'Email',
      'Interets',
      'Suivi',
      'Rappel',
      'Budget',
      'Badge',
    ]);
    expect(list[0]).toEqual({ Id: 1, Code: 'Nom', Label: 'Nom', Value: 'Durand', Values: null });
    expect(list[1]).toMatchObject({ Value: null, Values: null });
    expect(list[2]).toMatchObject({ Value: null, Values: ['AI', 'ROB'] });
    expect(list[4]).toMatchObject({ Value: '01/12/2026 09:00:00' });
    expect(list[5]).toMatchObject({ Value: '12.5' });
  });
});
