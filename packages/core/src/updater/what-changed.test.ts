import { describe, expect, it } from 'vitest';
import { EMPTY_KEYED_FAVORITES, type KeyedFavorites } from '../personal-data/keyed-marks.js';
import type { PublishedChangelog } from './published-changelog.js';
import { formatSessionTime, whatChangedFor } from './what-changed.js';

const KEYNOTE_MOVED = {
  id: 11,
  originalId: 'talk-keynote',
  title: 'Opening keynote',
  time: {
    old: { start: '2026-11-21T09:30:00+01:00', end: '2026-11-21T10:30:00+01:00' },
    new: { start: '2026-11-21T11:00:00+01:00', end: '2026-11-21T12:00:00+01:00' },
  },
};
const WORKSHOP_ROOM = {
  id: 12,
  originalId: 'talk-workshop',
  title: 'Rust workshop',
  room: { old: 'Salle Rhône', new: 'Salle Saône' },
};
const PANEL_CANCELLED = { id: 13, originalId: 'talk-panel', title: 'Panel', isCancelled: true as const };
const OTHER_MOVED = { id: 14, originalId: 'talk-other', title: 'Other', room: { old: 'A', new: 'B' } };

function changelog(overrides: Partial<PublishedChangelog> = {}): PublishedChangelog {
  return {
    version: 5,
    previousVersion: 4,
    publishedAt: '2026-11-20T18:00:00.000Z',
    note: 'Room changes for Saturday',
    restoredFrom: null,
    counts: { events: { added: 0, changed: 3, removed: 1 } },
    sessions: [KEYNOTE_MOVED, WORKSHOP_ROOM, PANEL_CANCELLED, OTHER_MOVED],
    ...overrides,
  };
}

function favorites(overrides: Partial<KeyedFavorites>): KeyedFavorites {
  return { ...EMPTY_KEYED_FAVORITES, ...overrides };
}

describe('whatChangedFor', () => {
  it("lists only the sessions among the visitor's favorites, with what changed, in the changelog's order", () => {
    const held = favorites({
      state: { events: [11, 12], exhibitors: [14] },
      originalIds: { events: { 11: 'talk-keynote', 12: 'talk-workshop' }, exhibitors: { 14: 'talk-other' } },
    });
    const notice = whatChangedFor(changelog(), held, 4);
    expect(notice).toEqual({
      version: 5,
      note: 'Room changes for Saturday',
      isPartial: false,
      sessions: [KEYNOTE_MOVED, WORKSHOP_ROOM],
    });
  });

  it('names a cancelled favorite, whether the favorites were already checked against the new data or not', () => {
    const before = favorites({ state: { events: [13] }, originalIds: { events: { 13: 'talk-panel' } } });
    // Checked against the new version, the cancelled session's favorite is set aside, not deleted.
    const after = favorites({
      aside: [{ dataType: 'events', id: 13, originalId: 'talk-panel', value: true }],
    });
    for (const held of [before, after]) {
      expect(whatChangedFor(changelog(), held, 4)?.sessions).toEqual([PANEL_CANCELLED]);
    }
  });

  it('follows the original id when the new version numbers the favorite session anew', () => {
    const held = favorites({ state: { events: [3] }, originalIds: { events: { 3: 'talk-workshop' } } });
    expect(whatChangedFor(changelog(), held, 4)?.sessions).toEqual([WORKSHOP_ROOM]);
  });

  it('matches a favorite not yet named by its original id on its numeric id', () => {
    const held = favorites({ state: { events: [12] } });
    expect(whatChangedFor(changelog(), held, 4)?.sessions).toEqual([WORKSHOP_ROOM]);
  });

  it('gives nothing when no change touches a favorite, or the changelog is not newer than the held data', () => {
    const unrelated = favorites({ state: { events: [99] }, originalIds: { events: { 99: 'talk-z' } } });
    expect(whatChangedFor(changelog(), unrelated, 4)).toBeNull();
    expect(whatChangedFor(changelog(), EMPTY_KEYED_FAVORITES, 4)).toBeNull();
    const held = favorites({ state: { events: [12] }, originalIds: { events: { 12: 'talk-workshop' } } });
    expect(whatChangedFor(changelog(), held, 5)).toBeNull();
  });

  it('marks the list partial when versions were published between the held one and this one', () => {
    const held = favorites({ state: { events: [12] }, originalIds: { events: { 12: 'talk-workshop' } } });
    expect(whatChangedFor(changelog(), held, 2)?.isPartial).toBe(true);
    expect(whatChangedFor(changelog({ previousVersion: null }), held, 4)?.isPartial).toBe(true);
  });
});

describe('formatSessionTime', () => {
  it("writes a session's day and times on the show's clock, whatever the reader's zone", () => {
    const time = { start: '2026-11-21T09:30:00+01:00', end: '2026-11-21T10:30:00+01:00' };
    expect(formatSessionTime(time, 'en', 'Europe/Paris')).toBe('Sat, Nov 21, 09:30 – 10:30');
    expect(formatSessionTime(time, 'fr', 'Europe/Paris')).toBe('sam. 21 nov., 09:30 – 10:30');
    expect(formatSessionTime(time, 'en', 'America/New_York')).toBe('Sat, Nov 21, 03:30 – 04:30');
  });

  it('names the end day when the session runs past midnight, and shows texts it cannot read as given', () => {
    const night = { start: '2026-11-21T23:30:00+01:00', end: '2026-11-22T00:30:00+01:00' };
    expect(formatSessionTime(night, 'en', 'Europe/Paris')).toBe('Sat, Nov 21, 23:30 – Sun, Nov 22, 00:30');
    expect(formatSessionTime({ start: '2026-11-21T09:30:00+01:00', end: null }, 'en', 'Europe/Paris')).toBe(
      'Sat, Nov 21, 09:30',
    );
    expect(formatSessionTime({ start: 'Saturday morning', end: null }, 'en', 'Europe/Paris')).toBe(
      'Saturday morning',
    );
    expect(formatSessionTime({ start: null, end: null }, 'en', 'Europe/Paris')).toBe('');
  });
});
