import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { InboxMessagesResponse } from '@showfloor/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { InboxService } from './inbox.service.js';
import { InboxMessageRepository } from './inbox-message.repository.js';
import { PushEndpointPolicy } from './push-endpoint-policy.js';
import type { PushSender } from './push-sender.js';
import { PushSubscriptionRepository } from './push-subscription.repository.js';
import { VAPID_KEYS_FILE } from './vapid-keys.js';

const subscription = (name: string) => ({
  endpoint: `https://push.example/send/${name}`,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

/** Pushes go nowhere here: these tests are about the HTTP calls (inbox-send.test.ts pushes for real). */
const noPush: PushSender = { send: async () => 'sent' };

for (const driver of TEST_DRIVERS) {
  describe(`inbox and push calls on ${driver}`, () => {
    let test: TestApp;
    let inbox: InboxService;
    let clock: number;
    beforeEach(async () => {
      // push.example stands for a real push service: allowed by name, so no test resolves it.
      test = await openTestApp(driver, { PUSH_ALLOWED_HOSTS: 'push.example' });
      clock = Date.parse('2026-11-23T08:00:00.000Z');
      inbox = new InboxService(
        new InboxMessageRepository(test.handle.db),
        new PushSubscriptionRepository(test.handle.db),
        noPush,
        new PushEndpointPolicy(['push.example']),
        () => {
          clock += 60_000;
          return new Date(clock);
        },
      );
    });
    afterEach(async () => {
      await test.close();
    });

    async function messages(query: string): Promise<InboxMessagesResponse> {
      const response = await test.app.inject({ url: `/inbox/messages${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json();
    }

    it('lists messages newest first, for the profile and for everyone, since a date', async () => {
      const general = (await inbox.send({ title: 'Welcome', content: 'Hello' })).message;
      const press = (await inbox.send({ title: 'Press room', content: 'Open', profile: 'press' })).message;
      const later = (await inbox.send({ title: 'Lunch', content: 'Now', action: '/list' })).message;

      expect((await messages('')).messages).toEqual([later, general]);
      expect((await messages('?profile=press')).messages).toEqual([later, press, general]);
      expect((await messages(`?profile=press&since=${encodeURIComponent(press.date)}`)).messages).toEqual([
        later,
        press,
      ]);
      expect((await messages('?profile=press&limit=1')).messages).toEqual([later]);
      expect(later).toMatchObject({ action: '/list', date: '2026-11-23T08:03:00.000Z' });
    });

    it('answers bad queries with a 400 naming the parameter', async () => {
      for (const [query, field] of [
        ['?since=yesterday', 'since'],
        ['?profile=nobody', 'profile'],
        ['?limit=1000', 'limit'],
      ]) {
        const response = await test.app.inject({ url: `/inbox/messages${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toMatchObject({ error: 'BAD_REQUEST', field });
      }
    });

    it('gives the VAPID public key, generated once and kept in the data folder for the owner only', async () => {
      const response = await test.app.inject({ url: '/push/key' });
      expect(response.statusCode).toBe(200);
      const { publicKey } = response.json();
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      expect((await stat(path.join(test.dataDir, VAPID_KEYS_FILE))).mode & 0o777).toBe(0o600);
    });

    it('keeps one subscription per endpoint with its profile tag, and deletes it by endpoint', async () => {
      const subscribe = (profile: string) =>
        test.app.inject({
          method: 'POST',
          url: '/push/subscriptions',
          payload: { subscription: subscription('phone'), profile },
        });
      expect((await subscribe('visitor')).statusCode).toBe(201);
      expect((await subscribe('press')).statusCode).toBe(201);
      const subscriptions = new PushSubscriptionRepository(test.handle.db);
      expect((await subscriptions.forProfile(null)).map((row) => row.profile)).toEqual(['press']);

      const removed = await test.app.inject({
        method: 'DELETE',
        url: '/push/subscriptions',
        payload: { endpoint: subscription('phone').endpoint },
      });
      expect(removed.statusCode).toBe(204);
      expect(await subscriptions.forProfile(null)).toEqual([]);
    });

    it('refuses a subscription that is not one, naming the field', async () => {
      for (const [payload, field] of [
        [
          { subscription: { ...subscription('a'), endpoint: 'http://push.example/a' } },
          'subscription.endpoint',
        ],
        [{ subscription: { endpoint: subscription('a').endpoint } }, 'subscription.keys'],
        [{ subscription: subscription('a'), profile: 'admin' }, 'profile'],
      ] as const) {
        const response = await test.app.inject({ method: 'POST', url: '/push/subscriptions', payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', field });
      }
      const response = await test.app.inject({ method: 'DELETE', url: '/push/subscriptions', payload: {} });
      expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'endpoint' });
    });

    it('refuses endpoints on loopback, private, link-local and unique-local addresses, storing none', async () => {
      const endpoints = [
        'https://127.0.0.1:8443/send/a',
        'https://[::1]/send/a',
        'https://10.20.30.40/send/a',
        'https://172.16.0.1/send/a',
        'https://192.168.1.1/send/a',
        'https://169.254.169.254/latest/meta-data',
        'https://[fe80::1]/send/a',
        'https://[fd12:3456::1]/send/a',
        'https://[::ffff:127.0.0.1]/send/a',
        'https://0x7f000001/send/a',
        // A name resolving to loopback (the hosts file, no network).
        'https://localhost:9/send/a',
      ];
      for (const endpoint of endpoints) {
        const response = await test.app.inject({
          method: 'POST',
          url: '/push/subscriptions',
          payload: { subscription: { ...subscription('a'), endpoint } },
        });
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json(), endpoint).toMatchObject({
          error: 'BAD_REQUEST',
          field: 'subscription.endpoint',
          message: expect.stringContaining('public address'),
        });
      }
      expect(await new PushSubscriptionRepository(test.handle.db).forProfile(null)).toEqual([]);
    });

    it('limits subscriptions per client, and answers unknown paths with a JSON 404', async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 21; index++) {
        const response = await test.app.inject({
          method: 'POST',
          url: '/push/subscriptions',
          payload: { subscription: subscription(`device-${index}`) },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
      expect(statuses[20]).toBe(429);

      for (const url of ['/push/nothing', '/inbox/nothing']) {
        const response = await test.app.inject({ url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
      }
    });
  });
}
