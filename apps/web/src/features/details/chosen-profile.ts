import type { KeyValueStore } from '../../platform/storage/index.js';

/** Storage key under which the profile chooser keeps the chosen profile (spec core §2 "Choose-profile"). */
export const PROFILE_STORAGE_KEY = 'profile';

/**
 * The chosen profile's key. The chooser stores it as plain text, but a JSON string or an object
 * with a `key` is accepted too, so that a change of format there never shows the press kit to
 * everyone: anything unreadable counts as no profile.
 */
export function chosenProfileOf(store: KeyValueStore): string | null {
  const raw = store.get(PROFILE_STORAGE_KEY);
  if (raw === null || raw.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'string') return parsed;
    if (typeof parsed === 'object' && parsed !== null && 'key' in parsed && typeof parsed.key === 'string')
      return parsed.key;
    return null;
  } catch {
    return raw.trim();
  }
}

/** The press kit is for the press profile only (spec modules §2 "Exhibitor page"). */
export function isPressProfile(store: KeyValueStore): boolean {
  return chosenProfileOf(store) === 'press';
}
