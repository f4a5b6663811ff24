import type { PersistedShape } from '../storage/persisted-shape.js';
import { isRecord } from './aside-marks.js';

export const PERSONAL_SHOWS_STORAGE_KEY = 'personalShows';

/**
 * Which show the personal keys (favorites, notes, the calendar feed, favourite positions) belong to,
 * and those of other shows this device held, set aside: per show key, the stored text of each of
 * its personal keys as it was when that show left, written back as it is when the show returns.
 */
export interface PersonalShows {
  /** The show key of the personal keys; null before the device met a show with one. */
  current: string | null;
  aside: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Version 1: `{ version: 1, data: { current, aside: { [showKey]: { [storageKey]: text } } } }`. */
export const PERSONAL_SHOWS_SHAPE_VERSION = 1;

export const NO_PERSONAL_SHOWS: PersonalShows = { current: null, aside: {} };

/** Reads the stored record; a damaged one reads as none (its shows' data cannot be told apart). */
export function readStoredPersonalShows(stored: unknown): PersonalShows {
  if (!isRecord(stored) || stored.version !== PERSONAL_SHOWS_SHAPE_VERSION || !isRecord(stored.data))
    return NO_PERSONAL_SHOWS;
  const { current, aside } = stored.data;
  const shows: Record<string, Record<string, string>> = {};
  for (const [showKey, keys] of Object.entries(isRecord(aside) ? aside : {})) {
    if (!isRecord(keys)) continue;
    shows[showKey] = Object.fromEntries(
      Object.entries(keys).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return { current: typeof current === 'string' && current !== '' ? current : null, aside: shows };
}

export const personalShowsShape: PersistedShape<PersonalShows> = {
  key: PERSONAL_SHOWS_STORAGE_KEY,
  version: PERSONAL_SHOWS_SHAPE_VERSION,
  empty: NO_PERSONAL_SHOWS,
  read: readStoredPersonalShows,
};
