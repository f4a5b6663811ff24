import { emailDomainPrefill } from '../leads/contact-form.js';
import type { SignedBadgePayload } from './signed-badge.js';
import { SIGNED_BADGE_PREFIX, verifySignedBadge } from './signed-badge.js';
import type { EcdsaJsonWebKey } from './web-crypto.js';

/**
 * Reading visitor badge QR codes (spec modules §5 "Scanned badge", docs/badge-format.md): the two
 * plain formats of the spec and Showfloor's signed format. The QR text is parsed here once; the rest
 * of the app trusts the `ScannedBadge` it gets.
 */

export type BadgeError = 'invalidBadge' | 'badSignature' | 'unhandledQr';
export type BadgeFormat = 'plain' | 'lg' | 'signed';

export interface ScannedBadge {
  format: BadgeFormat;
  /** The visitor badge code (CAB). */
  code: string;
  /** Values read from the badge, keyed by lead form field Code. */
  values: Record<string, string>;
  /** The verified payload of a signed badge. */
  signed?: SignedBadgePayload;
}

export type BadgeReadResult<T> = { ok: true; badge: T } | { ok: false; error: BadgeError };

/** Where a plain badge puts a field: its 1-based CABPosition; 0 or null means the badge does not carry it. */
export interface BadgeFieldPosition {
  Code: string;
  CABPosition: number | null;
}

/** Form field Codes the named values of a signed badge fill. */
export const SIGNED_BADGE_FIELD_CODES = {
  firstName: 'Prenom',
  lastName: 'Nom',
  organizationName: 'Societe',
  email: 'Email',
  role: 'Fonction',
} as const satisfies Partial<Record<keyof SignedBadgePayload, string>>;

const FORMAT_2_PREFIX = 'LG.';
/** A bare code: what a badge with no '&' must be for its whole text to count as the code. */
const BARE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

function placeByPosition(
  parts: readonly string[],
  fields: readonly BadgeFieldPosition[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (!field.CABPosition) continue;
    const value = parts[field.CABPosition - 1]?.trim();
    if (value) values[field.Code] = value;
  }
  return values;
}

/**
 * Reads the two plain formats. Format 1: code, '&', then '#'-separated values placed by CABPosition
 * (a text with no '&' is a bare code). Format 2: 'LG.' then ';'-separated values, the last being the
 * code. A text starting with '#' is a badge encrypted for a native decoder the web app does not have.
 */
export function parsePlainBadge(
  text: string,
  fields: readonly BadgeFieldPosition[],
): BadgeReadResult<ScannedBadge> {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return { ok: false, error: 'invalidBadge' };
  if (trimmed.startsWith(FORMAT_2_PREFIX)) {
    const parts = trimmed.slice(FORMAT_2_PREFIX.length).split(';');
    const code = parts.pop()?.trim() ?? '';
    if (code === '') return { ok: false, error: 'invalidBadge' };
    return { ok: true, badge: { format: 'lg', code, values: placeByPosition(parts, fields) } };
  }
  const separator = trimmed.indexOf('&');
  if (separator < 0) {
    return BARE_CODE.test(trimmed)
      ? { ok: true, badge: { format: 'plain', code: trimmed, values: {} } }
      : { ok: false, error: 'invalidBadge' };
  }
  const code = trimmed.slice(0, separator).trim();
  if (code === '' || code.includes('#')) return { ok: false, error: 'invalidBadge' };
  const parts = trimmed.slice(separator + 1).split('#');
  return { ok: true, badge: { format: 'plain', code, values: placeByPosition(parts, fields) } };
}

export interface SignedBadgeOptions {
  /** The show's public badge key; without it signed badges cannot be trusted and are refused. */
  publicKey: EcdsaJsonWebKey | null;
  /** When given, a badge of another show is refused even if its signature holds. */
  showId?: string;
}

/** Signed badges may carry the '#' prefix the spec gives encrypted badges, so printers following it work. */
function signedText(text: string): string | null {
  const trimmed = text.trim();
  const unprefixed = trimmed.startsWith('#') ? trimmed.slice(1) : trimmed;
  return unprefixed.startsWith(SIGNED_BADGE_PREFIX) ? unprefixed : null;
}

async function readSigned(
  text: string,
  options: SignedBadgeOptions,
): Promise<BadgeReadResult<SignedBadgePayload>> {
  if (!options.publicKey) return { ok: false, error: 'badSignature' };
  const checked = await verifySignedBadge(text, options.publicKey);
  if (!checked.ok) return checked;
  if (options.showId !== undefined && checked.payload.showId !== options.showId) {
    return { ok: false, error: 'invalidBadge' };
  }
  return { ok: true, badge: checked.payload };
}

/**
 * Reads a badge for lead capture: a signed badge is checked and its named values fill the matching
 * form fields; otherwise the plain formats are read with the form's field positions.
 */
export async function readLeadBadge(
  text: string,
  fields: readonly BadgeFieldPosition[],
  options: SignedBadgeOptions,
): Promise<BadgeReadResult<ScannedBadge>> {
  const signed = signedText(text);
  if (signed === null) return parsePlainBadge(text, fields);
  const read = await readSigned(signed, options);
  if (!read.ok) return read;
  const payload = read.badge;
  const values: Record<string, string> = {};
  for (const [key, code] of Object.entries(SIGNED_BADGE_FIELD_CODES)) {
    const value = payload[key as keyof typeof SIGNED_BADGE_FIELD_CODES];
    if (value !== '') values[code] = value;
  }
  return { ok: true, badge: { format: 'signed', code: payload.code, values, signed: payload } };
}

/** What the visitor badge reader keeps of a badge (spec modules §3 "Saved (scanned) contact"). */
export interface VisitorBadge {
  id: string;
  firstName: string;
  lastName: string;
  organizationName: string;
  /** Only the domain ('@example.com'), never the person's own address. */
  email: string;
}

/**
 * Reads a badge for the visitor badge reader. Only signed badges are handled (the spec's reader takes
 * encrypted badges only, which signed badges replace); any other QR code is 'unhandledQr'.
 */
export async function readVisitorBadge(
  text: string,
  options: SignedBadgeOptions,
): Promise<BadgeReadResult<VisitorBadge>> {
  const signed = signedText(text);
  if (signed === null) return { ok: false, error: 'unhandledQr' };
  const read = await readSigned(signed, options);
  if (!read.ok) return read;
  const { code, firstName, lastName, organizationName, email } = read.badge;
  return {
    ok: true,
    badge: { id: code, firstName, lastName, organizationName, email: emailDomainPrefill(email) },
  };
}
