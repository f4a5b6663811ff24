import { isValidEmail } from '../validation/field-validators.js';
import type { LeadContact, LeadFieldValue } from './lead-contact.js';
import type { LeadFormField, VisitorFieldValue } from './lead-protocol.js';
import { formatVisitDate, parseVisitDate } from './lead-protocol.js';

/**
 * The lead contact form of spec modules §5 "Contact form", built from the FormFields the checkpoint
 * registration returned. The app renders `ContactFormState` and feeds user input back through
 * `setFieldValue`; `submitContactForm` decides whether the contact may be saved and whether it must be.
 */

export const LEAD_FORM_FIELD_KINDS = [
  'text',
  'textarea',
  'date',
  'number',
  'switch',
  'radio',
  'checkbox',
  'email',
] as const;
export type LeadFormFieldKind = (typeof LEAD_FORM_FIELD_KINDS)[number];

// Names a third-party back end may use for the same kinds.
const KIND_ALIASES: Readonly<Record<string, LeadFormFieldKind>> = {
  string: 'text',
  memo: 'textarea',
  multiline: 'textarea',
  datetime: 'date',
  integer: 'number',
  decimal: 'number',
  boolean: 'switch',
  bool: 'switch',
  single: 'radio',
  list: 'radio',
  multiple: 'checkbox',
  mail: 'email',
};

/** The kind of a LeadFormField Type, or null for a type the app does not know (the field is then left out and logged). */
export function leadFormFieldKind(type: string): LeadFormFieldKind | null {
  const name = type.trim().toLowerCase();
  if ((LEAD_FORM_FIELD_KINDS as readonly string[]).includes(name)) return name as LeadFormFieldKind;
  return KIND_ALIASES[name] ?? null;
}

export interface ContactFormField {
  id: number;
  code: string;
  label: string;
  kind: LeadFormFieldKind;
  isMandatory: boolean;
  isReadOnly: boolean;
  /** Choices of radio and checkbox fields. */
  options: { code: string; label: string }[];
  /** The field's DefaultValue read for its kind; prefilled for new contacts only. */
  defaultValue: LeadFieldValue;
}

/** The value of an empty field: '' for texts and radios, [] while editing a checkbox, null for the rest. */
export function emptyFieldValue(kind: LeadFormFieldKind): LeadFieldValue {
  if (kind === 'checkbox') return [];
  if (kind === 'date' || kind === 'number') return null;
  if (kind === 'switch') return false;
  return '';
}

/**
 * Whether a mandatory field still needs a value. A mandatory switch (a consent, typically) must be on.
 */
export function isEmptyFieldValue(kind: LeadFormFieldKind, value: LeadFieldValue | undefined): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (kind === 'checkbox') return !Array.isArray(value) || value.length === 0;
  if (kind === 'switch') return value !== true;
  return typeof value === 'string' && value.trim() === '';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * The stored form of an input value: multiple choices sorted and null when none, dates as timestamps
 * (from a timestamp, a date input's 'YYYY-MM-DD[THH:mm]' read as UTC, or the calls' format), numbers
 * as numbers, texts as strings with '' for empty.
 */
export function normalizeFieldValue(kind: LeadFormFieldKind, raw: LeadFieldValue): LeadFieldValue {
  switch (kind) {
    case 'checkbox': {
      const codes = Array.isArray(raw) ? raw : typeof raw === 'string' && raw !== '' ? [raw] : [];
      const sorted = [...new Set(codes)].sort();
      return sorted.length === 0 ? null : sorted;
    }
    case 'date': {
      if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
      if (typeof raw !== 'string' || raw.trim() === '') return null;
      const text = raw.trim();
      if (ISO_DATE.test(text)) {
        const timestamp = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : `${text}Z`);
        return Number.isNaN(timestamp) ? null : timestamp;
      }
      return parseVisitDate(text);
    }
    case 'number': {
      if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
      if (typeof raw !== 'string' || raw.trim() === '') return null;
      const number = Number(raw.trim().replace(',', '.'));
      return Number.isFinite(number) ? number : null;
    }
    case 'switch':
      return raw === true || raw === 'true' || raw === '1';
    default:
      return typeof raw === 'string' ? raw : raw === null ? '' : String(raw);
  }
}

