import { z } from 'zod';
import { badgePublicKeySchema } from '../badges/signed-badge.js';
import { PUBLISHED_DATA_TYPES, type PublishedDataType } from '../catalog/data-types.js';
import {
  FAVORITES_SYNC_MODES,
  PARTICIPANTS_DATA_MODES,
  REMINDER_DEFAULT_LEAD_MINUTES,
  REMINDER_MAX_LEAD_MINUTES,
} from '../constants/spec-constants.js';
import { pageRestrictionSchema } from './page-restrictions.js';
import { PROFILE_KEYS, type ProfileKey } from './profile-keys.js';

/**
 * The show's configuration, published as `GET files/project/config.json` (spec core §7): languages,
 * feature flags, profiles, ads, social media and polls. Texts are given per language.
 */
const texts = z.object({ fr: z.string().optional(), en: z.string().optional() });
export type Texts = z.infer<typeof texts>;

export const FEATURE_FLAGS = [
  'login',
  'sso',
  'userData',
  'notes',
  'leads',
  'contacts',
  'social',
  'networking',
  'participantSearch',
  'share',
  'push',
  'map',
  'googleMap',
  'appointments',
  'polls',
  'flightsSchedule',
  'contributionsFeed',
  'synchronizedFavorites',
  'inbox',
  'synopticAgenda',
  'agendaPdf',
  'liveStream',
  /** List and item side by side on a landscape screen of 800 px or more (spec core §4). */
  'twoColumns',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export { PROFILE_KEYS, type ProfileKey } from './profile-keys.js';

const publishedProfileSchema = z.object({
  key: z.enum(PROFILE_KEYS),
  title: texts,
  label: texts.optional(),
  /** Asset path of the chooser button's background image. */
  image: z.string().optional(),
  /**
   * The profile asks for an access code (spec core §5), checked by the back office
   * (`POST /profiles/unlock`, docs/security.md "Profile codes"): nothing here lets a code be checked offline.
   */
  protected: z.boolean().optional(),
  /** Interstitial resumes between two shows (modules §4 "Interstitials"). */
  foregroundFrequency: z.number().int().min(0).optional(),
});

/**
 * A configuration published before codes were checked by the back office carried `codeHash` (the
 * unsalted SHA-256 of the code): it still reads, as a protected profile, and the hash is dropped.
 */
function withoutLegacyCodeHash(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('codeHash' in value)) return value;
  const { codeHash, ...rest } = value as Record<string, unknown>;
  return codeHash === undefined ? rest : { ...rest, protected: true };
}

export const profileConfigSchema = z.preprocess(withoutLegacyCodeHash, publishedProfileSchema);
export type ProfileConfig = z.infer<typeof profileConfigSchema>;

/** An http(s) address, or a path on the back office's own origin. */
const webAddress = z.string().regex(/^(?:https?:\/\/|\/)\S+$/);

export const adSchema = z.object({
  id: z.string(),
  image: z.string(),
  link: texts.optional(),
  bgcolor: z.string().optional(),
  placement: z.enum(['home-top', 'home-bottom', 'list', 'interstitial']),
});

