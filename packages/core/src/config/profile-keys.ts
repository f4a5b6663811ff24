/** The profiles a show can offer (spec core §6); the webapp ones have these codes. */
export const PROFILE_KEYS = [
  'default',
  'exhibitor',
  'visitor',
  'press',
  'webapp-exh',
  'webapp-evt',
  'webapp-spk',
] as const;
export type ProfileKey = (typeof PROFILE_KEYS)[number];
