import { type OrganiserShowConfig, splitProfileCodes } from '@showfloor/core';
import type { CatalogRepository } from '../catalog/index.js';
import type { ProfileCodeRepository } from './profile-code.repository.js';
import { storedHashOf } from './profile-code-hash.js';

export interface ShowConfigStores {
  catalog: Pick<CatalogRepository, 'setConfig'>;
  profileCodes: ProfileCodeRepository;
}

/**
 * Stores an organiser's configuration (an import, the demo): the part `showfloor publish` publishes
 * goes to the catalog, protected profiles marked and no code nor hash in it; the codes stay here as
 * slow salted hashes. A protected profile given no code keeps the one it had; the codes of profiles
 * no longer protected are forgotten. `derived` marks a configuration derived from a programme (see
 * CatalogRepository.setConfig). Answers warnings for the organiser.
 */
export async function saveShowConfig(
  { catalog, profileCodes }: ShowConfigStores,
  organiser: OrganiserShowConfig,
  options: { derived?: boolean } = {},
): Promise<string[]> {
  const { config, codes } = splitProfileCodes(organiser);
  for (const source of codes) await profileCodes.set(source.profile, await storedHashOf(source));
  const protectedKeys = config.profiles.filter((profile) => profile.protected).map((profile) => profile.key);
  await profileCodes.keepOnly(protectedKeys);
  await catalog.setConfig(config, options);
  const warnings: string[] = [];
  const stored = new Set(await profileCodes.profiles());
  for (const key of protectedKeys) {
    if (!stored.has(key))
      warnings.push(
        `profile ${key} is protected but has no code: nobody can unlock it until its code is given`,
      );
  }
  for (const source of codes) {
    if ('legacySha256' in source)
      warnings.push(
        `profile ${source.profile} has only a codeHash (unsalted SHA-256): give its code instead, and change it if the hash was ever published`,
      );
  }
  return warnings;
}
