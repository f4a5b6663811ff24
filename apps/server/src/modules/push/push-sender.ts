import type { PushEndpointPolicy } from './push-endpoint-policy.js';
import type { VapidKeys } from './vapid-keys.js';

/**
 * What became of one push: delivered to the push service, gone for good (404/410, or an endpoint
 * that now leads to a private address), or failed.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sends one encrypted push; the service counts outcomes and forgets gone subscriptions. */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  /** How long a push service may keep an undelivered message (a phone switched off overnight). */
  ttlSeconds?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Web Push with VAPID (RFC 8291 encryption, RFC 8292 identification). The web-push package builds
 * the request (the signed VAPID token and the aes128gcm payload); Node's fetch sends it, with a
 * timeout, so a push service that hangs cannot hold the whole fan-out.
 */
export class WebPushSender implements PushSender {
  private readonly ttlSeconds: number;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly keys: VapidKeys,
    private readonly endpoints: PushEndpointPolicy,
    options: WebPushSenderOptions = {},
  ) {
    this.ttlSeconds = options.ttlSeconds ?? 24 * 3600;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    // Checked again here: the host may resolve elsewhere than when the browser subscribed.
    const verdict = await this.endpoints.check(target.endpoint);
    if (!verdict.ok) return verdict.reason === 'NOT_PUBLIC' ? 'gone' : 'failed';
    // Loaded at the first push: every `showfloor` command and server start loads this module.
    const { default: webpush } = await import('web-push');
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: {
          subject: this.keys.subject,
          publicKey: this.keys.publicKey,
          privateKey: this.keys.privateKey,
        },
        TTL: this.ttlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    try {
      const response = await this.fetchImpl(details.endpoint, {
        method: details.method,
        headers: details.headers,
        body: details.body === null ? null : new Uint8Array(details.body),
        // A redirect would lead the request past the endpoint check, to any address.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel();
      // 404 and 410: the browser unsubscribed or the subscription expired; it will never come back.
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
