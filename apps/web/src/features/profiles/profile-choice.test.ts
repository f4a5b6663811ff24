import { type ProfileConfig, sha256Hex } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, VersionedStorage } from '../../platform/storage/index.js';
import {
  chosenProfile,
  isProfileCodeAccepted,
  needsProfileChoice,
  readProfileKey,
  saveProfileKey,
} from './profile-choice.js';

const visitor: ProfileConfig = { key: 'visitor', title: { en: 'Visitor' } };
const exhibitor: ProfileConfig = {
  key: 'exhibitor',
  title: { en: 'Exhibitor' },
  codeHash: sha256Hex('1234'),
};

describe('profile choice', () => {
  it('forces the only profile of a single-profile show, whatever was stored', () => {
    expect(chosenProfile({ profiles: [visitor] }, null)).toBe(visitor);
    expect(needsProfileChoice({ profiles: [visitor] }, 'exhibitor')).toBe(false);
  });

  it('asks for a choice when the show has several profiles and none is stored', () => {
    expect(needsProfileChoice({ profiles: [visitor, exhibitor] }, null)).toBe(true);
  });

  it('remembers the chosen profile on the device', () => {
    const storage = new VersionedStorage(new MemoryKeyValueStore());
    saveProfileKey(storage, 'exhibitor');
    expect(chosenProfile({ profiles: [visitor, exhibitor] }, readProfileKey(storage))).toBe(exhibitor);
  });

  it('asks again when the stored profile is no longer offered by the show', () => {
    expect(needsProfileChoice({ profiles: [visitor, exhibitor] }, 'press')).toBe(true);
  });

  it('does not ask before the show configuration is known', () => {
    expect(needsProfileChoice(undefined, null)).toBe(false);
  });

  it('accepts the right code after hashing and refuses a wrong one', () => {
    expect(isProfileCodeAccepted(exhibitor, '1234')).toBe(true);
    expect(isProfileCodeAccepted(exhibitor, ' 1234 ')).toBe(true);
    expect(isProfileCodeAccepted(exhibitor, '4321')).toBe(false);
    expect(isProfileCodeAccepted(exhibitor, '')).toBe(false);
  });

  it('lets an unprotected profile through without a code', () => {
    expect(isProfileCodeAccepted(visitor, '')).toBe(true);
  });
});
