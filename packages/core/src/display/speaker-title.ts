import type { JsonValue } from '../catalog/localized.js';
import { TITLE_SEPARATOR } from '../constants/spec-constants.js';

/**
 * The speaker fields the title and subtitle are made of (spec core §3 "Speaker"). The index
 * signature lets a whole `CatalogRecord` or participant object be passed as is.
 */
export interface SpeakerNameFields {
  [field: string]: JsonValue | undefined;
  civility?: JsonValue;
  lastname?: JsonValue;
  firstname?: JsonValue;
  /** The whole name as a programme gives it (pretalx `public_name`, frab `<person>`), never split. */
  display_name?: JsonValue;
  organisation?: JsonValue;
  position?: JsonValue;
  country?: JsonValue;
  lump?: JsonValue;
}

/** Civilities the spec leaves out of a speaker's title: they add nothing a reader needs. */
const OMITTED_CIVILITIES = new Set(['monsieur', 'madame']);

function text(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Spec core §3: civility (omitted for Monsieur and Madame), then last name, then ', first name'.
 * 'Pr Curie, Marie'; 'Dupont, Jean'. A name a programme gave whole (`display_name`) is shown as
 * given: its split into first and last names is a guess, good for sorting, wrong to show ('Oever,
 * Jos van den').
 */
export function speakerTitle(speaker: SpeakerNameFields): string {
  const displayName = text(speaker.display_name);
  if (displayName !== '') return displayName;
  const civility = text(speaker.civility);
  const shownCivility = OMITTED_CIVILITIES.has(civility.toLowerCase()) ? '' : civility;
  const head = [shownCivility, text(speaker.lastname)].filter((part) => part !== '').join(' ');
  const firstname = text(speaker.firstname);
  if (firstname === '') return head;
  return head === '' ? firstname : `${head}, ${firstname}`;
}

function lumpType(lump: JsonValue | undefined): string {
  if (typeof lump !== 'object' || lump === null || Array.isArray(lump)) return '';
  return text(lump.Type);
}

/**
 * Spec core §3: organisation plus position, else country, else the speaker type from lump. The two
 * parts are joined with the spec's title separator ' - '.
 */
export function speakerSubtitle(speaker: SpeakerNameFields): string {
  const organisationLine = [text(speaker.organisation), text(speaker.position)]
    .filter((part) => part !== '')
    .join(TITLE_SEPARATOR);
  if (organisationLine !== '') return organisationLine;
  return text(speaker.country) || lumpType(speaker.lump);
}
