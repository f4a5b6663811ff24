/** localStorage keys of the app (spec core §3), in one place so that no two features collide. */
export const STORAGE_KEYS = {
  versionCode: 'versionCode',
  lang: 'lang',
  showConfig: 'showConfig',
} as const;
