import { describe, expect, it } from 'vitest';
import { TestClock } from '../../platform/clock/index.js';
import { NotificationStore } from './notification-store.js';

describe('notification store on the app clock', () => {
  it('shows a popup, then hides it once the clock passes its duration', () => {
    const clock = new TestClock(1_000_000);
    const store = new NotificationStore(clock);
    store.add({ message: 'updater.done', level: 'info' });
    clock.advance(200);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['updater.done']);
    clock.advance(10_000);
    expect(store.getSnapshot()).toEqual([]);
  });
});