function defaultValueOf(field: LeadFormField, kind: LeadFormFieldKind): LeadFieldValue {
  const text = field.DefaultValue;
  if (text === null || text === '') return kind === 'checkbox' ? null : emptyFieldValue(kind);
  if (kind === 'checkbox')
    return normalizeFieldValue(
      kind,
      text.split(/[;,]/).map((code) => code.trim()),
    );
  return normalizeFieldValue(kind, text);
}

/** The form of the FormFields; fields of an unknown type are left out and named in `unknownTypes`. */
export function buildContactForm(formFields: LeadFormField[]): {
  fields: ContactFormField[];
  unknownTypes: string[];
} {
  const fields: ContactFormField[] = [];
  const unknownTypes: string[] = [];
  for (const field of formFields) {
    const kind = leadFormFieldKind(field.Type);
    if (kind === null) {
      unknownTypes.push(field.Type);
      continue;
    }
    fields.push({
      id: field.Id,
      code: field.Code,
      label: field.Label,
      kind,
      isMandatory: field.IsMandatory,
      isReadOnly: field.IsReadOnly,
      options: field.Codifications.map((option) => ({ code: option.Code, label: option.Label })),
      defaultValue: defaultValueOf(field, kind),
    });
  }
  return { fields, unknownTypes };
}

export interface ContactFormState {
  fields: ContactFormField[];
  isNew: boolean;
  /** Values the form opened with; a value set back to its original leaves the modified set. */
  original: Record<string, LeadFieldValue>;
  values: Record<string, LeadFieldValue>;
  /** Codes and values the user changed. */
  modified: Record<string, LeadFieldValue>;
  /** Mandatory fields shown as missing after a refused submit. */
  highlighted: string[];
  /** The photo the form opened with (the contact's), and the one it shows now; null for none. */
  originalPhotoId: string | null;
  photoId: string | null;
}

/** The e-mail prefill: only the domain ('@example.com'), since a badge may not carry the person's own address. */
export function emailDomainPrefill(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = at < 0 ? '' : email.slice(at + 1).trim();
  return domain === '' ? '' : `@${domain}`;
}

/**
 * Opens the form for a scanned badge: an existing contact shows its stored values; a new one gets the
 * field defaults, then the values read from the badge, e-mails reduced to their domain.
 */
export function openContactForm(
  fields: ContactFormField[],
  source: { contact: LeadContact } | { badgeValues: Record<string, string> },
): ContactFormState {
  const values: Record<string, LeadFieldValue> = {};
  const isNew = !('contact' in source);
  for (const field of fields) {
    if ('contact' in source) {
      values[field.code] = source.contact.values[field.code] ?? normalizeFieldValue(field.kind, null);
      continue;
    }
    const fromBadge = source.badgeValues[field.code];
    if (fromBadge !== undefined && fromBadge !== '') {
      values[field.code] = normalizeFieldValue(
        field.kind,
        field.kind === 'email' ? emailDomainPrefill(fromBadge) : fromBadge,
      );
    } else {
      values[field.code] = field.defaultValue;
    }
  }
  const photoId = 'contact' in source ? (source.contact.photoId ?? null) : null;
  return {
    fields,
    isNew,
    original: { ...values },
    values,
    modified: {},
    highlighted: [],
    originalPhotoId: photoId,
    photoId,
  };
}

/**
 * Sets the photo the user confirmed by cropping (a new id for every confirmed crop), or removes it
 * (null). Putting the original back makes the photo unchanged again.
 */
export function setContactPhoto(state: ContactFormState, photoId: string | null): ContactFormState {
  return { ...state, photoId };
}

/** Whether the photo differs from the one the form opened with: a change of the contact. */
export const isPhotoChanged = (state: Pick<ContactFormState, 'photoId' | 'originalPhotoId'>): boolean =>
  state.photoId !== state.originalPhotoId;

function sameValue(left: LeadFieldValue | undefined, right: LeadFieldValue | undefined): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
}

