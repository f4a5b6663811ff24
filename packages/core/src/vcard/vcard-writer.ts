import { CRLF, escapeText, foldContentLine } from '../ical/content-line.js';

export type VCardVersion = '2.1' | '3.0' | '4.0';

export const VCARD_VERSIONS: readonly VCardVersion[] = ['2.1', '3.0', '4.0'];

/** A contact to save to the device: a speaker, a participant or an exhibitor contact. */
export interface VCardContact {
  firstName?: string;
  lastName?: string;
  /** Shown name when there is no first or last name (an exhibitor's contact desk). */
  formattedName?: string;
  organization?: string;
  title?: string;
  email?: string;
  phone?: string;
  mobilePhone?: string;
  website?: string;
  note?: string;
}

const NON_ASCII = /[^\x20-\x7e]/;

/** vCard 2.1 escapes only semicolons and has no line-break escape (short of QUOTED-PRINTABLE), so breaks become spaces; 3.0 and 4.0 follow RFC 6350. */
function cardText(version: VCardVersion, value: string): string {
  if (version === '2.1') return value.replace(/;/g, '\\;').replace(/\r\n|\r|\n/g, ' ');
  return escapeText(value);
}

/** Parameters a text value needs: 2.1 has no default charset, so non-ASCII text must say UTF-8. */
function textParams(version: VCardVersion, value: string): string {
  return version === '2.1' && NON_ASCII.test(value) ? ';CHARSET=UTF-8' : '';
}

const TYPE_PARAMS: Record<'work' | 'cell' | 'email' | 'url', Record<VCardVersion, string>> = {
  work: { '2.1': ';WORK;VOICE', '3.0': ';TYPE=WORK,VOICE', '4.0': ';TYPE=work,voice' },
  cell: { '2.1': ';CELL', '3.0': ';TYPE=CELL', '4.0': ';TYPE=cell' },
  email: { '2.1': ';INTERNET', '3.0': ';TYPE=INTERNET', '4.0': ';TYPE=work' },
  url: { '2.1': '', '3.0': '', '4.0': ';TYPE=work' },
};

export function displayNameOf(contact: VCardContact): string {
  const name = [contact.firstName, contact.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || contact.formattedName?.trim() || contact.organization?.trim() || '';
}

/**
 * A vCard of the contact in the version the show configures (spec modules §2 "Contact"): 2.1 for
 * old address books, 3.0 (RFC 2426) or 4.0 (RFC 6350). Empty fields are left out rather than
 * written blank, because some address books then show empty rows. CRLF line ends, folded lines.
 */
export function writeVCard(contact: VCardContact, version: VCardVersion): string {
  const lines = ['BEGIN:VCARD', `VERSION:${version}`];
  const text = (name: string, value: string | undefined, params = '') => {
    const trimmed = value?.trim();
    if (!trimmed) return;
    lines.push(`${name}${params}${textParams(version, trimmed)}:${cardText(version, trimmed)}`);
  };
  const family = cardText(version, contact.lastName?.trim() ?? '');
  const given = cardText(version, contact.firstName?.trim() ?? '');
  const structured = `${family};${given};;;`;
  lines.push(`N${textParams(version, structured)}:${structured}`);
  // FN is mandatory in 3.0 and 4.0; 2.1 readers use it too when present.
  const fullName = displayNameOf(contact);
  lines.push(`FN${textParams(version, fullName)}:${cardText(version, fullName)}`);
  text('ORG', contact.organization);
  text('TITLE', contact.title);
  text('TEL', contact.phone, TYPE_PARAMS.work[version]);
  text('TEL', contact.mobilePhone, TYPE_PARAMS.cell[version]);
  text('EMAIL', contact.email, TYPE_PARAMS.email[version]);
  if (contact.website?.trim()) lines.push(`URL${TYPE_PARAMS.url[version]}:${contact.website.trim()}`);
  text('NOTE', contact.note);
  lines.push('END:VCARD');
  return lines.map((line) => `${foldContentLine(line)}${CRLF}`).join('');
}

/** A file name for the contact's card: its name with only safe characters, then '.vcf'. */
export function vCardFileName(contact: VCardContact): string {
  const base = displayNameOf(contact)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'contact'}.vcf`;
}
