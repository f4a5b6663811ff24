import type { Language, ReminderDeviceRequest, StoredReminders, SyncTokenPayload } from '@showfloor/core';

/** The browser's push subscription as the back office knows it: its endpoint and auth secret. */
export interface PushSubscriptionKeys {
  endpoint: string;
  auth: string;
}

export interface PushRegistrationDependencies {
  /** The show offers push and synchronised favorites. */
  isEnabled(): boolean;
  /** A fresh token of the device's sync subject, or null when its favorites are not synchronised. */
  subjectToken(): SyncTokenPayload | null;
  encrypt(token: SyncTokenPayload): Promise<string>;
  /** The subscription, or null when notifications are not allowed or push is off on this device. */
  subscription(): Promise<PushSubscriptionKeys | null>;
  register(request: ReminderDeviceRequest): Promise<unknown>;
  read(): StoredReminders;
  write(next: StoredReminders): void;
  language(): Language;
}

/**
 * Keeps the back office told where this device's reminders go (docs/decisions.md "Session reminders"):
 * a device with synchronised favorites and a push subscription registers them with its switch, and
 * from then on its reminders come by push only; any other device, or a registration that failed,
 * tells them in the app. The call is made only when the switch, the endpoint, the subject or the
 * language changed.
 */
export class PushReminderRegistration {
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly dependencies: PushRegistrationDependencies) {}

  /** Whether the reminders of this device come by push (so the app tells none). */
  isPushed(): boolean {
    const stored = this.dependencies.read();
    return stored.isOn && stored.push?.isOn === true;
  }

  /** Registers again if anything changed; resolves once done, whatever the outcome. */
  update(): Promise<void> {
    this.running = this.running.then(
      () => this.run(),
      () => this.run(),
    );
    return this.running;
  }

  private async run(): Promise<void> {
    const { dependencies } = this;
    const token = dependencies.isEnabled() ? dependencies.subjectToken() : null;
    const subscription = token === null ? null : await dependencies.subscription().catch(() => null);
    const stored = dependencies.read();
    if (token === null || subscription === null) {
      if (stored.push) dependencies.write({ ...stored, push: null });
      return;
    }
    const wanted = {
      endpoint: subscription.endpoint,
      subject: token.subject,
      isOn: stored.isOn,
      language: dependencies.language(),
    };
    const held = stored.push;
    const isSame =
      held?.endpoint === wanted.endpoint &&
      held.subject === wanted.subject &&
      held.isOn === wanted.isOn &&
      held.language === wanted.language;
    if (isSame) return;
    try {
      await dependencies.register({
        token: await dependencies.encrypt(token),
        endpoint: subscription.endpoint,
        auth: subscription.auth,
        isOn: wanted.isOn,
        language: wanted.language,
      });
      dependencies.write({ ...dependencies.read(), push: wanted });
    } catch (error) {
      // Not registered: the app tells the reminders itself, and tries again at the next change or start.
      console.warn('reminders: the push registration failed', error);
      dependencies.write({ ...dependencies.read(), push: null });
    }
  }
}

/** The browser's current push subscription, without asking the user anything; null when there is none. */
export async function currentPushSubscription(): Promise<PushSubscriptionKeys | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  const auth = subscription?.toJSON().keys?.auth;
  return subscription && auth ? { endpoint: subscription.endpoint, auth } : null;
}
