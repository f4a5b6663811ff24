import { isValidEmail, isValidPhone } from '../validation/field-validators.js';
import type { UserProfile } from './account-protocol.js';

/**
 * The "your profile" form of the user-data page (spec core §3 "User profile"): first and last name,
 * position, login, e-mail and phone are required and editable; the organisation name is optional.
 */
export const PROFILE_FIELD_NAMES = [
  'firstName',
  'lastName',
  'position',
  'organizationName',
  'login',
  'email',
  'phone',
] as const;
export type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];

export type ProfileFormValues = Record<ProfileFieldName, string>;

export type ProfileFieldKind = 'text' | 'email' | 'tel';

export interface ProfileFieldRule {
  name: ProfileFieldName;
  kind: ProfileFieldKind;
  required: boolean;
}

export const PROFILE_FIELD_RULES: readonly ProfileFieldRule[] = [
  { name: 'firstName', kind: 'text', required: true },
  { name: 'lastName', kind: 'text', required: true },
  { name: 'position', kind: 'text', required: true },
  { name: 'organizationName', kind: 'text', required: false },
  { name: 'login', kind: 'email', required: true },
  { name: 'email', kind: 'email', required: true },
  { name: 'phone', kind: 'tel', required: true },
];

export type ProfileFieldError = 'required' | 'invalidEmail' | 'invalidPhone';
export type ProfileFormErrors = Partial<Record<ProfileFieldName, ProfileFieldError>>;

/**
 * `updatedFields` of `POST /updateMe.htm` (spec core §7) for the form's fields: the profile's
 * position is sent as role and its phone as phoneNumber.
 */
export interface ProfileUpdatedFields {
  firstName?: string;
  lastName?: string;
  role?: string;
  organizationName?: string;
  login?: string;
  email?: string;
  phoneNumber?: string;
  /** null removes the photo; a data: URL replaces it. */
  profilePicture?: { value: string; metaData?: { name?: string; size?: number; type?: string } } | null;
}

const UPDATED_FIELD_OF: Record<ProfileFieldName, keyof ProfileUpdatedFields> = {
  firstName: 'firstName',
  lastName: 'lastName',
  position: 'role',
  organizationName: 'organizationName',
  login: 'login',
  email: 'email',
  phone: 'phoneNumber',
};

/** The form's starting values; position falls back to role (spec core §3 "position/role"). */
export function profileFormValues(profile: UserProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    position: profile.position || profile.role,
    organizationName: profile.organizationName,
    login: profile.login,
    email: profile.email,
    phone: profile.phone,
  };
}

/** Spec core §5 "User field": required and empty, or failing its pattern, is an error. */
export function validateProfileField(rule: ProfileFieldRule, value: string): ProfileFieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? 'required' : undefined;
  if (rule.kind === 'email' && !isValidEmail(trimmed)) return 'invalidEmail';
  if (rule.kind === 'tel' && !isValidPhone(trimmed)) return 'invalidPhone';
  return undefined;
}

export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const rule of PROFILE_FIELD_RULES) {
    const error = validateProfileField(rule, values[rule.name]);
    if (error) errors[rule.name] = error;
  }
  return errors;
}

/** Spec core §4: unchanged values are not saved. Values are compared and sent trimmed. */
export function changedProfileFields(
  original: ProfileFormValues,
  edited: ProfileFormValues,
): ProfileUpdatedFields {
  const changes: Record<string, string> = {};
  for (const name of PROFILE_FIELD_NAMES) {
    const value = edited[name].trim();
    if (value !== original[name].trim()) changes[UPDATED_FIELD_OF[name]] = value;
  }
  return changes as ProfileUpdatedFields;
}

/** The profile as it is once the changes are saved, for the device's userData copy. */
export function applyProfileChanges(profile: UserProfile, values: ProfileFormValues): UserProfile {
  const trimmed = Object.fromEntries(
    PROFILE_FIELD_NAMES.map((name) => [name, values[name].trim()]),
  ) as ProfileFormValues;
  return { ...profile, ...trimmed, role: trimmed.position };
}
