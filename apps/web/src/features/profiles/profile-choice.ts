import type { ProfileConfig, ProfileKey, ShowConfig } from '@showfloor/core';
import { profileShape, type VersionedStorage } from '../../platform/storage/index.js';
import { isProfileUnlocked } from './profile-unlock.js';

/** What this device remembers of the choice: the profile's key, and which profiles it unlocked. */
export interface StoredChoice {
  key: string | null;
  isUnlocked: (profile: ProfileKey) => boolean;
}

/**
 * The profile the app runs with: the only one when the show has a single profile (spec core §2:
 * the default is forced and no choice is offered), else the one chosen earlier if the show still
 * has it and, when it is protected, this device holds its pass. Undefined means the chooser must be
 * shown (or the configuration is not there yet).
 */
export function chosenProfile(
  config: Pick<ShowConfig, 'profiles'> | undefined,
  stored: StoredChoice,
): ProfileConfig | undefined {
  if (!config) return undefined;
  if (config.profiles.length === 1) return config.profiles[0];
  const profile = config.profiles.find((candidate) => candidate.key === stored.key);
  if (profile?.protected && !stored.isUnlocked(profile.key)) return undefined;
  return profile;
}

/** True when the show offers a choice and none was made (or unlocked) on this device. */
export function needsProfileChoice(
  config: Pick<ShowConfig, 'profiles'> | undefined,
  stored: StoredChoice,
): boolean {
  return config !== undefined && chosenProfile(config, stored) === undefined;
}

/** The choice this device remembers (its profile key and its passes). */
export function readStoredChoice(storage: VersionedStorage): StoredChoice {
  return { key: readProfileKey(storage), isUnlocked: (profile) => isProfileUnlocked(storage, profile) };
}

export function readProfileKey(storage: VersionedStorage): string | null {
  return storage.read(profileShape);
}

export function saveProfileKey(storage: VersionedStorage, key: ProfileConfig['key']): void {
  storage.write(profileShape, key);
}
