import type { NotificationLevel } from '../constants/spec-constants.js';
import type { LeadContact, LeadContext, LeadFieldValue } from './lead-contact.js';
import { isScanDisabled } from './lead-contact.js';
import type { LeadError, SaveContactResult, SaveContactsRequest } from './lead-protocol.js';
import type { LicenceScreenMessage } from './licence.js';
import { validateLicenceScreen } from './licence.js';
import { buildSaveContactsRequest } from './save-contacts-request.js';

/**
 * The lead-capture flow of spec modules §4 as a pure transition function. The app restores the state
 * from local storage, feeds it events (user actions, answers of the calls it asked for) and performs
 * the effects it returns: store, call, scan, notify.
 *
 * Contacts are written locally before any call, so a dead network or a crash never loses a lead; a
 * contact counts as synchronised only once the back office confirmed it.
 */

export type LeadScreen = 'disclaimer' | 'licence' | 'list' | 'form' | 'menu' | 'search';

/** A contact sent by the sync in flight, and how many visits it had then. */
interface SentContact {
  code: string;
  visits: number;
}

export interface LeadCaptureState {
  screen: LeadScreen;
  disclaimerAccepted: boolean;
  context: LeadContext | null;
  contacts: LeadContact[];
  /** The scanned contact the form edits, with the values read from its badge. */
  form: { code: string; isNew: boolean; badgeValues: Record<string, string> } | null;
  isRegistering: boolean;
  /** Contacts of the sync in flight, or null when none is. */
  sending: SentContact[] | null;
}

export type LeadNotification =
  | LicenceScreenMessage
  | 'invalidLicence'
  | 'maxLicence'
  | 'noAuthorization'
  | 'unexpectedResponse'
  | 'genericError'
  | 'invalidVisitorBadge'
  | 'disabledScanButton'
  | 'scanError'
  | 'scanDenied'
  | 'badgeScanWithoutResult'
  | 'contactsNotSaved';

export type LeadCaptureEvent =
  | { type: 'acceptDisclaimer' }
  | { type: 'submitLicence'; userName: string; licence: string }
  | { type: 'licenceRegistered'; context: LeadContext }
  | { type: 'licenceRefused'; error: LeadError }
  | { type: 'scan'; now: number }
  /** A decoded badge, or null when the scanned text yields no code. */
  | { type: 'badgeScanned'; badge: { code: string; values: Record<string, string> } | null; now: number }
  | { type: 'scanFailed'; reason: 'scanError' | 'scanDenied' | 'noResult' }
  /**
   * The form was submitted and `submitContactForm` said the contact must be saved. `photoId` is the
   * photo to keep (null: none); left out, the contact keeps the photo it has.
   */
  | {
      type: 'saveContact';
      values: Record<string, LeadFieldValue>;
      photoId?: string | null;
      guid: string;
      now: number;
    }
  | { type: 'closeForm' }
  | { type: 'openMenu' }
  | { type: 'openSearch' }
  | { type: 'back' }
  | { type: 'sync' }
  | { type: 'syncAnswered'; results: SaveContactResult[]; now: number }
  | { type: 'syncFailed'; error: LeadError }
  | { type: 'resetLicence' };

export type LeadCaptureEffect =
  | { type: 'storeDisclaimerAccepted' }
  /** Check the licence, then register the checkpoint; answer with licenceRegistered or licenceRefused. */
  | { type: 'registerLicence'; userName: string; licence: string }
  | { type: 'storeContext'; context: LeadContext }
  | { type: 'storeContacts'; contacts: LeadContact[] }
  | { type: 'startScan' }
  | { type: 'sendContacts'; request: SaveContactsRequest }
  /** Reset: forget the context and every local contact, synchronised or not. */
  | { type: 'deleteLocalData' }
  | { type: 'notify'; message: LeadNotification; level: NotificationLevel; count?: number };

export interface LeadCaptureEnvironment {
  /** Device id sent with every call. */
  mobileId: string;
}

export interface LeadTransition {
  state: LeadCaptureState;
  effects: LeadCaptureEffect[];
}

/** The state the module opens in, from what local storage holds. */
export function restoreLeadCapture(stored: {
  disclaimerAccepted: boolean;
  context: LeadContext | null;
  contacts: LeadContact[];
}): LeadCaptureState {
  const screen: LeadScreen = !stored.disclaimerAccepted ? 'disclaimer' : stored.context ? 'list' : 'licence';
  return { ...stored, screen, form: null, isRegistering: false, sending: null };
}

