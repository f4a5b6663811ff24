/** localStorage keys of the app (spec core §3), in one place so that no two features collide. */
export const STORAGE_KEYS = {
  versionCode: 'versionCode',
  lang: 'lang',
  showConfig: 'showConfig',
  /** The session, `{token, expiry}` (spec core §3); expiry in ms since the epoch, null if none. */
  loginToken: 'loginToken',
  /** The stored username, `{username}`; the password is never stored. */
  account: 'account',
  /** The logged-in user's profile (spec core §3 "Stored locally as userData"). */
  userData: 'userData',
  /** Met contacts (spec core §3); cleared on logout with the rest of the user's data. */
  contacts: 'contacts',
} as const;
