import { z } from 'zod';
import { PROFILE_KEYS } from './profile-keys.js';
import { PROFILE_CODE_MAX_CHARS } from './show-config.js';

/**
 * Unlocking a protected profile (spec core §5, docs/security.md "Profile codes"): the app sends the
 * typed code, the back office checks it and answers a pass naming the profile and its expiry. The
 * pass travels in a header with the calls that serve a protected profile's content (its inbox
 * messages and its push subscriptions), never in a URL, where logs and histories would keep it.
 */
export const PROFILE_UNLOCK_PATH = '/profiles/unlock';

/** The header carrying a profile's pass (lower case, as Node gives headers). */
export const PROFILE_PASS_HEADER = 'x-profile-pass';

/** POST /profiles/unlock */
export const profileUnlockRequestSchema = z.object({
  profile: z.enum(PROFILE_KEYS),
  code: z.string().trim().min(1).max(PROFILE_CODE_MAX_CHARS),
});
export type ProfileUnlockRequest = z.infer<typeof profileUnlockRequestSchema>;

/** A pass as the back office writes it: `v1.{profile}.{expiry in s}.{signature}`, opaque to the app. */
export const profilePassSchema = z.string().regex(/^v1\.[a-z-]{1,20}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/);

export const profileUnlockResponseSchema = z.object({
  profile: z.enum(PROFILE_KEYS),
  pass: profilePassSchema,
  /** When the back office stops accepting the pass; the app asks for the code again after it. */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ProfileUnlockResponse = z.infer<typeof profileUnlockResponseSchema>;
