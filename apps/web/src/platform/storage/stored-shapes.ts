import {
  isLanguage,
  type Language,
  type LoginToken,
  loginTokenSchema,
  PROFILE_KEYS,
  type ProfileKey,
  profilePassSchema,
  type ShowConfig,
  showConfigSchema,
  type UserProfile,
  userProfileSchema,
} from '@showfloor/core';
import { calendarFeedShape } from '../personal-data/calendar-feed-shape.js';
import { favoritePositionsShape } from '../personal-data/favorite-positions-shape.js';
import { favoritesShape } from '../personal-data/favorites-shape.js';
import { notesShape } from '../personal-data/notes-shape.js';
import { personalShowsShape } from '../personal-data/personal-shows-shape.js';
import { remindersShape } from '../personal-data/reminders-shape.js';
import {
  syncCodeShape,
  syncedFavoritesShape,
  syncedPositionsShape,
} from '../personal-data/synced-favorites-shape.js';
import {
  BARE_JSON,
  BARE_TEXT,
  isEnvelope,
  type PersistedShape,
  VERSIONED_OVER_TEXT,
} from './persisted-shape.js';
import { STORAGE_KEYS } from './storage-keys.js';

/**
 * Every key the app keeps in localStorage (spec core §3 "Local storage keys"), each with its shape:
 * the version written today and a reader of every version an installed app may have left. Keys the app
 * alone reads are written in the `{version, data}` envelope; a key whose format the spec fixes and other
 * programs read (the session's keys, the device id) keeps that format as its version 1. docs/storage.md
 * lists them.
 */

/** The data of a version 2 envelope, else the bare text of version 1; anything else is undefined. */
function envelopeDataOrBareText(stored: unknown, version: number): unknown {
  if (isEnvelope(stored)) return stored.version === version ? stored.data : undefined;
  return typeof stored === 'string' ? stored : undefined;
}

/** A yes/no flag: `true` in a version 2 envelope, or the bare text 'true' of version 1. */
function readFlag(stored: unknown): boolean {
  const data = isEnvelope(stored) ? (stored.version === 2 ? stored.data : undefined) : stored;
  return data === true || data === 'true';
}

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The app version whose data the device holds; another one starts from clean data (spec core §4). */
export const versionCodeShape: PersistedShape<string | null> = {
  key: STORAGE_KEYS.versionCode,
  version: 2,
  empty: null,
  format: VERSIONED_OVER_TEXT,
  read: (stored) => nonEmptyText(envelopeDataOrBareText(stored, 2)),
};

/** The interface language the visitor chose; none means the browser's. */
export const languageShape: PersistedShape<Language | null> = {
  key: STORAGE_KEYS.lang,
  version: 2,
  empty: null,
  format: VERSIONED_OVER_TEXT,
  read: (stored) => {
    const language = envelopeDataOrBareText(stored, 2);
    return isLanguage(language) ? language : null;
  },
};

/** The show's configuration as last received, so the app starts offline. Version 1 was the bare JSON. */
export const showConfigShape: PersistedShape<ShowConfig | null> = {
  key: STORAGE_KEYS.showConfig,
  version: 2,
  empty: null,
  read: (stored) => {
    const config = isEnvelope(stored) ? (stored.version === 2 ? stored.data : undefined) : stored;
    const parsed = showConfigSchema.safeParse(config);
    return parsed.success ? parsed.data : null;
  },
};

/**
 * The session `{token, expiry}` (spec core §3), the one place its text is parsed. Kept bare: the spec
 * gives this format and the accounts journeys read it.
 */
export const loginTokenShape: PersistedShape<LoginToken | null> = {
  key: STORAGE_KEYS.loginToken,
  version: 1,
  empty: null,
  format: BARE_JSON,
  read: (stored) => {
    const parsed = loginTokenSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  },
};

/** The stored account: the username, and whether the session came by single sign-on. */
export interface StoredAccount {
  username: string;
  /** Present (true) only for a session that came by single sign-on, as the first app stored it. */
  sso?: true;
}

/** The account `{username, sso?}` (spec core §3 `account`; the password is never stored). Kept bare. */
export const accountShape: PersistedShape<StoredAccount | null> = {
  key: STORAGE_KEYS.account,
  version: 1,
  empty: null,
  format: BARE_JSON,
  read: (stored) => {
    if (typeof stored !== 'object' || stored === null) return null;
    const { username, sso } = stored as { username?: unknown; sso?: unknown };
    if (typeof username !== 'string') return null;
    return sso === true ? { username, sso } : { username };
  },
};

/** The logged-in user's profile (spec core §3 "Stored locally as userData"), kept bare like the token. */
export const userDataShape: PersistedShape<UserProfile | null> = {
  key: STORAGE_KEYS.userData,
  version: 1,
  empty: null,
  format: BARE_JSON,
  read: (stored) => {
    const parsed = userProfileSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  },
};

const NO_CONTACTS: readonly unknown[] = [];

