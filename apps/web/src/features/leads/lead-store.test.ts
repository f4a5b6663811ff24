import { LEAD_STORAGE_VERSION, type LeadContact } from '@showfloor/core';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, VersionedStorage } from '../../platform/storage/index.js';
import { LeadDatabase } from './lead-database.js';
import { deviceName, leadDevice } from './lead-device.js';
import { DexieLeadStore } from './lead-store.js';

const contact = (code: string, visitedAt: number): LeadContact => ({
  code,
  guid: `g-${code}`,
  history: [visitedAt],
  isSync: false,
  lastSync: null,
  values: { Nom: code },
  photoId: null,
});

describe('the device copy of the leads', () => {
  it('stores rows with their shape version and restores them newest visit first', async () => {
    const db = new LeadDatabase('store-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    const store = new DexieLeadStore(db);
    await store.saveContacts([contact('A', 100), contact('B', 300), contact('C', 200)]);
    expect((await db.contacts.get('A'))?.storageVersion).toBe(LEAD_STORAGE_VERSION);
    expect((await store.load()).contacts.map((row) => row.code)).toEqual(['B', 'C', 'A']);
    store.close();
  });

  it('reads a damaged row without losing the lead: missing fields get their empty value', async () => {
    const db = new LeadDatabase('store-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    // A row as a crashed or older writer may have left it.
    await db.contacts.put({ code: 'X', guid: 'g' } as never);
    const [restored] = (await new DexieLeadStore(db).load()).contacts;
    expect(restored).toEqual({
      code: 'X',
      guid: 'g',
      history: [],
      isSync: false,
      lastSync: null,
      values: {},
      photoId: null,
    });
    db.close();
  });

  it('a licence reset deletes the contacts and the context but remembers the disclaimer', async () => {
    const db = new LeadDatabase('store-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    const store = new DexieLeadStore(db);
    await store.acceptDisclaimer();
    await store.saveContacts([contact('A', 1)]);
    await store.deleteLocalData();
    expect(await store.load()).toEqual({ disclaimerAccepted: true, context: null, contacts: [] });
    store.close();
  });
});

const jpeg = (text: string) => new Blob([text], { type: 'image/jpeg' });

describe('contact photos', () => {
  it('reads a version 1 database: its contacts upgrade to version 2 without a photo', async () => {
    const indexedDB = new IDBFactory();
    // The database as the first release wrote it: no photos table, rows of shape version 1.
    const first = new Dexie('upgrade-test', { indexedDB, IDBKeyRange });
    first.version(1).stores({ contacts: 'code', settings: 'key' });
    const { photoId: _none, ...versionOneRow } = contact('A', 100);
    await first.table('contacts').put({ ...versionOneRow, storageVersion: 1 });
    first.close();

    const db = new LeadDatabase('upgrade-test', { indexedDB, IDBKeyRange });
    const store = new DexieLeadStore(db);
    expect((await store.load()).contacts).toEqual([contact('A', 100)]);
    expect(await db.contacts.get('A')).toMatchObject({ photoId: null, storageVersion: 2 });
    await store.saveContacts([{ ...contact('A', 100), photoId: 'p1' }], {
      put: [{ id: 'p1', code: 'A', jpeg: jpeg('one') }],
      remove: [],
    });
    expect(await (await store.loadPhoto('p1'))?.text()).toBe('one');
    store.close();
  });

  it('stores a photo with its contact, replaces it, and a licence reset deletes it', async () => {
    const db = new LeadDatabase('photo-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    const store = new DexieLeadStore(db);
    await store.saveContacts([{ ...contact('A', 1), photoId: 'p1' }], {
      put: [{ id: 'p1', code: 'A', jpeg: jpeg('first') }],
      remove: [],
    });
    const loaded = await store.loadPhoto('p1');
    expect(loaded?.type).toBe('image/jpeg');
    expect(await loaded?.text()).toBe('first');
    expect((await store.load()).contacts[0]?.photoId).toBe('p1');

    await store.saveContacts([{ ...contact('A', 2), photoId: 'p2' }], {
      put: [{ id: 'p2', code: 'A', jpeg: jpeg('second') }],
      remove: ['p1'],
    });
    expect(await store.loadPhoto('p1')).toBeNull();
    expect(await (await store.loadPhoto('p2'))?.text()).toBe('second');

    await store.deleteLocalData();
    expect(await store.loadPhoto('p2')).toBeNull();
    expect(await db.photos.count()).toBe(0);
    store.close();
  });
});

describe('the device identity of the checkpoint', () => {
  it('keeps one random device id, so the device counts once against the licence quota', () => {
    const store = new VersionedStorage(new MemoryKeyValueStore());
    const first = leadDevice(store, () => 'abc-123');
    expect(first.mobileId).toBe('abc-123');
    expect(leadDevice(store, () => 'other').mobileId).toBe('abc-123');
  });

  it("names the device by the browser's platform, else 'web'", () => {
    expect(deviceName({ userAgentData: { platform: 'Android' } })).toBe('Android');
    expect(deviceName({ userAgentData: { platform: '' } })).toBe('web');
    expect(deviceName(undefined)).toBe('web');
  });
});

describe('two tabs of the module', () => {
  it('a tab writing an older list never erases a lead the other tab saved', async () => {
    const indexedDB = new IDBFactory();
    const first = new DexieLeadStore(new LeadDatabase('tabs', { indexedDB, IDBKeyRange }));
    const second = new DexieLeadStore(new LeadDatabase('tabs', { indexedDB, IDBKeyRange }));
    await first.saveContacts([contact('A', 1)]);
    await second.saveContacts([contact('B', 2)]);
    expect((await first.load()).contacts.map((row) => row.code)).toEqual(['B', 'A']);
    first.close();
    second.close();
  });
});
