import { LEAD_STORAGE_VERSION, type LeadContact } from '@showfloor/core';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../platform/storage/index.js';
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

describe('the device identity of the checkpoint', () => {
  it('keeps one random device id, so the device counts once against the licence quota', () => {
    const store = new MemoryKeyValueStore();
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
