import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin.length > 0),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

const envSchema = z.object({
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, originList.optional()),
  SESSION_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .positive()
      .max(24 * 366)
      .default(24 * 30),
  ),
  LOGIN_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(10)),
  CONTACT_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(30)),
  SEARCH_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(120)),
});

/** Settings of accounts and networking, from environment variables (documented in docs/accounts.md). */
export interface AccountsConfig {
  /**
   * Origins (scheme://host[:port]) whose cross-origin calls may carry credentials. Other origins still
   * read the public data files, without credentials.
   */
  corsOrigins: string[];
  /** Lifetime of a session, in hours (spec core §9: token expiry in hours if configured). */
  sessionHours: number;
  /** Login attempts per minute and client address. */
  loginRateLimit: number;
  /** Contact requests per minute and user. */
  contactRateLimit: number;
  /** Participant searches per minute and user (the app debounces typing by 400 ms). */
  searchRateLimit: number;
}

/** Reads the accounts settings; an invalid variable is named in the thrown message. */
export function loadAccountsConfig(env: NodeJS.ProcessEnv): AccountsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    throw new Error(`Invalid environment: ${messages.join('; ')}`);
  }
  return {
    corsOrigins: parsed.data.CORS_ORIGINS ?? [],
    sessionHours: parsed.data.SESSION_HOURS,
    loginRateLimit: parsed.data.LOGIN_RATE_LIMIT,
    contactRateLimit: parsed.data.CONTACT_RATE_LIMIT,
    searchRateLimit: parsed.data.SEARCH_RATE_LIMIT,
  };
}
