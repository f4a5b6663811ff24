import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type InboxMessage, inboxPushPayloadSchema } from '@showfloor/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from '../../cli.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { openConfiguredDatabase } from '../../open-configured-database.js';
import { testConfig } from '../../testing/test-app.js';
import { openTestDatabase, TEST_DRIVERS } from '../../testing/test-database.js';
import { createPushServices, type PushServices } from './register-push-module.js';

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
interface Subscriber {
  name: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

interface ReceivedPush {
  subscriber: string;
  headers: IncomingHttpHeaders;
  payload: string;
}

function newSubscriber(name: string): Subscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { name, ecdh, auth: randomBytes(16) };
}

/** Decrypts an aes128gcm Web Push body (RFC 8291) as the browser would, with its private key. */
function decryptPush(body: Buffer, subscriber: Subscriber): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const cipherText = body.subarray(21 + keyIdLength);
  const secret = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, subscriber.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/**
 * A push service on localhost: it answers 201 and keeps what it received, decrypted with the
 * subscriber's keys, or answers the status a subscriber's name asks for (`gone-…`: 410, `down-…`: 500).
 */
class LocalPushService {
  readonly received: ReceivedPush[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  private server: Server | undefined;
  private port = 0;

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const name = (request.url ?? '').replace(/^\/push\//, '');
        if (name.startsWith('gone-')) return response.writeHead(410).end();
        if (name.startsWith('down-')) return response.writeHead(500).end();
        const subscriber = this.subscribers.get(name);
        if (!subscriber) return response.writeHead(404).end();
        this.received.push({
          subscriber: name,
          headers: request.headers,
          payload: decryptPush(Buffer.concat(chunks), subscriber),
        });
        response.writeHead(201).end();
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** A subscription as the browser would POST it, for a subscriber this service knows. */
  subscription(name: string) {
    const subscriber = newSubscriber(name);
    this.subscribers.set(name, subscriber);
    return {
      endpoint: `http://127.0.0.1:${this.port}/push/${name}`,
      keys: {
        p256dh: subscriber.ecdh.getPublicKey().toString('base64url'),
        auth: subscriber.auth.toString('base64url'),
      },
    };
  }

  messagesOf(name: string): InboxMessage[] {
    return this.received
      .filter((push) => push.subscriber === name)
      .map((push) => inboxPushPayloadSchema.parse(JSON.parse(push.payload)).message);
  }
}

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
