import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../platform/network/index.js';
import { MemoryKeyValueStore, STORAGE_KEYS, VersionedStorage } from '../../platform/storage/index.js';
import { AccountSession } from '../login/index.js';
import { scannedContactOwner } from './scanned-contact-owner.js';

const NOW = Date.UTC(2026, 5, 1, 9, 0, 0);
const PROFILE = { id: 7, firstName: 'Valérie', lastName: 'Visiteur', login: 'visitor@demo.showfloor.test' };

function sessionWithToken(expiry: number | null): AccountSession {
  const store = new MemoryKeyValueStore();
  store.set(STORAGE_KEYS.loginToken, JSON.stringify({ token: 'abc', expiry }));
  store.set(STORAGE_KEYS.userData, JSON.stringify(PROFILE));
  const api = new ApiClient({
    baseUrl: 'http://back-office.test',
    fetch: () => Promise.reject(new Error('offline')),
  });
  return new AccountSession({
    storage: new VersionedStorage(store),
    api,
    now: () => NOW,
    notify: () => undefined,
  });
}

describe('owner of the scanned contacts', () => {
  it("is the session's token, in the form contacts were first stored under", () => {
    expect(scannedContactOwner(sessionWithToken(NOW + 60_000))).toBe('token:abc');
  });

  it('is nobody once the stored token has expired', () => {
    expect(scannedContactOwner(sessionWithToken(NOW - 1))).toBeNull();
  });
});