const REFUSAL_MESSAGES: Readonly<Record<LeadError, LeadNotification>> = {
  INVALID_LICENCE: 'invalidLicence',
  MAX_LICENCE: 'maxLicence',
  NO_AUTHORIZATION: 'noAuthorization',
  UNEXPECTED_RESPONSE: 'unexpectedResponse',
  NETWORK: 'genericError',
};

const unchanged = (state: LeadCaptureState): LeadTransition => ({ state, effects: [] });
const notify = (message: LeadNotification, level: NotificationLevel, count?: number): LeadCaptureEffect =>
  count === undefined ? { type: 'notify', message, level } : { type: 'notify', message, level, count };

/** Visit dates travel with second precision; keeping them so makes a round trip through the calls exact. */
const toSecond = (timestamp: number): number => Math.floor(timestamp / 1000) * 1000;

/** Starts a sync of the unsynchronised contacts, unless one is in flight or there is nothing to send. */
function startSync(state: LeadCaptureState, environment: LeadCaptureEnvironment): LeadTransition {
  if (!state.context || state.sending) return unchanged(state);
  const request = buildSaveContactsRequest(state.context, environment.mobileId, state.contacts);
  if (!request) return unchanged(state);
  const sending = state.contacts
    .filter((contact) => !contact.isSync)
    .map((contact) => ({ code: contact.code, visits: contact.history.length }));
  return { state: { ...state, sending }, effects: [{ type: 'sendContacts', request }] };
}

function saveContact(
  state: LeadCaptureState,
  event: Extract<LeadCaptureEvent, { type: 'saveContact' }>,
  environment: LeadCaptureEnvironment,
): LeadTransition {
  const { form } = state;
  if (!form || state.screen !== 'form') return unchanged(state);
  const existing = state.contacts.find((contact) => contact.code === form.code);
  const visit = toSecond(event.now);
  const saved: LeadContact = existing
    ? {
        ...existing,
        values: { ...existing.values, ...event.values },
        history: [visit, ...existing.history],
        isSync: false,
        photoId: event.photoId === undefined ? (existing.photoId ?? null) : event.photoId,
      }
    : {
        code: form.code,
        guid: event.guid,
        history: [visit],
        isSync: false,
        lastSync: null,
        values: event.values,
        photoId: event.photoId ?? null,
      };
  // The newest save comes first, as the list sorted by date shows it.
  const contacts = [saved, ...state.contacts.filter((contact) => contact.code !== form.code)];
  const closed: LeadCaptureState = { ...state, contacts, screen: 'list', form: null };
  const sync = startSync(closed, environment);
  return { state: sync.state, effects: [{ type: 'storeContacts', contacts }, ...sync.effects] };
}

function applySyncAnswer(
  state: LeadCaptureState,
  results: SaveContactResult[],
  now: number,
  environment: LeadCaptureEnvironment,
): LeadTransition {
  const sent = state.sending ?? [];
  const confirmed = new Set(results.filter((result) => result.IsSaveOk).map((result) => result.CAB));
  const contacts = state.contacts.map((contact) => {
    const sentContact = sent.find((candidate) => candidate.code === contact.code);
    // A contact saved again while the call was in flight has a visit the back office has not seen yet.
    const isUnchangedSinceSent = sentContact !== undefined && sentContact.visits === contact.history.length;
    return isUnchangedSinceSent && confirmed.has(contact.code)
      ? { ...contact, isSync: true, lastSync: now }
      : contact;
  });
  const notSaved = sent.filter((candidate) => !confirmed.has(candidate.code)).length;
  const effects: LeadCaptureEffect[] = [{ type: 'storeContacts', contacts }];
  if (notSaved > 0) effects.push(notify('contactsNotSaved', 'warning', notSaved));
  const settled: LeadCaptureState = { ...state, contacts, sending: null };
  // Saves made while the call was in flight go out now; refused ones wait for the next sync, so a
  // back office that keeps refusing a contact is not called in a loop.
  const refused = new Set(
    sent.filter((candidate) => !confirmed.has(candidate.code)).map((candidate) => candidate.code),
  );
  const hasNewSaves = contacts.some((contact) => !contact.isSync && !refused.has(contact.code));
  if (!hasNewSaves) return { state: settled, effects };
  const next = startSync(settled, environment);
  return { state: next.state, effects: [...effects, ...next.effects] };
}

