import type { ProfileConfig } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, VersionedStorage } from '../../platform/storage/index.js';
import {
  chosenProfile,
  needsProfileChoice,
  readStoredChoice,
  type StoredChoice,
  saveProfileKey,
} from './profile-choice.js';

const visitor: ProfileConfig = { key: 'visitor', title: { en: 'Visitor' } };
const exhibitor: ProfileConfig = { key: 'exhibitor', title: { en: 'Exhibitor' }, protected: true };

/** A device that chose `key` and holds passes for `unlocked`. */
const device = (key: string | null, unlocked: string[] = []): StoredChoice => ({
  key,
  isUnlocked: (profile) => unlocked.includes(profile),
});

describe('profile choice', () => {
  it('forces the only profile of a single-profile show, whatever was stored', () => {
    expect(chosenProfile({ profiles: [visitor] }, device(null))).toBe(visitor);
    expect(needsProfileChoice({ profiles: [visitor] }, device('exhibitor'))).toBe(false);
  });

  it('asks for a choice when the show has several profiles and none is stored', () => {
    expect(needsProfileChoice({ profiles: [visitor, exhibitor] }, device(null))).toBe(true);
  });

  it('remembers the chosen profile on the device', () => {
    const storage = new VersionedStorage(new MemoryKeyValueStore());
    saveProfileKey(storage, 'visitor');
    expect(chosenProfile({ profiles: [visitor, exhibitor] }, readStoredChoice(storage))).toBe(visitor);
  });

  it('asks again when the stored profile is no longer offered by the show', () => {
    expect(needsProfileChoice({ profiles: [visitor, exhibitor] }, device('press'))).toBe(true);
  });

  it('does not ask before the show configuration is known', () => {
    expect(needsProfileChoice(undefined, device(null))).toBe(false);
  });

  it('runs with a protected profile only on a device holding its pass', () => {
    expect(chosenProfile({ profiles: [visitor, exhibitor] }, device('exhibitor'))).toBeUndefined();
    expect(needsProfileChoice({ profiles: [visitor, exhibitor] }, device('exhibitor'))).toBe(true);
    expect(chosenProfile({ profiles: [visitor, exhibitor] }, device('exhibitor', ['exhibitor']))).toBe(
      exhibitor,
    );
  });
});
