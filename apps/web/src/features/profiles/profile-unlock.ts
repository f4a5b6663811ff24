import {
  PROFILE_PASS_HEADER,
  PROFILE_UNLOCK_PATH,
  type ProfileKey,
  profileUnlockResponseSchema,
} from '@showfloor/core';
import { type ApiClient, isNetworkError } from '../../platform/network/index.js';
import { profilePassesShape, type VersionedStorage } from '../../platform/storage/index.js';

/** What the back office said of a typed code (docs/security.md "Profile codes"). */
export type UnlockOutcome =
  | { kind: 'unlocked' }
  | { kind: 'wrongCode' }
  | { kind: 'tooManyAttempts'; retryAfterSeconds: number }
  /** The back office could not be reached: a code can only be checked online. */
  | { kind: 'needsConnection' }
  | { kind: 'failed' };

export interface ProfileUnlockDeps {
  api: ApiClient;
  storage: VersionedStorage;
}

/**
 * Sends a typed code to the back office (POST /profiles/unlock) and keeps the pass it answers for
 * the right one, so the profile stays unlocked on this device, offline too.
 */
export async function unlockProfile(
  { api, storage }: ProfileUnlockDeps,
  profile: ProfileKey,
  code: string,
): Promise<UnlockOutcome> {
  let answer: { status: number; body: unknown; retryAfter: string | null };
  try {
    answer = await api.exchange(
      PROFILE_UNLOCK_PATH,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ profile, code: code.trim() }),
      },
      async (response) => ({
        status: response.status,
        body: await response.json().catch(() => undefined),
        retryAfter: response.headers.get('Retry-After'),
      }),
    );
  } catch (error) {
    if (isNetworkError(error) && (error.kind === 'connectionError' || error.kind === 'timeout'))
      return { kind: 'needsConnection' };
    return { kind: 'failed' };
  }
  if (answer.status === 403) return { kind: 'wrongCode' };
  if (answer.status === 429)
    return { kind: 'tooManyAttempts', retryAfterSeconds: Math.max(1, Number(answer.retryAfter) || 60) };
  const parsed = profileUnlockResponseSchema.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success || parsed.data.profile !== profile) return { kind: 'failed' };
  const passes = storage.read(profilePassesShape);
  storage.write(profilePassesShape, {
    ...passes,
    [profile]: { pass: parsed.data.pass, expiresAt: Date.parse(parsed.data.expiresAt) },
  });
  return { kind: 'unlocked' };
}

/** Whether this device holds a pass for the profile (an expired one too: the back office decides). */
export function isProfileUnlocked(storage: VersionedStorage, profile: ProfileKey): boolean {
  return storage.read(profilePassesShape)[profile] !== undefined;
}

/** The headers a call serving a profile's content sends: its pass, when this device has one. */
export function profilePassHeaders(storage: VersionedStorage, profile: ProfileKey): Record<string, string> {
  const stored = storage.read(profilePassesShape)[profile];
  return stored ? { [PROFILE_PASS_HEADER]: stored.pass } : {};
}

/** Forgets a pass the back office refused (a changed code, an expiry): the code is asked again. */
export function forgetProfilePass(storage: VersionedStorage, profile: ProfileKey): void {
  const { [profile]: _refused, ...others } = storage.read(profilePassesShape);
  storage.write(profilePassesShape, others);
}
