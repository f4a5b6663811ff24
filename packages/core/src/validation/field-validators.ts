/** Validation rules of spec core §5, shared by forms, the updater and the sync engines. */

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// Local part: word characters, dot, plus or minus (\w already holds the underscore); then a domain
// whose last label is a 2-to-64-letter TLD, or a bracketed IPv4 address.
const EMAIL = /^[\w.+-]+@(?:\[(?:\d{1,3}\.){3}\d{1,3}\]|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,64})$/i;
// At least one digit so that a lone '+' or '...' is not taken for a number.
const PHONE = /^[\d .+]*\d[\d .+]*$/;
const DIGITS = /^\d+$/;

/** Spec core §5: 3 or 6 hex digits with a leading '#'. */
export function isValidHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** Spec core §5: word characters, dot, underscore, plus or minus, '@', a domain and a TLD or a bracketed IP. */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || !EMAIL.test(value)) return false;
  const bracketed = /^\[(.*)\]$/.exec(value.slice(value.indexOf('@') + 1));
  return bracketed === null || bracketed[1]!.split('.').every((part) => Number(part) <= 255);
}

/** Spec core §5: only spaces, dots, plus signs and digits. */
export function isValidPhone(value: unknown): value is string {
  return typeof value === 'string' && PHONE.test(value);
}

/** Spec core §5 and modules §5: the favorites synchronization code is digits only and not empty. */
export function isFavoritesCode(value: unknown): value is string {
  return typeof value === 'string' && DIGITS.test(value);
}

/** The profile fields that decide completeness; `role` stands in for `position` (spec core §3 "position/role"). */
export interface ProfileCompletenessFields {
  firstName?: string | null;
  lastName?: string | null;
  position?: string | null;
  role?: string | null;
  email?: string | null;
  phone?: string | null;
}

function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Spec core §5: a profile is complete only when first name, last name, position, e-mail and phone
 * are all non-empty (an appointment request needs a complete profile, modules §4).
 */
export function isProfileComplete(profile: ProfileCompletenessFields): boolean {
  return (
    isFilled(profile.firstName) &&
    isFilled(profile.lastName) &&
    (isFilled(profile.position) || isFilled(profile.role)) &&
    isFilled(profile.email) &&
    isFilled(profile.phone)
  );
}
