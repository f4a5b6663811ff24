import { type ProfileConfig, pushSubscriptionSchema } from '@showfloor/core';
import type { InboxCalls } from './inbox-api.js';

/** Where the switch stands: on, off, blocked by the user's browser settings, or not possible here. */
export type PushState = 'unsupported' | 'unknown' | 'off' | 'on' | 'blocked';

/** How long to wait for the service worker before giving up (it is absent in development). */
const SERVICE_WORKER_WAIT_MS = 10_000;

/** This browser can receive Web Push: a service worker, the Push API and notifications. */
export function isWebPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the Push API wants it: the bytes of the base64url text. */
export function applicationServerKeyOf(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no service worker')), SERVICE_WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The switch's state on opening the page, without asking the user anything. */
export async function currentPushState(): Promise<PushState> {
  if (!isWebPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const existing = await navigator.serviceWorker.getRegistration();
  const subscription = await existing?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Turns notifications on: asks the permission (the browser's prompt; only on the user's tap),
 * subscribes with the back office's VAPID key and registers the subscription with the profile tag.
 */
export async function enableWebPush(calls: InboxCalls, profile: ProfileConfig['key']): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const [publicKey, worker] = await Promise.all([calls.pushKey(), registration()]);
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKeyOf(publicKey),
  });
  const parsed = pushSubscriptionSchema.safeParse(subscription.toJSON());
  if (!parsed.success) {
    await subscription.unsubscribe();
    throw new Error('the browser gave a push subscription the back office cannot use');
  }
  await calls.subscribe(parsed.data, profile);
  return 'on';
}

/** Turns notifications off: the back office forgets the endpoint, the browser the subscription. */
export async function disableWebPush(calls: InboxCalls): Promise<PushState> {
  const existing = await navigator.serviceWorker.getRegistration();
  const subscription = await existing?.pushManager.getSubscription();
  if (!subscription) return 'off';
  // Unsubscribing in the browser is what stops the pushes; telling the back office only tidies up.
  await calls.unsubscribe(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
  return 'off';
}
