import { defaultShowConfig } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, VersionedStorage } from '../platform/storage/index.js';
import { ShowConfigStore } from './show-config-store.js';

const FOSDEM = {
  title: 'FOSDEM 2025',
  fileName: 'fosdem-2025-schedule.xml',
  days: ['2025-02-01', '2025-02-02'],
  timeZone: 'Europe/Brussels',
  languages: [],
};
const received = defaultShowConfig(FOSDEM, { hasEvents: true, hasVenue: false });

describe('show configuration store', () => {
  it("shows a first payload's configuration without keeping it, until the data brings one", () => {
    const store = new MemoryKeyValueStore();
    const config = new ShowConfigStore(new VersionedStorage(store));
    let notified = 0;
    config.subscribe(() => {
      notified += 1;
    });
    config.showUntilReceived(received);
    expect(config.getSnapshot()).toEqual(received);
    expect(config.hasReceived()).toBe(false);
    expect(notified).toBe(1);
    // A reload before the data is stored starts without it, as a device that never received any.
    expect(new ShowConfigStore(new VersionedStorage(store)).getSnapshot()).toBeUndefined();

    config.set(received);
    expect(config.hasReceived()).toBe(true);
    expect(new ShowConfigStore(new VersionedStorage(store)).getSnapshot()).toEqual(received);
  });

  it('keeps the configuration it holds when a first payload comes', () => {
    const config = new ShowConfigStore(new VersionedStorage(new MemoryKeyValueStore()));
    config.set(received);
    config.showUntilReceived({ ...received, showKey: 'another-show' });
    expect(config.getSnapshot()).toEqual(received);
    expect(config.hasReceived()).toBe(true);
  });
});
