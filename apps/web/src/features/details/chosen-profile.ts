import { profileShape, type VersionedStorage } from '../../platform/storage/index.js';

/** The press kit is for the press profile only (spec modules §2 "Exhibitor page"). */
export function isPressProfile(storage: VersionedStorage): boolean {
  return storage.read(profileShape) === 'press';
}
