import {
  EMPTY_STORED_REMINDERS,
  type ReminderDeviceRequest,
  type StoredReminders,
  type SyncTokenPayload,
} from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { PushReminderRegistration, type PushSubscriptionKeys } from './push-registration.js';

const PHONE: PushSubscriptionKeys = {
  endpoint: 'https://push.example/send/phone',
  auth: 'secret-of-the-phone',
};

/** A device: whether the show offers push and sync, its sync code, its subscription, the back office. */
class Device {
  isEnabled = true;
  code: string | null = '123456789012';
  subscription: PushSubscriptionKeys | null = PHONE;
  stored: StoredReminders = EMPTY_STORED_REMINDERS;
  sent: ReminderDeviceRequest[] = [];
  isBackOfficeDown = false;
  language: 'fr' | 'en' = 'fr';

  readonly registration = new PushReminderRegistration({
    isEnabled: () => this.isEnabled,
    subjectToken: (): SyncTokenPayload | null =>
      this.code === null ? null : { subject: `code:${this.code}`, value: 'nonce', timestamp: 1 },
    encrypt: async (token) => `encrypted ${token.subject}`,
    subscription: async () => this.subscription,
    register: async (request) => {
      if (this.isBackOfficeDown) throw new Error('503');
      this.sent.push(request);
      return { isOn: request.isOn };
    },
    read: () => this.stored,
    write: (next) => {
      this.stored = next;
    },
    language: () => this.language,
  });
}

describe('where the reminders of a device go', () => {
  it('registers a synchronised device that allows push, once, and leaves its reminders to push', async () => {
    const device = new Device();
    expect(device.registration.isPushed()).toBe(false);
    await device.registration.update();
    await device.registration.update();
    expect(device.sent).toEqual([
      {
        token: 'encrypted code:123456789012',
        endpoint: PHONE.endpoint,
        auth: PHONE.auth,
        isOn: true,
        language: 'fr',
      },
    ]);
    expect(device.registration.isPushed()).toBe(true);
  });

  it('tells the back office when the switch goes off, and the app does not take over', async () => {
    const device = new Device();
    await device.registration.update();
    device.stored = { ...device.stored, isOn: false };
    await device.registration.update();
    expect(device.sent.map((request) => request.isOn)).toEqual([true, false]);
    expect(device.registration.isPushed()).toBe(false);
  });

  it('registers again in the language the visitor switched to', async () => {
    const device = new Device();
    await device.registration.update();
    device.language = 'en';
    await device.registration.update();
    expect(device.sent.map((request) => request.language)).toEqual(['fr', 'en']);
  });

  it('registers again under a new code', async () => {
    const device = new Device();
    await device.registration.update();
    device.code = '999999999999';
    await device.registration.update();
    expect(device.sent.map((request) => request.token)).toEqual([
      'encrypted code:123456789012',
      'encrypted code:999999999999',
    ]);
  });

  it.each([
    ['favorites not synchronised', (device: Device) => (device.code = null)],
    ['notifications not allowed', (device: Device) => (device.subscription = null)],
    ['push or sync not offered by the show', (device: Device) => (device.isEnabled = false)],
    ['the back office refusing', (device: Device) => (device.isBackOfficeDown = true)],
  ])('leaves the reminders to the app with %s', async (_label, change) => {
    const device = new Device();
    await device.registration.update();
    expect(device.registration.isPushed()).toBe(true);
    change(device);
    device.code = device.code === null ? null : '555555555555';
    await device.registration.update();
    expect(device.registration.isPushed()).toBe(false);
  });
});
