import type {
  AuthenticateExhibitorResult,
  LeadFormField,
  RegisterCheckpointResult,
} from './lead-protocol.js';
import { parseVisitDate } from './lead-protocol.js';

/**
 * What the lead-capture module keeps on the device (spec modules §3 "Lead contact", "Lead context").
 * Stored shapes carry a version so that a later change can migrate them.
 */

export const LEAD_STORAGE_VERSION = 2;

/**
 * A value of a contact form field, by kind: text for text, textarea, radio and e-mail; a timestamp for
 * dates; a number; a boolean for switches; sorted codification codes for checkboxes; null when unset.
 */
export type LeadFieldValue = string | number | boolean | string[] | null;

export interface LeadContact {
  /** The visitor badge code (CAB); one contact per code. */
  code: string;
  /** Device-side identifier, sent as ExternalId. */
  guid: string;
  /** Visit timestamps, newest first. */
  history: number[];
  isSync: boolean;
  lastSync: number | null;
  /** Values keyed by form field Code (Societe, Prenom, Nom, Email, Pays, Telephone... and the qualification fields). */
  values: Record<string, LeadFieldValue>;
  /**
   * The id of the contact's cropped photo (the visitor or their business card), kept on the device
   * beside the contact; null when there is none. A new photo gets a new id, so a changed photo is a
   * changed contact. Added in storage version 2; version 1 rows read as null.
   */
  photoId: string | null;
}

/** Whether the contact has a photo: the save call's IsExistPhoto. */
export const hasLeadPhoto = (contact: Pick<LeadContact, 'photoId'>): boolean =>
  typeof contact.photoId === 'string' && contact.photoId !== '';

export interface LeadContext {
  licence: string;
  /** The name typed by the user; the checkpoint user name adds the device parts. */
  userName: string;
  /** The name registered with the checkpoint, sent as ContactName of each visit. */
  checkpointUserName: string;
  instance: string;
  exhibitorId: number;
  exhibitorName: string;
  eventDateBegin: number;
  eventDateEnd: number;
  eventId: number;
  eventName: string;
  checkPointId: number;
  formFields: LeadFormField[];
}

/** Builds the context from the two successful answers of the licence screen. */
export function leadContextFromAnswers(input: {
  licence: string;
  userName: string;
  checkpointUserName: string;
  licenceAnswer: AuthenticateExhibitorResult;
  checkpointAnswer: RegisterCheckpointResult;
}): LeadContext {
  const { licenceAnswer, checkpointAnswer } = input;
  return {
    licence: input.licence,
    userName: input.userName,
    checkpointUserName: input.checkpointUserName,
    instance: licenceAnswer.InstanceName,
    exhibitorId: licenceAnswer.ExhibitorId,
    exhibitorName: licenceAnswer.ExhibitorName,
    // readCheckLicenceResponse has already refused answers whose dates do not parse.
    eventDateBegin: parseVisitDate(licenceAnswer.EventDateBegin) ?? 0,
    eventDateEnd: parseVisitDate(licenceAnswer.EventDateEnd) ?? 0,
    eventId: licenceAnswer.EventId,
    eventName: licenceAnswer.EventName,
    checkPointId: checkpointAnswer.CheckPointId,
    formFields: checkpointAnswer.FormFields,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Scanning stops once the event is over (modules §5). An end at midnight names a day, not an instant:
 * the exhibitor can still scan on that last day, until it ends.
 */
export function isScanDisabled(context: Pick<LeadContext, 'eventDateEnd'>, now: number): boolean {
  const end = context.eventDateEnd;
  const endsAtMidnight = end % DAY_MS === 0;
  return now >= (endsAtMidnight ? end + DAY_MS : end + 1000);
}
