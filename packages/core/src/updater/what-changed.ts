import type { Language } from '../catalog/localized.js';
import type { SessionChange, SessionTime } from '../console/catalog-changes.js';
import type { KeyedFavorites } from '../personal-data/keyed-marks.js';
import type { PublishedChangelog } from './published-changelog.js';

/**
 * The app's "What changed" notice after a data update (docs/ARCHITECTURE.md, updater): the
 * sessions of the new version's changelog that touch the visitor's favorites. The same list is the
 * hook for reminders, when they exist: a moved favorite's reminder moves, a cancelled one's goes.
 */
export interface WhatChanged {
  version: number;
  /** The organiser's publish note, '' when none. */
  note: string;
  /**
   * Versions were published between the one the device held and this one (the visitor was offline
   * across several publishes): only this version's changelog is read, so earlier changes are already
   * in the data but not listed.
   */
  isPartial: boolean;
  /**
   * Each favorite session moved in time, moved room or cancelled, in the changelog's order (old start
   * time). `id` is the record id in the new version, or in the old one for a cancelled session.
   */
  sessions: SessionChange[];
}

/** The favorite events as the changelog can name them: by original id, or by numeric id until named. */
function favoriteEvents(favorites: KeyedFavorites): { originalIds: Set<string>; unnamedIds: Set<number> } {
  const originalIds = new Set<string>();
  const unnamedIds = new Set<number>();
  const named = favorites.originalIds.events ?? {};
  for (const id of favorites.state.events ?? []) {
    const originalId = named[id];
    if (originalId === undefined) unnamedIds.add(id);
    else originalIds.add(originalId);
  }
  // A cancelled favorite is set aside once the favorites are checked against the new version:
  // it is still the visitor's, and the notice must name it.
  for (const mark of favorites.aside) {
    if (mark.dataType === 'events' && mark.originalId !== null) originalIds.add(mark.originalId);
  }
  return { originalIds, unnamedIds };
}

/**
 * What the notice lists after moving from version `heldVersion` to the changelog's, or null when
 * no change touches a favorite (no notice) or the changelog is not newer than the held data.
 * Favorites are matched on their item's original id, so the result is the same whether or not
 * they were already checked against the new version (PersonalDataKeeper).
 */
export function whatChangedFor(
  changelog: PublishedChangelog,
  favorites: KeyedFavorites,
  heldVersion: number,
): WhatChanged | null {
  if (changelog.version <= heldVersion) return null;
  const { originalIds, unnamedIds } = favoriteEvents(favorites);
  if (originalIds.size === 0 && unnamedIds.size === 0) return null;
  const sessions = changelog.sessions.filter(
    (change) => originalIds.has(change.originalId) || (change.id !== undefined && unnamedIds.has(change.id)),
  );
  if (sessions.length === 0) return null;
  return {
    version: changelog.version,
    note: changelog.note,
    isPartial: changelog.previousVersion !== heldVersion,
    sessions,
  };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function formatOf(
  cache: Map<string, Intl.DateTimeFormat>,
  language: Language,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}\u0000${timeZone}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone });
    cache.set(key, format);
  }
  return format;
}

function instantOf(value: string | null): number | null {
  if (value === null || !value.includes('T')) return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : instant;
}

/**
 * A session's time as the notice writes it, on the show's clock (`timeZone`, the show's):
 * 'Sat, Nov 21, 09:30 – 10:30', the end's day named when it is another. A text that is not an
 * instant (a source without offsets) is shown as given; no start gives ''.
 */
export function formatSessionTime(time: SessionTime, language: Language, timeZone: string): string {
  const start = instantOf(time.start);
  if (start === null) return time.start ?? '';
  const day = formatOf(dayFormats, language, timeZone, { weekday: 'short', day: 'numeric', month: 'short' });
  const clock = formatOf(clockFormats, language, timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const from = `${day.format(start)}, ${clock.format(start)}`;
  const end = instantOf(time.end);
  if (end === null) return from;
  const isSameDay = day.format(end) === day.format(start);
  return `${from} – ${isSameDay ? '' : `${day.format(end)}, `}${clock.format(end)}`;
}
