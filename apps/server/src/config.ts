import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, found from this file (src/ or dist/ of apps/server). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const trimmedOrUndefined = (value: unknown) =>
  typeof value === 'string' ? emptyAsUndefined(value.trim()) : value;

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin.length > 0),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

const wholeNumber = (min: number, max: number) => {
  const error = 'must be a positive whole number';
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/**
 * TRUST_PROXY: a number of proxy hops, or a comma-separated list of proxy addresses, CIDR ranges or the
 * names `loopback`, `linklocal`, `uniquelocal`. Unset, no proxy is trusted and X-Forwarded-For is ignored:
 * trusting it from anyone would let every client choose the address its rate limits are keyed on.
 */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};
const trustProxySetting = z.string().transform((value, context): number | string[] => {
  const text = value.trim();
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || wrong !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `must be a hop count or a list of proxy addresses or ranges${wrong ? ` (not ${wrong})` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** The lead-save limits when the environment does not set them (see `LeadSaveLimits`). */
export const DEFAULT_LEAD_SAVE_LIMITS: LeadSaveLimits = { maxInFlight: 4, maxQueued: 64 };

const seconds = (max: number) => {
  const error = 'must be a positive number of seconds';
  return z.coerce.number({ error }).positive({ error }).max(max, { error });
};

/** The request timeouts when the environment does not set them (see `HttpTimeouts`). */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { requestSeconds: 60, headersSeconds: 20 };
/** The admission of the other expensive routes when the environment does not set it (see `AdmissionLimits`). */
export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = { maxInFlight: 16, maxQueued: 64 };

/**
 * Test-only crash points (SHOWFLOOR_FAULT): the server kills itself with SIGKILL once the named
 * write has committed and before its answer is sent, as a power cut or `kill -9` would. Unset (the
 * default and the only value for a real show), no hook is installed. Used by the crash tests
 * (docs/security.md, "Standing tests").
 */
export const CRASH_FAULTS = [
  'exit-after-commit:save-contacts',
  'exit-after-commit:contact-participant',
] as const;
export type CrashFault = (typeof CRASH_FAULTS)[number];

/**
 * How live events reach the sockets of other server processes (LIVE_ADAPTER): `none` (one process),
 * `postgres` (the PostgreSQL of DATABASE_URL) or `redis` (Redis Streams at REDIS_URL).
 */
export const LIVE_ADAPTERS = ['none', 'postgres', 'redis'] as const;
export type LiveAdapterName = (typeof LIVE_ADAPTERS)[number];
/**
 * Sockets open at once from one address. A show's Wi-Fi puts thousands of visitors behind one address,
 * so the default only stops one client from opening sockets without end.
 */
export const DEFAULT_LIVE_MAX_SOCKETS_PER_ADDRESS = 5_000;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, originList.optional()),
  SESSION_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .positive()
      .max(24 * 366)
      .default(24 * 30),
  ),
  TRUST_PROXY: z.preprocess(trimmedOrUndefined, trustProxySetting.optional()),
  LOGIN_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(10)),
  CONTACT_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(30)),
  SEARCH_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(120)),
  SYNC_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(60)),
  SYNC_SUBJECT_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(30)),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  NOTES_MAIL_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  PARTICIPANT_ID_KEY: z.preprocess(trimmedOrUndefined, z.string().min(16).optional()),
  LEAD_SAVE_MAX_IN_FLIGHT: wholeNumber(1, 10_000).default(DEFAULT_LEAD_SAVE_LIMITS.maxInFlight),
  LEAD_SAVE_MAX_QUEUED: wholeNumber(0, 100_000).default(DEFAULT_LEAD_SAVE_LIMITS.maxQueued),
  REQUEST_TIMEOUT_SECONDS: z.preprocess(
    emptyAsUndefined,
    seconds(3600).default(DEFAULT_HTTP_TIMEOUTS.requestSeconds),
  ),
  HEADERS_TIMEOUT_SECONDS: z.preprocess(
    emptyAsUndefined,
    seconds(3600).default(DEFAULT_HTTP_TIMEOUTS.headersSeconds),
  ),
  ADMISSION_MAX_IN_FLIGHT: wholeNumber(1, 10_000).default(DEFAULT_ADMISSION_LIMITS.maxInFlight),
  ADMISSION_MAX_QUEUED: wholeNumber(0, 100_000).default(DEFAULT_ADMISSION_LIMITS.maxQueued),
  VAPID_SUBJECT: z.preprocess(trimmedOrUndefined, z.string().optional()),
  VAPID_PUBLIC_KEY: z.preprocess(trimmedOrUndefined, z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(trimmedOrUndefined, z.string().optional()),
  PUSH_ALLOWED_HOSTS: z.preprocess(emptyAsUndefined, z.string().optional()),
  SHOWFLOOR_FAULT: z.preprocess(emptyAsUndefined, z.enum(CRASH_FAULTS).optional()),
  LIVE_ADAPTER: z.preprocess(emptyAsUndefined, z.enum(LIVE_ADAPTERS).default('none')),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  LIVE_MAX_SOCKETS_PER_ADDRESS: wholeNumber(1, 1_000_000).default(DEFAULT_LIVE_MAX_SOCKETS_PER_ADDRESS),
});

/** Settings of accounts and networking (documented in docs/accounts.md). */
export interface AccountsConfig {
  /**
   * Origins (scheme://host[:port]) whose cross-origin calls may carry credentials. Other origins still
   * read the public data files, without credentials.
   */
  corsOrigins: string[];
  /** Lifetime of a session, in hours (spec core §9: token expiry in hours if configured). */
  sessionHours: number;
  /**
   * Login attempts per minute for one account from one client address. Keyed on both, so the visitors
   * sharing a show's Wi-Fi address never use up each other's attempts; the per-account backoff
   * (`LoginThrottle`) stops guessing from many addresses.
   */
  loginRateLimit: number;
  /** Contact requests per minute and user. */
  contactRateLimit: number;
  /** Participant searches per minute and user (the app debounces typing by 400 ms). */
  searchRateLimit: number;
  /**
   * The secret behind public participant ids (PARTICIPANT_ID_KEY); absent: one generated once and kept
   * in DATA_DIR/participant-ids.key.
   */
  participantIdKey?: string | undefined;
}

/** How the notes export relays mail (SMTP_URL, MAIL_FROM, NOTES_MAIL_KEY). */
export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://…; absent: messages are written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /**
   * The show's own sender, the From of every mail (MAIL_FROM); default `Showfloor
   * <no-reply@host of PUBLIC_URL>` (`no-reply@localhost` without it). Never the caller's address.
   */
  from: string;
  /** The show's notes-mail secret; absent: one generated once and kept in DATA_DIR/notes-mail.key. */
  notesKey: string | undefined;
}

/** Admission control of the lead saves (LEAD_SAVE_MAX_IN_FLIGHT, LEAD_SAVE_MAX_QUEUED; docs/leads.md). */
export interface LeadSaveLimits {
  /** Saves running at once. PGlite runs one transaction at a time; PostgreSQL takes a few more. */
  maxInFlight: number;
  /** Saves waiting for a slot; one more is refused. */
  maxQueued: number;
}

/**
 * How long a client may take to send a request (REQUEST_TIMEOUT_SECONDS, HEADERS_TIMEOUT_SECONDS): a
 * request whose headers, or whole body, have not arrived in time is answered 408 and its connection
 * closed, so a body trickled byte by byte holds no connection for long.
 */
export interface HttpTimeouts {
  /** The whole request, headers and body. A save of 16 MB needs about 2.2 Mbit/s to fit in 60 s. */
  requestSeconds: number;
  /** The headers alone; never more than `requestSeconds`. */
  headersSeconds: number;
}

/**
 * Admission control of the expensive routes other than lead saves: login, participant search, contact
 * requests, the notes mail and photo uploads (ADMISSION_MAX_IN_FLIGHT, ADMISSION_MAX_QUEUED).
 */
export interface AdmissionLimits {
  /** Requests of those routes running at once. */
  maxInFlight: number;
  /** Requests waiting briefly for a slot; one more is refused with 429 and Retry-After. */
  maxQueued: number;
}

/**
 * The Web Push identity given in the environment (VAPID_SUBJECT, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY),
 * trimmed; the push module checks them, and generates a pair kept in DATA_DIR when none is given.
 */
export interface VapidSettings {
  subject: string | undefined;
  publicKey: string | undefined;
  privateKey: string | undefined;
}

/**
 * Favorites sync calls per minute (SYNC_RATE_LIMIT, SYNC_SUBJECT_RATE_LIMIT; docs/security.md
 * "Favorites sync"): the defaults are the favorites sync module's.
 */
export interface FavoritesSyncRateLimits {
  /** Calls of POST /sync and /sync/revoke per client address. */
  perAddress: number;
  /** Syncs per code or account, whatever the address. */
  perSubject: number;
}

/** The live socket layer (LIVE_ADAPTER, REDIS_URL, LIVE_MAX_SOCKETS_PER_ADDRESS; docs/ARCHITECTURE.md). */
export interface LiveSettings {
  adapter: LiveAdapterName;
  redisUrl: string | undefined;
  maxSocketsPerAddress: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute folder holding the embedded database and the published files. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PUBLIC_URL as given (no trailing slash); unset, the address is not known to be https. */
  publicUrl: string | undefined;
  /**
   * The base of every absolute address the back office writes (calendar links): PUBLIC_URL, else
   * http://localhost:PORT. Never taken from a request's Host or X-Forwarded-Host, which any client sets.
   */
  baseUrl: string;
  webDist: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Proxies whose X-Forwarded-For is believed: none (false), a hop count, or addresses and ranges. */
  trustProxy: false | number | string[];
  accounts: AccountsConfig;
  mail: MailSettings;
  leadSaves: LeadSaveLimits;
  admission: AdmissionLimits;
  vapid: VapidSettings;
  /**
   * Push endpoint hosts accepted whatever they resolve to (PUSH_ALLOWED_HOSTS: `relay.example`,
   * `*.push.example`); any other endpoint must resolve to public addresses only.
   */
  pushAllowedHosts: string[];
  httpTimeouts: HttpTimeouts;
  /** A test-only crash point (SHOWFLOOR_FAULT, see `CRASH_FAULTS`); undefined outside the crash tests. */
  crashFault: CrashFault | undefined;
  live: LiveSettings;
  favoritesSync: FavoritesSyncRateLimits;
}

function defaultMailFrom(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `Showfloor <no-reply@${host}>`;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the server configuration from environment variables; an invalid one names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${messages.join('; ')}`);
  }
  const values = parsed.data;
  // Several processes fan events out through a shared server; PGlite is one process's database.
  if (values.LIVE_ADAPTER !== 'none' && values.DATABASE_URL === undefined) {
    throw new ConfigError(
      `Invalid environment: LIVE_ADAPTER: ${values.LIVE_ADAPTER} is for several server processes, which need PostgreSQL (DATABASE_URL); the embedded database (PGlite) serves one process: unset LIVE_ADAPTER or set DATABASE_URL`,
    );
  }
  if (values.LIVE_ADAPTER === 'redis' && values.REDIS_URL === undefined) {
    throw new ConfigError(
      'Invalid environment: REDIS_URL: required by LIVE_ADAPTER=redis (redis://host:6379)',
    );
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ''),
    baseUrl: values.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${values.PORT}`,
    webDist: path.resolve(cwd, values.WEB_DIST),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY ?? false,
    accounts: {
      corsOrigins: values.CORS_ORIGINS ?? [],
      sessionHours: values.SESSION_HOURS,
      loginRateLimit: values.LOGIN_RATE_LIMIT,
      contactRateLimit: values.CONTACT_RATE_LIMIT,
      searchRateLimit: values.SEARCH_RATE_LIMIT,
      participantIdKey: values.PARTICIPANT_ID_KEY,
    },
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? defaultMailFrom(values.PUBLIC_URL),
      notesKey: values.NOTES_MAIL_KEY,
    },
    leadSaves: { maxInFlight: values.LEAD_SAVE_MAX_IN_FLIGHT, maxQueued: values.LEAD_SAVE_MAX_QUEUED },
    httpTimeouts: {
      requestSeconds: values.REQUEST_TIMEOUT_SECONDS,
      headersSeconds: Math.min(values.HEADERS_TIMEOUT_SECONDS, values.REQUEST_TIMEOUT_SECONDS),
    },
    admission: { maxInFlight: values.ADMISSION_MAX_IN_FLIGHT, maxQueued: values.ADMISSION_MAX_QUEUED },
    vapid: {
      subject: values.VAPID_SUBJECT,
      publicKey: values.VAPID_PUBLIC_KEY,
      privateKey: values.VAPID_PRIVATE_KEY,
    },
    pushAllowedHosts: (values.PUSH_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host.length > 0),
    crashFault: values.SHOWFLOOR_FAULT,
    live: {
      adapter: values.LIVE_ADAPTER,
      redisUrl: values.REDIS_URL,
      maxSocketsPerAddress: values.LIVE_MAX_SOCKETS_PER_ADDRESS,
    },
    favoritesSync: { perAddress: values.SYNC_RATE_LIMIT, perSubject: values.SYNC_SUBJECT_RATE_LIMIT },
  };
}

/**
 * PostgreSQL server the integration tests also run on (TEST_DATABASE_URL); unset, they run on the
 * embedded database only.
 */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** Redis the live adapter tests also run on (TEST_REDIS_URL, redis://127.0.0.1:6379); unset, they are skipped. */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}