/** Applies one input; read-only fields and unknown codes are ignored. */
export function setFieldValue(state: ContactFormState, code: string, raw: LeadFieldValue): ContactFormState {
  const field = state.fields.find((candidate) => candidate.code === code);
  if (!field || field.isReadOnly) return state;
  const value = normalizeFieldValue(field.kind, raw);
  const modified = { ...state.modified };
  if (sameValue(value, state.original[code])) delete modified[code];
  else modified[code] = value;
  const highlighted = isEmptyFieldValue(field.kind, value)
    ? state.highlighted
    : state.highlighted.filter((highlightedCode) => highlightedCode !== code);
  return { ...state, values: { ...state.values, [code]: value }, modified, highlighted };
}

export type ContactFormSubmission =
  | {
      ok: true;
      values: Record<string, LeadFieldValue>;
      /** The photo to keep with the contact (null: none), changed or not. */
      photoId: string | null;
      shouldSave: boolean;
    }
  | {
      ok: false;
      message: 'mandatoryFieldsToSet' | 'invalidEmail';
      fields: string[];
      state: ContactFormState;
    };

/**
 * Validates the form. An e-mail left with an empty local part (the untouched domain prefill) is
 * cleared first. Mandatory fields come before e-mail checks, so the user fixes missing values first.
 * An existing contact needs saving only if something changed (a field or the photo); a new one always does.
 */
export function submitContactForm(state: ContactFormState): ContactFormSubmission {
  const values = { ...state.values };
  for (const field of state.fields) {
    const value = values[field.code];
    if (field.kind === 'email' && typeof value === 'string' && value.trim().startsWith('@'))
      values[field.code] = '';
  }
  const missing = state.fields
    .filter((field) => field.isMandatory && isEmptyFieldValue(field.kind, values[field.code]))
    .map((field) => field.code);
  if (missing.length > 0) {
    return {
      ok: false,
      message: 'mandatoryFieldsToSet',
      fields: missing,
      state: { ...state, values, highlighted: missing },
    };
  }
  const badEmails = state.fields
    .filter((field) => field.kind === 'email')
    .filter((field) => {
      const value = values[field.code];
      return typeof value === 'string' && value.trim() !== '' && !isValidEmail(value.trim());
    })
    .map((field) => field.code);
  if (badEmails.length > 0) {
    return {
      ok: false,
      message: 'invalidEmail',
      fields: badEmails,
      state: { ...state, values, highlighted: badEmails },
    };
  }
  const changed =
    Object.keys(state.modified).length > 0 ||
    state.fields.some((field) => !sameValue(values[field.code], state.values[field.code])) ||
    isPhotoChanged(state);
  return { ok: true, values, photoId: state.photoId, shouldSave: state.isNew || changed };
}

function fieldValueText(kind: LeadFormFieldKind, value: LeadFieldValue | undefined): string | null {
  if (value === undefined || value === null || value === '' || Array.isArray(value)) return null;
  if (kind === 'date' && typeof value === 'number') return formatVisitDate(value);
  if (kind === 'switch') return value === true ? 'true' : 'false';
  return String(value);
}

/**
 * The FieldValueList of a contact for the save call. Every field is sent, empty ones with a null
 * Value, so that clearing a field on the device clears it in the back office too. Dates travel in the
 * calls' 'DD/MM/YYYY HH:mm:ss' UTC format, switches as 'true'/'false', choices as codification codes.
 */
export function buildFieldValueList(
  formFields: LeadFormField[],
  contact: Pick<LeadContact, 'values'>,
): VisitorFieldValue[] {
  const list: VisitorFieldValue[] = [];
  for (const field of formFields) {
    const kind = leadFormFieldKind(field.Type);
    if (kind === null) continue;
    const value = contact.values[field.Code];
    list.push({
      Id: field.Id,
      Code: field.Code,
      Label: field.Label,
      Value: kind === 'checkbox' ? null : fieldValueText(kind, value),
      Values: kind === 'checkbox' ? (Array.isArray(value) ? [...value] : []) : null,
    });
  }
  return list;
}
