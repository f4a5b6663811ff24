import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_LOGIN_ACTION } from '../features/participants/index.js';
import { FakeBackOffice, TEST_SHOW_CONFIG } from '../features/updater/fake-back-office.js';
import { TestClock } from '../platform/clock/index.js';
import { CatalogDatabase } from '../platform/local-db/index.js';
import { ApiClient } from '../platform/network/index.js';
import { MemoryKeyValueStore, STORAGE_KEYS } from '../platform/storage/index.js';
import { type AppPlatform, createAppServices } from './app-services.js';

const PROFILE = {
  id: 42,
  login: 'visitor@example.test',
  civility: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  contactedParticipants: [],
};

/** A back office that answers nothing the tests read: these services never reach it. */
function memoryPlatform(store = new MemoryKeyValueStore()): AppPlatform {
  return {
    store,
    api: new ApiClient({
      baseUrl: 'http://back-office.test',
      fetch: async () => new Response('', { status: 503 }),
    }),
    database: new CatalogDatabase('app-services-test', { indexedDB: new IDBFactory(), IDBKeyRange }),
    clock: new TestClock(0),
  };
}

describe('the composition root', () => {
  it("registers the participant contact's login action at startup, before any page's code loads", () => {
    const services = createAppServices(memoryPlatform());
    expect(services.loginActions.has(CONTACT_LOGIN_ACTION)).toBe(true);
    services.loginActions.run(CONTACT_LOGIN_ACTION, { contactId: 7 });
    // The participant's sheet then opens with the confirmation: the action reached the pending contact.
    expect(services.pendingContact.take(7)).toBe(true);
    expect(services.pendingContact.take(7)).toBe(false);
  });

  it('gives each app its own services: a contact pending in one is not pending in another', () => {
    const first = createAppServices(memoryPlatform());
    const second = createAppServices(memoryPlatform());
    first.loginActions.run(CONTACT_LOGIN_ACTION, { contactId: 7 });
    expect(second.pendingContact.take(7)).toBe(false);
    expect(first.pendingContact.take(7)).toBe(true);
  });

  it('opens the session stored on the device, and the participants memory empties when it ends', async () => {
    const store = new MemoryKeyValueStore();
    store.set(STORAGE_KEYS.loginToken, JSON.stringify({ token: 'abc', expiry: null }));
    store.set(STORAGE_KEYS.userData, JSON.stringify(PROFILE));
    const services = createAppServices(memoryPlatform(store));
    expect(services.account.isLoggedIn()).toBe(true);
    services.participants.remember([{ ...PROFILE, id: 9 } as never]);
    expect(services.participants.get(9)).toBeDefined();
    await services.account.logout();
    expect(services.account.isLoggedIn()).toBe(false);
    expect(services.participants.get(9)).toBeUndefined();
  });

  it('replaces a show by the next one even at the same data version and schema, and keeps its favorites aside', async () => {
    const showA = new FakeBackOffice();
    showA.config = { ...TEST_SHOW_CONFIG, autoUpdate: true, showKey: 'show-a' };
    showA.publish({ exhibitors: [{ id: 1, original_id: 'acme', title: 'Acme' }] });
    // Another show's new database: its first version, with the same fields, so the same schema.
    const showB = new FakeBackOffice();
    showB.config = { ...TEST_SHOW_CONFIG, autoUpdate: true, showKey: 'show-b' };
    showB.publish({ exhibitors: [{ id: 1, original_id: 'globex', title: 'Globex' }] });
    let server = showA;
    const services = createAppServices({
      ...memoryPlatform(),
      api: new ApiClient({
        baseUrl: 'http://back-office.test',
        fetch: (input, init) => server.fetch(input, init),
      }),
    });
    const updated = async () => {
      await services.updater.check({ userRequested: true });
      await vi.waitFor(() => expect(services.updater.getSnapshot().state.status).toBe('done'));
      await services.personalKeeper.idle();
    };
    await updated();
    const favorites = services.personal.favorites;
    favorites.set({ ...favorites.getSnapshot(), state: { exhibitors: [1] } });
    await services.personalKeeper.idle();

    server = showB;
    await updated();
    expect((await services.catalog.getRecord('exhibitors', 1))?.title).toBe('Globex');
    expect(services.config.getSnapshot()?.showKey).toBe('show-b');
    expect(favorites.getSnapshot().state).toEqual({});

    server = showA;
    await updated();
    expect((await services.catalog.getRecord('exhibitors', 1))?.title).toBe('Acme');
    expect(favorites.getSnapshot().state).toEqual({ exhibitors: [1] });
  });

  it('shows none of a show’s favorites on the next show the back office serves, and keeps them for its return', async () => {
    const showA = new FakeBackOffice();
    showA.config = { ...TEST_SHOW_CONFIG, autoUpdate: true, showKey: 'show-a' };
    showA.publish({ exhibitors: [{ id: 1, original_id: 'acme', title: 'Acme' }] });
    // The server's database is replaced by another show's, whose data version is further on.
    const showB = new FakeBackOffice();
    showB.config = { ...TEST_SHOW_CONFIG, autoUpdate: true, showKey: 'show-b' };
    showB.publish({ exhibitors: [{ id: 1, original_id: 'globex', title: 'Globex' }] });
    showB.publishNewSchema({ exhibitors: [{ id: 1, original_id: 'globex', title: 'Globex', rank: 1 }] });
    let server = showA;
    const services = createAppServices({
      ...memoryPlatform(),
      api: new ApiClient({
        baseUrl: 'http://back-office.test',
        fetch: (input, init) => server.fetch(input, init),
      }),
    });
    const updated = async () => {
      await services.updater.check({ userRequested: true });
      await vi.waitFor(() => expect(services.updater.getSnapshot().state.status).toBe('done'));
      await services.personalKeeper.idle();
    };
    await updated();
    const favorites = services.personal.favorites;
    favorites.set({ ...favorites.getSnapshot(), state: { exhibitors: [1] } });
    await services.personalKeeper.idle();

    server = showB;
    await updated();
    expect((await services.catalog.getRecord('exhibitors', 1))?.title).toBe('Globex');
    expect(favorites.getSnapshot().state).toEqual({});

    server = showA;
    await updated();
    expect((await services.catalog.getRecord('exhibitors', 1))?.title).toBe('Acme');
    expect(favorites.getSnapshot().state).toEqual({ exhibitors: [1] });
  });
});
