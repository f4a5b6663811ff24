import { PROFILE_PASS_HEADER, PROFILE_UNLOCK_PATH, type ProfileConfig } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../platform/network/index.js';
import { MemoryKeyValueStore, VersionedStorage } from '../../platform/storage/index.js';
import { chosenProfile, readStoredChoice, saveProfileKey } from './profile-choice.js';
import { codeDialogStepAfter } from './profile-code-flow.js';
import { isProfileUnlocked, profilePassHeaders, unlockProfile } from './profile-unlock.js';

const PASS = `v1.exhibitor.1800000000.${'s'.repeat(43)}`;
const profiles: ProfileConfig[] = [
  { key: 'visitor', title: { en: 'Visitor' } },
  { key: 'exhibitor', title: { en: 'Exhibitor' }, protected: true },
];

/** A back office that knows one code, 4821, for the exhibitor profile; or none at all (offline). */
function backOffice(options: { isOffline?: boolean; retryAfter?: string; store?: MemoryKeyValueStore } = {}) {
  const seen: Request[] = [];
  const api = new ApiClient({
    baseUrl: 'http://back-office.test',
    fetchTimeoutMs: 50,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      if (options.isOffline) throw new TypeError('Failed to fetch');
      if (options.retryAfter !== undefined)
        return Response.json(
          { error: 'TOO_MANY_REQUESTS', field: 'code', message: 'Too many attempts' },
          { status: 429, headers: { 'Retry-After': options.retryAfter } },
        );
      const { profile, code } = (await request.json()) as { profile: string; code: string };
      if (profile === 'exhibitor' && code === '4821')
        return Response.json({ profile, pass: PASS, expiresAt: '2027-01-15T08:00:00.000Z' });
      return Response.json(
        { error: 'WRONG_CODE', field: 'code', message: 'Wrong code for this profile' },
        { status: 403 },
      );
    },
  });
  return { api, seen, storage: new VersionedStorage(options.store ?? new MemoryKeyValueStore()) };
}

describe('the profile code prompt', () => {
  it('sends the typed code to the back office; the right one unlocks the profile on this device', async () => {
    const { api, seen, storage } = backOffice();
    const outcome = await unlockProfile({ api, storage }, 'exhibitor', ' 4821 ');
    expect(codeDialogStepAfter(outcome)).toEqual({ kind: 'proceed' });
    expect(seen[0]?.url).toBe(`http://back-office.test${PROFILE_UNLOCK_PATH}`);
    expect(seen[0]?.method).toBe('POST');
    expect(await seen[0]?.json()).toEqual({ profile: 'exhibitor', code: '4821' });
    // The pass goes with the calls serving the profile's content.
    expect(profilePassHeaders(storage, 'exhibitor')).toEqual({ [PROFILE_PASS_HEADER]: PASS });
    saveProfileKey(storage, 'exhibitor');
    expect(chosenProfile({ profiles }, readStoredChoice(storage))?.key).toBe('exhibitor');
  });

  it('closes on a wrong code with the invalid-code message, and the profile stays locked', async () => {
    const { api, storage } = backOffice();
    const outcome = await unlockProfile({ api, storage }, 'exhibitor', '0000');
    expect(codeDialogStepAfter(outcome)).toEqual({ kind: 'notify', message: 'profiles.invalidCode' });
    expect(profilePassHeaders(storage, 'exhibitor')).toEqual({});
    saveProfileKey(storage, 'exhibitor');
    expect(chosenProfile({ profiles }, readStoredChoice(storage))).toBeUndefined();
  });

  it('stays open offline, saying a connection is needed, and stores nothing', async () => {
    const { api, storage } = backOffice({ isOffline: true });
    const outcome = await unlockProfile({ api, storage }, 'exhibitor', '4821');
    expect(outcome).toEqual({ kind: 'needsConnection' });
    expect(codeDialogStepAfter(outcome)).toEqual({ kind: 'notice', message: 'profiles.needsConnection' });
    expect(profilePassHeaders(storage, 'exhibitor')).toEqual({});
  });

  it('says so when the back office refuses more attempts for now', async () => {
    const { api, storage } = backOffice({ retryAfter: '30' });
    const outcome = await unlockProfile({ api, storage }, 'exhibitor', '4821');
    expect(outcome).toEqual({ kind: 'tooManyAttempts', retryAfterSeconds: 30 });
    expect(codeDialogStepAfter(outcome)).toEqual({ kind: 'notify', message: 'profiles.tooManyAttempts' });
  });

  it('keeps a profile unlocked earlier on this device once offline: the chooser opens it without its code', async () => {
    const store = new MemoryKeyValueStore();
    const online = backOffice({ store });
    await unlockProfile(online, 'exhibitor', '4821');
    saveProfileKey(online.storage, 'exhibitor');
    // The app started again, without a network, over the same stored data.
    const offline = backOffice({ store, isOffline: true });
    expect(isProfileUnlocked(offline.storage, 'exhibitor')).toBe(true);
    expect(chosenProfile({ profiles }, readStoredChoice(offline.storage))?.key).toBe('exhibitor');
    expect(profilePassHeaders(offline.storage, 'exhibitor')).toEqual({ [PROFILE_PASS_HEADER]: PASS });
  });
});
