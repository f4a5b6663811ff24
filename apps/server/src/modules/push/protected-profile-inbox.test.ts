import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PROFILE_PASS_HEADER } from '@showfloor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showConfigFixture } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import {
  PROFILE_PASS_KEY_FILE,
  ProfileCodeRepository,
  saveShowConfig,
  signProfilePass,
} from '../profile-codes/index.js';
import { InboxService } from './inbox.service.js';
import { InboxMessageRepository } from './inbox-message.repository.js';
import { PushEndpointPolicy } from './push-endpoint-policy.js';
import type { PushSender } from './push-sender.js';
import { PushSubscriptionRepository } from './push-subscription.repository.js';

const subscription = (name: string) => ({
  endpoint: `https://push.example/send/${name}`,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

const noPush: PushSender = { send: async () => 'sent' };

for (const driver of TEST_DRIVERS) {
  describe(`a protected profile's inbox and push on ${driver}`, () => {
    let test: TestApp;
    let codes: ProfileCodeRepository;
    let exhibitorPass: string;
    let pressPass: string;
    beforeAll(async () => {
      test = await openTestApp(driver, { PUSH_ALLOWED_HOSTS: 'push.example' });
      codes = new ProfileCodeRepository(test.handle.db);
      await saveShowConfig(
        { catalog: test.catalog, profileCodes: codes },
        {
          ...showConfigFixture(),
          profiles: [
            { key: 'visitor', title: { en: 'Visitor' } },
            { key: 'exhibitor', title: { en: 'Exhibitor' }, code: 'stand-4821' },
            { key: 'press', title: { en: 'Press' }, code: 'press-room' },
          ],
        },
      );
      const inbox = new InboxService(
        new InboxMessageRepository(test.handle.db),
        new PushSubscriptionRepository(test.handle.db),
        noPush,
        new PushEndpointPolicy(['push.example']),
      );
      await inbox.send({ title: 'Welcome', content: 'Doors open at 9' });
      await inbox.send({ title: 'Stand build-up', content: 'Hall 2 opens at 6', profile: 'exhibitor' });
      await inbox.send({ title: 'Visitor tip', content: 'Free shuttle', profile: 'visitor' });
      const passOf = async (profile: string, code: string) => {
        const response = await test.app.inject({
          method: 'POST',
          url: '/profiles/unlock',
          payload: { profile, code },
        });
        expect(response.statusCode).toBe(200);
        return response.json<{ pass: string }>().pass;
      };
      exhibitorPass = await passOf('exhibitor', 'stand-4821');
      pressPass = await passOf('press', 'press-room');
    });
    afterAll(async () => {
      await test.close();
    });

    const inboxOf = (profile: string, pass?: string, query = '') =>
      test.app.inject({
        url: `/inbox/messages?profile=${profile}${query}`,
        headers: pass === undefined ? {} : { [PROFILE_PASS_HEADER]: pass },
      });
    const titles = (response: { json: () => unknown }) =>
      (response.json() as { messages: { title: string }[] }).messages.map((message) => message.title);

    it("serves a protected profile's messages only with its pass", async () => {
      const without = await inboxOf('exhibitor');
      expect(without.statusCode).toBe(403);
      expect(without.json()).toMatchObject({ error: 'PROFILE_LOCKED', field: 'profile' });
      expect(without.body).not.toContain('Stand build-up');

      const withPass = await inboxOf('exhibitor', exhibitorPass);
      expect(withPass.statusCode).toBe(200);
      expect(titles(withPass)).toEqual(['Stand build-up', 'Welcome']);
    });

    it('never takes the pass from the query string, and never lists a protected message to everyone', async () => {
      const inQuery = await inboxOf('exhibitor', undefined, `&pass=${encodeURIComponent(exhibitorPass)}`);
      expect(inQuery.statusCode).toBe(403);
      const everyone = await test.app.inject({ url: '/inbox/messages' });
      expect(titles(everyone)).toEqual(['Welcome']);
      const open = await inboxOf('visitor');
      expect(open.statusCode).toBe(200);
      expect(titles(open)).toEqual(['Visitor tip', 'Welcome']);
    });

    it('refuses forged and expired passes', async () => {
      const [version, profile, expiry, signature] = exhibitorPass.split('.') as [
        string,
        string,
        string,
        string,
      ];
      const secret = Buffer.from(
        (await readFile(path.join(test.dataDir, PROFILE_PASS_KEY_FILE), 'utf8')).trim(),
        'base64url',
      );
      const codeHash = (await codes.codeHashOf('exhibitor')) ?? '';
      const farFuture = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
      const forged = [
        pressPass,
        `${version}.${profile}.${Number(expiry) + 86_400}.${signature}`,
        `${version}.${profile}.${expiry}.${'A'.repeat(43)}`,
        signProfilePass(Buffer.alloc(32, 7), codeHash, 'exhibitor', farFuture),
        'not a pass',
      ];
      for (const pass of forged) expect((await inboxOf('exhibitor', pass)).statusCode, pass).toBe(403);
      const expired = signProfilePass(secret, codeHash, 'exhibitor', Math.floor(Date.now() / 1000) - 1);
      expect((await inboxOf('exhibitor', expired)).statusCode).toBe(403);
      // The same secret and code with a future expiry is accepted: only the expiry made it fail.
      expect(
        (await inboxOf('exhibitor', signProfilePass(secret, codeHash, 'exhibitor', farFuture))).statusCode,
      ).toBe(200);
    });

    it("registers a protected profile's push subscription only with its pass", async () => {
      const subscribe = (pass?: string) =>
        test.app.inject({
          method: 'POST',
          url: '/push/subscriptions',
          headers: pass === undefined ? {} : { [PROFILE_PASS_HEADER]: pass },
          payload: { subscription: subscription('stand-phone'), profile: 'exhibitor' },
        });
      const subscriptions = new PushSubscriptionRepository(test.handle.db);
      for (const pass of [undefined, pressPass, `${exhibitorPass}x`]) {
        const refused = await subscribe(pass);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ error: 'PROFILE_LOCKED', field: 'profile' });
      }
      expect(await subscriptions.forProfile('exhibitor')).toEqual([]);
      expect((await subscribe(exhibitorPass)).statusCode).toBe(201);
      expect((await subscriptions.forProfile('exhibitor')).map((row) => row.profile)).toEqual(['exhibitor']);
    });

    it("stops accepting a profile's passes once its code changes", async () => {
      await saveShowConfig(
        { catalog: test.catalog, profileCodes: codes },
        {
          ...showConfigFixture(),
          profiles: [
            { key: 'visitor', title: { en: 'Visitor' } },
            { key: 'exhibitor', title: { en: 'Exhibitor' }, code: 'stand-9999' },
            { key: 'press', title: { en: 'Press' }, protected: true },
          ],
        },
      );
      expect((await inboxOf('exhibitor', exhibitorPass)).statusCode).toBe(403);
      // The press code was not repeated: the profile keeps it, and its passes.
      expect((await inboxOf('press', pressPass)).statusCode).toBe(200);
    });
  });
}
