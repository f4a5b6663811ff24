import type { ProfileKey, ProfileUnlockResponse } from '@showfloor/core';
import type { ProfileCodeRepository } from './profile-code.repository.js';
import { isProfileCodeRight } from './profile-code-hash.js';
import { isProfilePassValid, PROFILE_PASS_DAYS, signProfilePass } from './profile-pass.js';

/** What checking a typed code gives: a pass, a wrong code, or a profile that has no code to check. */
export type UnlockOutcome =
  | { kind: 'unlocked'; pass: ProfileUnlockResponse }
  | { kind: 'wrong' }
  | { kind: 'open' };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Profile codes (docs/security.md "Profile codes"): a right code gets a signed pass, and a protected
 * profile's content is served only to a request carrying a valid pass for it.
 */
export class ProfileCodesService {
  constructor(
    private readonly codes: ProfileCodeRepository,
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks a typed code (trimmed); the right one gets a pass naming the profile and its expiry. */
  async unlock(profile: ProfileKey, code: string): Promise<UnlockOutcome> {
    const { codeHash, isProtected } = await this.codes.protection(profile);
    if (!isProtected) return { kind: 'open' };
    if (codeHash === null || !(await isProfileCodeRight(code, codeHash))) return { kind: 'wrong' };
    const expiresAtSeconds = Math.floor((this.now() + PROFILE_PASS_DAYS * DAY_MS) / 1000);
    return {
      kind: 'unlocked',
      pass: {
        profile,
        pass: signProfilePass(this.secret, codeHash, profile, expiresAtSeconds),
        expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
      },
    };
  }

  /** Whether a request may have a profile's content: the profile is open, or the pass is valid. */
  async isAllowed(profile: ProfileKey, pass: string | undefined): Promise<boolean> {
    const { codeHash, isProtected } = await this.codes.protection(profile);
    if (!isProtected) return true;
    if (codeHash === null || pass === undefined) return false;
    return isProfilePassValid(this.secret, codeHash, profile, pass, this.now());
  }
}
