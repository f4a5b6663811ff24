import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from '../../cli.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { openConfiguredDatabase } from '../../open-configured-database.js';
import { LocalPushService } from '../../testing/local-push-service.js';
import { testConfig } from '../../testing/test-app.js';
import { openTestDatabase, TEST_DRIVERS } from '../../testing/test-database.js';
import { createPushServices, type PushServices } from './register-push-module.js';

const pushService = new LocalPushService();
beforeAll(() => pushService.start());
afterAll(() => pushService.stop());

for (const driver of TEST_DRIVERS) {
  describe(`sending inbox messages on ${driver}`, () => {
    let handle: DatabaseHandle;
    let dataDir: string;
    let push: PushServices;
    beforeEach(async () => {
      pushService.received.length = 0;
      handle = await openTestDatabase(driver);
      dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-push-'));
      // The local push service listens on loopback, which only the allow-list lets through.
      push = await createPushServices(handle.db, testConfig(dataDir, { PUSH_ALLOWED_HOSTS: '127.0.0.1' }));
    });
    afterEach(async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('stores the message, then pushes it encrypted and signed to the matching browsers', async () => {
      await push.inbox.subscribe({
        subscription: pushService.subscription('visitor-phone'),
        profile: 'visitor',
      });
      await push.inbox.subscribe({
        subscription: pushService.subscription('press-laptop'),
        profile: 'press',
      });
      await push.inbox.subscribe({ subscription: pushService.subscription('untagged') });

      const result = await push.inbox.send({
        title: 'Visitors: doors open',
        content: '<p>Hall <b>2</b> opens at 9:00</p><script>steal()</script>',
        action: '/mobigeo',
        profile: 'visitor',
      });
      expect(result).toMatchObject({ sent: 2, failed: 0, removed: 0 });
      expect(result.message).toMatchObject({
        title: 'Visitors: doors open',
        content: 'Hall 2 opens at 9:00',
      });

      expect(pushService.messagesOf('visitor-phone')).toEqual([result.message]);
      expect(pushService.messagesOf('untagged')).toEqual([result.message]);
      expect(pushService.messagesOf('press-laptop')).toEqual([]);
      const [first] = pushService.received;
      expect(first?.headers.authorization).toBe(
        `vapid t=${first?.headers.authorization?.match(/t=([^,]+)/)?.[1]}, k=${push.keys.publicKey}`,
      );
      expect(first?.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(first?.headers.ttl)).toBeGreaterThan(0);

      // The app's fetch finds it too, for its profile only.
      expect(await push.inbox.list({ profile: 'visitor', limit: 10 })).toEqual([result.message]);
      expect(await push.inbox.list({ profile: 'press', limit: 10 })).toEqual([]);
    });

    it('forgets subscriptions the push service says are gone, and keeps failing ones for the next time', async () => {
      await push.inbox.subscribe({ subscription: pushService.subscription('gone-old-phone') });
      await push.inbox.subscribe({ subscription: pushService.subscription('down-busy') });
      await push.inbox.subscribe({ subscription: pushService.subscription('tablet') });

      expect(await push.inbox.send({ title: 'First', content: 'One' })).toMatchObject({
        sent: 1,
        failed: 2,
        removed: 1,
      });
      expect(await push.inbox.send({ title: 'Second', content: 'Two' })).toMatchObject({
        sent: 1,
        failed: 1,
        removed: 0,
      });
      expect(pushService.messagesOf('tablet').map((message) => message.title)).toEqual(['First', 'Second']);
    });

    it('never connects to an endpoint off the allow-list that leads to loopback, and forgets it', async () => {
      await push.inbox.subscribe({ subscription: pushService.subscription('loopback-phone') });
      // The same database under the default policy (no allow-list), as after the operator removed it.
      const strict = await createPushServices(handle.db, testConfig(dataDir));
      expect(await strict.inbox.send({ title: 'Hello', content: 'Hi' })).toMatchObject({
        sent: 0,
        failed: 1,
        removed: 1,
      });
      expect(pushService.received).toEqual([]);
      expect(await push.inbox.send({ title: 'Again', content: 'Hi' })).toMatchObject({ sent: 0, failed: 0 });
    });

    it('pushes an excerpt of a long message; the fetch has all of it', async () => {
      await push.inbox.subscribe({ subscription: pushService.subscription('reader') });
      const long = Array.from({ length: 800 }, (_, index) => `word${index}`).join(' ');
      const { message } = await push.inbox.send({ title: 'Programme', content: long });
      const [pushed] = pushService.messagesOf('reader');
      expect(pushed?.id).toBe(message.id);
      expect(pushed?.content.length).toBeLessThanOrEqual(401);
      expect(pushed?.content.endsWith('…')).toBe(true);
      expect((await push.inbox.list({ limit: 1 }))[0]?.content).toBe(long);
    });
  });
}

describe('showfloor inbox send', () => {
  let dataDir: string;
  let out: string[];
  let err: string[];
  let io: CliIo;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-inbox-cli-'));
    out = [];
    err = [];
    io = {
      env: { DATA_DIR: dataDir, PUSH_ALLOWED_HOSTS: '127.0.0.1' },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores the message, pushes it and prints how many were sent and failed', async () => {
    const config = loadConfig(io.env);
    const handle = await openConfiguredDatabase(config);
    const push = await createPushServices(handle.db, config);
    await push.inbox.subscribe({ subscription: pushService.subscription('cli-phone') });
    await push.inbox.subscribe({ subscription: pushService.subscription('gone-cli') });
    await handle.close();

    const code = await runCli(
      [
        'inbox',
        'send',
        '--title',
        'Keynote moved',
        '--content',
        'Now in <b>Hall 1</b>',
        '--action',
        'https://show.example/keynote',
      ],
      io,
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out.at(-1)).toMatch(
      /^message [0-9a-f-]{36} stored; pushed: 1 sent, 1 failed, 1 expired subscriptions removed$/,
    );
    expect(pushService.messagesOf('cli-phone').at(-1)).toMatchObject({
      title: 'Keynote moved',
      content: 'Now in Hall 1',
      action: 'https://show.example/keynote',
    });
  });

  it('refuses an action that is not an https address or a page, naming the option', async () => {
    expect(
      await runCli(
        ['inbox', 'send', '--title', 'T', '--content', 'C', '--action', 'javascript:alert(1)'],
        io,
      ),
    ).toBe(2);
    expect(err.join('\n')).toContain('--action must be an https URL or a page of the app');
    expect(await runCli(['inbox', 'send', '--content', 'C'], io)).toBe(2);
    expect(err.join('\n')).toContain('--title');
  });
});