function onBadge(
  state: LeadCaptureState,
  event: Extract<LeadCaptureEvent, { type: 'badgeScanned' }>,
): LeadTransition {
  if (!state.context || state.screen !== 'list') return unchanged(state);
  if (isScanDisabled(state.context, event.now)) {
    return { state, effects: [notify('disabledScanButton', 'warning')] };
  }
  if (!event.badge || event.badge.code === '') {
    return { state, effects: [notify('invalidVisitorBadge', 'warning')] };
  }
  const { code, values } = event.badge;
  const isNew = !state.contacts.some((contact) => contact.code === code);
  return { state: { ...state, screen: 'form', form: { code, isNew, badgeValues: values } }, effects: [] };
}

const SCAN_FAILURE_MESSAGES = {
  scanError: 'scanError',
  scanDenied: 'scanDenied',
  noResult: 'badgeScanWithoutResult',
} as const satisfies Record<string, LeadNotification>;

export function leadCaptureTransition(
  state: LeadCaptureState,
  event: LeadCaptureEvent,
  environment: LeadCaptureEnvironment,
): LeadTransition {
  switch (event.type) {
    case 'acceptDisclaimer':
      if (state.screen !== 'disclaimer') return unchanged(state);
      return {
        state: { ...state, disclaimerAccepted: true, screen: state.context ? 'list' : 'licence' },
        effects: [{ type: 'storeDisclaimerAccepted' }],
      };
    case 'submitLicence': {
      if (state.screen !== 'licence' || state.isRegistering) return unchanged(state);
      const checked = validateLicenceScreen(event);
      if (!checked.ok) return { state, effects: [notify(checked.message, 'warning')] };
      return {
        state: { ...state, isRegistering: true },
        effects: [{ type: 'registerLicence', userName: checked.userName, licence: checked.licence }],
      };
    }
    case 'licenceRegistered':
      if (state.screen !== 'licence' || !state.isRegistering) return unchanged(state);
      return {
        state: { ...state, isRegistering: false, context: event.context, screen: 'list' },
        effects: [{ type: 'storeContext', context: event.context }],
      };
    case 'licenceRefused':
      if (!state.isRegistering) return unchanged(state);
      return {
        state: { ...state, isRegistering: false },
        effects: [notify(REFUSAL_MESSAGES[event.error], 'error')],
      };
    case 'scan':
      if (!state.context || state.screen !== 'list') return unchanged(state);
      return isScanDisabled(state.context, event.now)
        ? { state, effects: [notify('disabledScanButton', 'warning')] }
        : { state, effects: [{ type: 'startScan' }] };
    case 'badgeScanned':
      return onBadge(state, event);
    case 'scanFailed':
      return { state, effects: [notify(SCAN_FAILURE_MESSAGES[event.reason], 'warning')] };
    case 'saveContact':
      return saveContact(state, event, environment);
    case 'closeForm':
      return state.screen === 'form'
        ? { state: { ...state, screen: 'list', form: null }, effects: [] }
        : unchanged(state);
    case 'openMenu':
    case 'openSearch':
      if (state.screen !== 'list') return unchanged(state);
      return { state: { ...state, screen: event.type === 'openMenu' ? 'menu' : 'search' }, effects: [] };
    case 'back':
      if (state.screen !== 'menu' && state.screen !== 'search' && state.screen !== 'form')
        return unchanged(state);
      return { state: { ...state, screen: 'list', form: null }, effects: [] };
    case 'sync':
      return startSync(state, environment);
    case 'syncAnswered':
      return state.sending ? applySyncAnswer(state, event.results, event.now, environment) : unchanged(state);
    case 'syncFailed':
      if (!state.sending) return unchanged(state);
      // Nothing is marked synchronised: the back office may have stored the batch and then failed to
      // answer, and the resend is merged into the same leads (the save is idempotent per badge code).
      return {
        state: { ...state, sending: null },
        effects: [
          notify(REFUSAL_MESSAGES[event.error], 'error'),
          notify('contactsNotSaved', 'warning', state.sending.length),
        ],
      };
    case 'resetLicence':
      if (!state.context) return unchanged(state);
      return {
        state: { ...state, screen: 'licence', context: null, contacts: [], form: null, sending: null },
        effects: [{ type: 'deleteLocalData' }],
      };
  }
}

/** Counts shown on the list screen. */
export function leadListCounts(contacts: readonly LeadContact[]): { total: number; notSynchronised: number } {
  return { total: contacts.length, notSynchronised: contacts.filter((contact) => !contact.isSync).length };
}
