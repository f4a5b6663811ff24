import {
  type CatalogRecord,
  EMPTY_KEYED_FAVORITES,
  EMPTY_STORED_REMINDERS,
  type KeyedFavorites,
  type StoredReminders,
} from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../platform/clock/index.js';
import { reminderNotification } from './create-reminders.js';
import { ReminderController, type ToldReminder } from './reminder-controller.js';

const MINUTE = 60_000;
const NINE = Date.parse('2026-11-23T09:00:00+01:00');

function talk(id: number, originalId: string, start: number, room = 'Room 1'): CatalogRecord {
  return {
    id,
    original_id: originalId,
    title: `Talk ${originalId}`,
    start_date: new Date(start).toISOString(),
    end_date: new Date(start + 45 * MINUTE).toISOString(),
    event_place_text: room,
  };
}

/** A device: its clock, held data, favorites and stored reminders, kept across "reloads". */
class Device {
  readonly clock: TestClock;
  records: CatalogRecord[] = [];
  favorites: KeyedFavorites = EMPTY_KEYED_FAVORITES;
  stored: StoredReminders = EMPTY_STORED_REMINDERS;
  told: ToldReminder[] = [];
  isPushed = false;

  constructor(now: number) {
    this.clock = new TestClock(now);
  }

  star(record: CatalogRecord): void {
    this.records = [...this.records.filter((held) => held.id !== record.id), record];
    const events = [...(this.favorites.state.events ?? []), record.id];
    this.favorites = {
      ...this.favorites,
      state: { ...this.favorites.state, events },
      originalIds: { events: { ...this.favorites.originalIds.events, [record.id]: record.original_id } },
    };
  }

  /** A publish that removes the session: the favorite is set aside, as PersonalDataKeeper does. */
  cancel(record: CatalogRecord): void {
    this.records = this.records.filter((held) => held.id !== record.id);
    this.favorites = {
      state: { events: (this.favorites.state.events ?? []).filter((id) => id !== record.id) },
      originalIds: { events: {} },
      aside: [{ dataType: 'events', id: record.id, originalId: record.original_id, value: true }],
    };
  }

  open(): ReminderController {
    const controller = new ReminderController({
      clock: this.clock,
      favorites: () => this.favorites,
      loadEvents: async (ids) => this.records.filter((record) => ids.includes(record.id)),
      show: () => ({ key: 'show-a', timeZone: 'Europe/Paris', leadMinutes: 10 }),
      read: () => this.stored,
      write: (next) => {
        this.stored = next;
      },
      isPushed: () => this.isPushed,
      tell: (told) => this.told.push(told),
    });
    void controller.check();
    return controller;
  }

  async advance(controller: ReminderController, ms: number): Promise<void> {
    this.clock.advance(ms);
    await controller.idle();
  }

  titles(): string[] {
    return this.told.map(({ reminder, session }) => `${reminder.kind} ${session.title}`);
  }
}

describe('in-app session reminders', () => {
  it('tells a favorite session at its lead time, once, and not again after a reload', async () => {
    const device = new Device(NINE - 15 * MINUTE);
    device.star(talk(4, 'talk-a', NINE));
    const app = device.open();
    await app.idle();
    expect(device.titles()).toEqual([]);
    await device.advance(app, 5 * MINUTE);
    expect(device.titles()).toEqual(['upcoming Talk talk-a']);
    expect(device.told[0]?.recordId).toBe(4);
    await app.check();
    app.stop();
    const reloaded = device.open();
    await reloaded.idle();
    expect(device.titles()).toEqual(['upcoming Talk talk-a']);
  });

  it('catches up on opening within the lead time, and tells nothing once the session started', async () => {
    const late = new Device(NINE - 3 * MINUTE);
    late.star(talk(4, 'talk-a', NINE));
    await late.open().idle();
    expect(late.titles()).toEqual(['upcoming Talk talk-a']);

    const after = new Device(NINE + MINUTE);
    after.star(talk(4, 'talk-a', NINE));
    await after.open().idle();
    expect(after.titles()).toEqual([]);
  });

  it('tells a moved session again at its new time', async () => {
    const device = new Device(NINE - 5 * MINUTE);
    device.star(talk(4, 'talk-a', NINE));
    const app = device.open();
    await app.idle();
    device.records = [talk(4, 'talk-a', NINE + 60 * MINUTE, 'Room 9')];
    await app.check();
    expect(device.titles()).toEqual(['upcoming Talk talk-a']);
    await device.advance(app, 55 * MINUTE);
    expect(device.titles()).toEqual(['upcoming Talk talk-a', 'upcoming Talk talk-a']);
    expect(device.told[1]?.session).toMatchObject({ start: NINE + 60 * MINUTE, room: 'Room 9' });
  });

  it('tells "cancelled", without a link, at the lead time of a session that left the data', async () => {
    const device = new Device(NINE - 30 * MINUTE);
    const session = talk(4, 'talk-a', NINE);
    device.star(session);
    const app = device.open();
    await app.idle();
    device.cancel(session);
    await app.check();
    await device.advance(app, 20 * MINUTE);
    expect(device.titles()).toEqual(['cancelled Talk talk-a']);
    expect(device.told[0]?.recordId).toBeUndefined();
  });

  it('tells nothing while the switch is off, and what is due once it is on again', async () => {
    const device = new Device(NINE - 15 * MINUTE);
    device.star(talk(4, 'talk-a', NINE));
    const app = device.open();
    app.setIsOn(false);
    await device.advance(app, 8 * MINUTE);
    expect(device.titles()).toEqual([]);
    expect(app.getIsOn()).toBe(false);
    app.setIsOn(true);
    await app.idle();
    expect(device.titles()).toEqual(['upcoming Talk talk-a']);
  });

  it('leaves the reminders to push on a device whose reminders come by push', async () => {
    const device = new Device(NINE - 5 * MINUTE);
    device.star(talk(4, 'talk-a', NINE));
    device.isPushed = true;
    await device.open().idle();
    expect(device.titles()).toEqual([]);
  });
});

describe("a reminder's popup", () => {
  it("names the session, its time on the show's clock and its room, and links to its sheet", () => {
    const told: ToldReminder = {
      reminder: { kind: 'upcoming', sessionId: 'talk-a', start: NINE, dueAt: NINE - 10 * MINUTE, key: 'k' },
      session: { start: NINE, end: NINE + 45 * MINUTE, title: 'Keynote', room: 'Hall A' },
      recordId: 4,
    };
    expect(reminderNotification(told, 'en', 'Europe/Paris')).toMatchObject({
      title: 'reminders.upcomingTitle',
      message: 'reminders.whenAndRoom',
      params: { title: 'Keynote', time: 'Mon, Nov 23, 09:00 – 09:45', room: 'Hall A' },
      duration: 0,
      link: { route: { pageKey: 'event', props: { id: 4 } }, label: 'reminders.open' },
    });
  });
});