/** Met contacts (spec core §3): a bare JSON list, cleared with the session; nothing writes it yet. */
export const contactsShape: PersistedShape<readonly unknown[]> = {
  key: STORAGE_KEYS.contacts,
  version: 1,
  empty: NO_CONTACTS,
  format: BARE_JSON,
  read: (stored) => (Array.isArray(stored) ? stored : NO_CONTACTS),
};

/** The reduced-mobility toggle (spec core §3 `pmr-status`); version 1 was the bare text 'true'. */
export const pmrStatusShape: PersistedShape<boolean> = {
  key: 'pmr-status',
  version: 2,
  empty: false,
  format: VERSIONED_OVER_TEXT,
  read: readFlag,
};

/**
 * The key of the profile chosen on this device. Version 1 was the bare key; a JSON string or a `{key}`
 * object is read too, so that no stored form of it ever shows the press kit to everyone.
 */
export const profileShape: PersistedShape<string | null> = {
  key: 'profile',
  version: 2,
  empty: null,
  format: VERSIONED_OVER_TEXT,
  read: (stored) => {
    const data = envelopeDataOrBareText(stored, 2);
    if (typeof data !== 'string') return null;
    return nonEmptyText(profileKeyOfText(data));
  },
};

function profileKeyOfText(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return parsed;
    // A key of digits is the chooser's bare text, not a number to refuse.
    if (typeof parsed === 'number') return text;
    if (typeof parsed === 'object' && parsed !== null && 'key' in parsed) return parsed.key;
    return null;
  } catch {
    return text;
  }
}

/**
 * The random device id the lead calls send as mobileId; kept as bare text because that text is the id
 * a licence counts (a changed id would count as a new user).
 */
export const deviceIdShape: PersistedShape<string | null> = {
  key: 'deviceId',
  version: 1,
  empty: null,
  format: BARE_TEXT,
  read: nonEmptyText,
};

/** Whether the visitor accepted the badge reader's disclaimer (spec modules §3); version 1 was 'true'. */
export const scanDisclaimerShape: PersistedShape<boolean> = {
  key: 'scanDisclaimerAccepted',
  version: 2,
  empty: false,
  format: VERSIONED_OVER_TEXT,
  read: readFlag,
};

/** A profile's pass from the back office (docs/security.md "Profile codes"); `expiresAt` in ms since the epoch. */
export interface StoredProfilePass {
  pass: string;
  expiresAt: number;
}

export type StoredProfilePasses = Readonly<Partial<Record<ProfileKey, StoredProfilePass>>>;

const NO_PASSES: StoredProfilePasses = {};

/**
 * The passes of the protected profiles unlocked on this device, by profile key: what the inbox and
 * push calls of a protected profile send, and what keeps it unlocked offline. Entries that do not
 * read as a pass are dropped one by one.
 */
export const profilePassesShape: PersistedShape<StoredProfilePasses> = {
  key: 'profilePasses',
  version: 1,
  empty: NO_PASSES,
  read: (stored) => {
    if (!isEnvelope(stored) || stored.version !== 1) return NO_PASSES;
    const data = stored.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return NO_PASSES;
    const passes: Partial<Record<ProfileKey, StoredProfilePass>> = {};
    for (const key of PROFILE_KEYS) {
      const entry: unknown = (data as Record<string, unknown>)[key];
      if (typeof entry !== 'object' || entry === null) continue;
      const { pass, expiresAt } = entry as { pass?: unknown; expiresAt?: unknown };
      if (
        profilePassSchema.safeParse(pass).success &&
        typeof expiresAt === 'number' &&
        typeof pass === 'string'
      )
        passes[key] = { pass, expiresAt };
    }
    return passes;
  },
};

/** Every stored key of the app, by name; two entries never share a key (a test checks it). */
export const STORED_SHAPES = {
  versionCode: versionCodeShape,
  lang: languageShape,
  showConfig: showConfigShape,
  loginToken: loginTokenShape,
  account: accountShape,
  userData: userDataShape,
  contacts: contactsShape,
  favorites: favoritesShape,
  notes: notesShape,
  calendarFeed: calendarFeedShape,
  favoritePositions: favoritePositionsShape,
  /** The favorites sync log and the peering code (spec core §3). */
  syncedFavorites: syncedFavoritesShape,
  /** The same log for the map's favourite positions. */
  syncedPositions: syncedPositionsShape,
  syncCode: syncCodeShape,
  /** Which show the personal keys above belong to, and other shows' personal keys set aside. */
  personalShows: personalShowsShape,
  /** The session reminders switch, and per show the reminders told (docs/storage.md). */
  reminders: remindersShape,
  pmrStatus: pmrStatusShape,
  profile: profileShape,
  profilePasses: profilePassesShape,
  deviceId: deviceIdShape,
  scanDisclaimer: scanDisclaimerShape,
} as const;

export { calendarFeedShape, favoritePositionsShape, favoritesShape, notesShape, personalShowsShape };
