import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type InboxMessage, inboxPushPayloadSchema } from '@showfloor/core';

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
export class LocalPushService {
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

  /** The payloads a subscriber received, parsed as JSON, oldest first. */
  payloadsOf(name: string): unknown[] {
    return this.received.filter((push) => push.subscriber === name).map((push) => JSON.parse(push.payload));
  }

  messagesOf(name: string): InboxMessage[] {
    return this.received
      .filter((push) => push.subscriber === name)
      .map((push) => inboxPushPayloadSchema.parse(JSON.parse(push.payload)).message);
  }
}