export const showConfigSchema = z.object({
  name: texts,
  /** Show dates, ISO dates (YYYY-MM-DD). */
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string().default('Europe/Paris'),
  languages: z.array(z.enum(['fr', 'en'])).min(1),
  defaultLanguage: z.enum(['fr', 'en']),
  /** A flag that is absent is off. */
  features: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()),
  profiles: z.array(profileConfigSchema).min(1),
  /** Apply data updates without asking (spec core §4 "Updater"). */
  autoUpdate: z.boolean().default(false),
  /** Newest app version published for this show. */
  appVersion: z.string().default('2.0.1'),
  promo: z.object({ label: texts, url: z.string() }).optional(),
  termsUrl: texts.optional(),
  practicalInfoUrl: texts.optional(),
  ads: z.array(adSchema).default([]),
  socialmedia: z
    .object({
      twitter: z.string().optional(),
      facebook: z.string().optional(),
      instagram: z.string().optional(),
      youtube: z.string().optional(),
      linkedin: z.string().optional(),
    })
    .default({}),
  polls: z.object({ url: z.string().optional() }).default({}),
  /**
   * What the apps need to read badges offline: the show's id and the public key that verifies the
   * signed badges the back office issues (docs/badge-format.md). Absent until the show has keys.
   */
  badges: z.object({ showId: z.string(), publicKey: badgePublicKeySchema }).optional(),
  /**
   * The key the app sends with a notes export (spec modules §7). It ships inside every app, so it is
   * not a secret: it only tells this show's apps apart; the mail endpoint's guard is its rate limit.
   */
  notesMailKey: z.string().optional(),
  /** The login page's forgotten-password link, per language (spec core §2 "Login"; absent, not shown). */
  forgottenPasswordUrl: texts.optional(),
  /** The login page's create-account link, per language (spec core §2 "Login"; absent, not shown). */
  createAccountUrl: texts.optional(),
  /**
   * Seconds between two renewals of a session (spec core §4 "autologin timer", §9 "autologin interval
   * in seconds from configuration"). Absent, the session is never renewed on a timer.
   */
  autologinDelay: z.number().positive().optional(),
  /**
   * How the app holds the participants directory (spec core §9): PARTIAL (the default) keeps pages of
   * a search, ALL fetches the whole directory on login and keeps it for `expiryMs` (60 s by default).
   */
  participants: z
    .object({
      mode: z.enum(PARTICIPANTS_DATA_MODES).optional(),
      expiryMs: z.number().int().positive().optional(),
    })
    .optional(),
  /**
   * Favorites synchronisation between devices when the `synchronizedFavorites` flag is on (spec core
   * §4, §9: mode and sync debounce read from configuration): `peering` (a code shared between
   * devices, the default) or `login` (the favorites follow the account). Absent: peering, 10 s.
   */
  favoritesSync: z
    .object({
      mode: z.enum(FAVORITES_SYNC_MODES).optional(),
      debounceMs: z.number().int().positive().optional(),
    })
    .optional(),
  /**
   * Session reminders (spec modules §9 "pre-conference notification lead time from configuration"):
   * how many minutes before a favorite session starts the visitor is told. Absent, 10 minutes
   * (`REMINDER_DEFAULT_LEAD_MINUTES`, docs/decisions.md "Session reminders"); at most a day.
   */
  reminders: z
    .object({ leadMinutes: z.number().int().min(1).max(REMINDER_MAX_LEAD_MINUTES).optional() })
    .optional(),
  /**
   * The user's badge page per language, for profiles whose `externalResources` carry no badge (the
   * registration system's page). `{id}` and `{login}` are replaced by the user's id and login.
   */
  userBadgeUrl: texts.optional(),
  /**
   * Restriction lists per page and profile (spec core §6): which profiles do not see the note, share,
   * met-contacts or save-contact buttons on which pages. Absent, as in the spec's build, nothing is hidden.
   */
  restrictions: z.array(pageRestrictionSchema).optional(),
  /**
   * The outdoor map's background (page googleMap, docs/outdoor-map.md): a maplibre style URL, else a
   * raster tile URL template (`{z}/{x}/{y}`) credited with `attribution`. Absent, or unreachable, the
   * map places are drawn on a plain background.
   */
  outdoorMap: z
    .object({
      styleUrl: webAddress.optional(),
      tileUrl: webAddress.optional(),
      attribution: z.string().optional(),
    })
    .optional(),
  /**
   * The show's identity, generated by the back office at its database's first publish and kept with
   * it: a device holding another show's identity sets its favorites and notes aside rather than read
   * them against unrelated items (docs/decisions.md "Show identity"). Absent from an older back office.
   */
  showKey: z.string().min(1).optional(),
  /**
   * The data types that have records in the published version, written by the back office at each
   * publish: the app offers a tile or a menu entry only for what the show holds (a conference has no
   * exhibitors tile), knowing it from the first paint. Absent (an older back office), all are offered.
   */
  publishedTypes: z.array(z.enum(PUBLISHED_DATA_TYPES)).optional(),
});
export type ShowConfig = z.infer<typeof showConfigSchema>;

/**
 * Whether the published show holds records of a type: what decides the home tiles and menu entries
 * that open it. A configuration from an older back office, which does not say, holds everything.
 */
export function showHolds(config: ShowConfig | undefined, type: PublishedDataType): boolean {
  return config?.publishedTypes?.includes(type) ?? true;
}

/** Minutes before a favorite session starts that its reminder is due (the configured lead time or 10). */
export function reminderLeadMinutesOf(config: Pick<ShowConfig, 'reminders'> | undefined): number {
  return config?.reminders?.leadMinutes ?? REMINDER_DEFAULT_LEAD_MINUTES;
}

/** The shortest access code an organiser may set: a code is a shared secret, guessed one try at a time. */
export const PROFILE_CODE_MIN_CHARS = 4;
export const PROFILE_CODE_MAX_CHARS = 128;

/**
 * A profile as the organiser writes it (the `config` of an import file, the demo generator): the
 * access code itself, or the SHA-256 hex of it that configurations of earlier versions carried. The
 * back office keeps only a slow salted hash of the code and publishes `protected: true` instead.
 */
export const organiserProfileConfigSchema = publishedProfileSchema.extend({
  code: z.string().trim().min(PROFILE_CODE_MIN_CHARS).max(PROFILE_CODE_MAX_CHARS).optional(),
  /** Earlier versions' form: the unsalted SHA-256 hex of the code. Still accepted; prefer `code`. */
  codeHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type OrganiserProfileConfig = z.infer<typeof organiserProfileConfigSchema>;

/** The show configuration with the organiser's profile codes (never published as it is). */
export const organiserShowConfigSchema = showConfigSchema.extend({
  profiles: z.array(organiserProfileConfigSchema).min(1),
});
export type OrganiserShowConfig = z.infer<typeof organiserShowConfigSchema>;

/** Where the code of a protected profile comes from: the code itself, or a legacy SHA-256 hex. */
export type ProfileCodeSource =
  | { profile: ProfileKey; code: string }
  | { profile: ProfileKey; legacySha256: string };

/**
 * Splits an organiser's configuration into what may be published (every profile with a code marked
 * `protected`, no code nor hash left) and the codes the back office keeps to itself.
 */
export function splitProfileCodes(organiser: OrganiserShowConfig): {
  config: ShowConfig;
  codes: ProfileCodeSource[];
} {
  const codes: ProfileCodeSource[] = [];
  const profiles = organiser.profiles.map(({ code, codeHash, ...profile }): ProfileConfig => {
    if (code !== undefined) codes.push({ profile: profile.key, code });
    else if (codeHash !== undefined) codes.push({ profile: profile.key, legacySha256: codeHash });
    const isProtected = profile.protected === true || code !== undefined || codeHash !== undefined;
    const { protected: _flag, ...open } = profile;
    return isProtected ? { ...open, protected: true } : open;
  });
  return { config: { ...organiser, profiles }, codes };
}
