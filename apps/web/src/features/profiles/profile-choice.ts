import { type ProfileConfig, type ShowConfig, sha256Hex } from '@showfloor/core';
import { profileShape, type VersionedStorage } from '../../platform/storage/index.js';

/**
 * The profile the app runs with: the only one when the show has a single profile (spec core §2:
 * the default is forced and no choice is offered), else the one chosen earlier if the show still
 * has it. Undefined means the chooser must be shown (or the configuration is not there yet).
 */
export function chosenProfile(
  config: Pick<ShowConfig, 'profiles'> | undefined,
  storedKey: string | null,
): ProfileConfig | undefined {
  if (!config) return undefined;
  if (config.profiles.length === 1) return config.profiles[0];
  return config.profiles.find((profile) => profile.key === storedKey);
}

/** True when the show offers a choice and none was made on this device. */
export function needsProfileChoice(
  config: Pick<ShowConfig, 'profiles'> | undefined,
  storedKey: string | null,
): boolean {
  return config !== undefined && chosenProfile(config, storedKey) === undefined;
}

/** Spec core §5: the typed code is hashed and compared with the configured hash; open profiles need none. */
export function isProfileCodeAccepted(profile: Pick<ProfileConfig, 'codeHash'>, code: string): boolean {
  if (!profile.codeHash) return true;
  return sha256Hex(code.trim()) === profile.codeHash;
}

export function readProfileKey(storage: VersionedStorage): string | null {
  return storage.read(profileShape);
}

export function saveProfileKey(storage: VersionedStorage, key: ProfileConfig['key']): void {
  storage.write(profileShape, key);
}
