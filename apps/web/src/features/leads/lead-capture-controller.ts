import {
  type BadgeReadResult,
  checkpointUserName,
  type LeadCallResult,
  type LeadCaptureEffect,
  type LeadCaptureEvent,
  type LeadCaptureState,
  type LeadError,
  type LeadNotification,
  leadCaptureTransition,
  leadContextFromAnswers,
  type NotificationLevel,
  readLeadBadge,
  restoreLeadCapture,
  type SaveContactResult,
  type ScannedBadge,
  type SignedBadgeOptions,
} from '@showfloor/core';
import type { QrScanOutcome } from '../../platform/camera/index.js';
import type { LeadCalls } from '../../platform/network/index.js';
import type { LeadPhotoChanges, LeadStore } from './lead-store.js';

export interface LeadDevice {
  /** Random id generated once per device, sent as mobileId. */
  mobileId: string;
  deviceName: string;
}

export interface LeadCaptureDependencies {
  store: LeadStore;
  calls: LeadCalls;
  device: LeadDevice;
  notify(message: LeadNotification, level: NotificationLevel, count?: number): void;
  now(): number;
  newGuid(): string;
  /** What the browser says of the network; a sync is not attempted while offline. */
  isOnline(): boolean;
  /** The show's badge key, read when a badge is scanned (the configuration may change meanwhile). */
  badgeOptions(): SignedBadgeOptions;
  /**
   * Resolves once this tab is the only one of the device using lead capture (for as long as it
   * lives), calling `onWaiting` first when another tab is: two tabs each writing the contacts they
   * hold in memory would overwrite each other's leads.
   */
  holdDevice(onWaiting: () => void): Promise<void>;
}

/** The last scan, kept in memory only, for the scan-result debug view. */
export interface LastScan {
  text: string;
  result: BadgeReadResult<ScannedBadge>;
}

export interface LeadCaptureView {
  /** Null until local storage has been read. */
  state: LeadCaptureState | null;
  /** Another tab of this device uses lead capture: this one waits, showing nothing of the leads. */
  isOpenElsewhere: boolean;
  isScanning: boolean;
  lastScan: LastScan | null;
}

/** What the form did to the contact's photo. */
export type LeadPhotoEdit =
  | { kind: 'unchanged' }
  /** A photo confirmed by cropping, under a new id. */
  | { kind: 'new'; id: string; jpeg: Blob }
  | { kind: 'removed' };

export const AUTO_SYNC_INTERVAL_MS = 30_000;

type SyncOrigin = 'user' | 'save' | 'background';

/**
 * Wires the core lead-capture machine to the device: local storage, the calls, the camera and the
 * notifications. Events are applied one at a time, and a transition's store effects are written
 * before its state is shown, so a lead on screen is a lead on disk.
 */
export class LeadCaptureController {
  private view: LeadCaptureView = { state: null, isOpenElsewhere: false, isScanning: false, lastScan: null };
  /** Settles once this tab holds lead capture for the device (see `holdDevice`). */
  private held: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();
  private queue: Promise<void> = Promise.resolve();
  /**
   * Who started the sync in flight, which decides what a failure tells: the user hears every failure;
   * a save hears that its contacts could not be saved; a background retry (timer, back online) is
   * silent about a network failure, since the list already counts what is waiting.
   */
  private syncOrigin: SyncOrigin = 'background';
  /** Whether the call in flight was made; none is while the browser says it is offline. */
  private wasCallMade = false;
  /**
   * Until when the back office asked not to be called again (a 429's Retry-After): syncs the app
   * starts itself (timer, back online, after a save) make no call before then, as offline; one the
   * user asks for is made.
   */
  private syncNotBefore = 0;

  constructor(private readonly deps: LeadCaptureDependencies) {}

  getSnapshot = (): LeadCaptureView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Once no other tab uses lead capture, reads local storage, then sends what a previous session
   * left unsynchronised. Until then the state stays null, so nothing is written or sent.
   */
  start(): Promise<void> {
    this.held ??= this.deps
      .holdDevice(() => this.publish({ isOpenElsewhere: true }))
      .then(() => this.publish({ isOpenElsewhere: false }));
    return this.held
      .then(() =>
        this.enqueue(async () => {
          if (this.view.state) return;
          this.publish({ state: restoreLeadCapture(await this.deps.store.load()) });
        }),
      )
      .then(() => this.sync());
  }

  dispatch(event: LeadCaptureEvent): Promise<void> {
    return this.enqueue(() => this.apply(event));
  }

  /**
   * Saves the contact the form edits, with a new device-side guid and the visit time. A new photo is
   * written in the same transaction as the contact, and the photo it replaces is deleted there too.
   */
  saveContact(
    values: Extract<LeadCaptureEvent, { type: 'saveContact' }>['values'],
    photo: LeadPhotoEdit = { kind: 'unchanged' },
  ): Promise<void> {
    return this.enqueue(async () => {
      const state = this.view.state;
      const code = state?.form?.code;
      const previous = state?.contacts.find((contact) => contact.code === code)?.photoId ?? null;
      const event: LeadCaptureEvent = {
        type: 'saveContact',
        values,
        guid: this.deps.newGuid(),
        now: this.deps.now(),
      };
      if (photo.kind === 'unchanged' || code === undefined) return this.apply(event);
      const photoId = photo.kind === 'new' ? photo.id : null;
      const changes: LeadPhotoChanges = {
        put: photo.kind === 'new' ? [{ id: photo.id, code, jpeg: photo.jpeg }] : [],
        remove: previous !== null && previous !== photoId ? [previous] : [],
      };
      return this.apply({ ...event, photoId }, changes);
    });
  }

  /** The stored photo of a contact, or null when it has none (or it could not be read). */
  loadPhoto = async (photoId: string): Promise<Blob | null> => {
    try {
      return await this.deps.store.loadPhoto(photoId);
    } catch {
      return null;
    }
  };

  /** A sync of the unsynchronised contacts; only a user-requested one reports a network failure. */
  sync(options: { isUserRequested?: boolean } = {}): Promise<void> {
    return this.enqueue(async () => {
      const state = this.view.state;
      if (!state || state.sending) return;
      if (!options.isUserRequested && (!this.deps.isOnline() || this.deps.now() < this.syncNotBefore)) return;
      this.syncOrigin = options.isUserRequested === true ? 'user' : 'background';
      await this.apply({ type: 'sync' });
    });
  }

  /**
   * Syncs on coming back online and every 30 s, as long as the screen lives (not before a wait the
   * back office asked for has passed). Returns the stop function.
   */
  startAutoSync(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const onOnline = () => void this.sync();
    target.addEventListener('online', onOnline);
    const timer = setInterval(() => void this.sync(), AUTO_SYNC_INTERVAL_MS);
    return () => {
      target.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }

  /** Licence reset: what can still be sent is sent first, then the local data goes. */
  async resetLicence(): Promise<void> {
    await this.sync();
    await this.whenSyncSettled();
    await this.dispatch({ type: 'resetLicence' });
  }

  /** Reads what the camera saw and feeds it to the machine. */
  scanEnded(outcome: QrScanOutcome): Promise<void> {
    return this.enqueue(async () => {
      this.publish({ isScanning: false });
      const now = this.deps.now();
      switch (outcome.kind) {
        case 'cancelled':
          return;
        case 'denied':
          return this.apply({ type: 'scanFailed', reason: 'scanDenied' });
        case 'error':
          return this.apply({ type: 'scanFailed', reason: 'scanError' });
        case 'decoded': {
          if (outcome.text.trim() === '') return this.apply({ type: 'scanFailed', reason: 'noResult' });
          const fields = this.view.state?.context?.formFields ?? [];
          const result = await readLeadBadge(outcome.text, fields, this.deps.badgeOptions());
          this.publish({ lastScan: { text: outcome.text, result } });
          const badge = result.ok ? { code: result.badge.code, values: result.badge.values } : null;
          return this.apply({ type: 'badgeScanned', badge, now });
        }
      }
    });
  }

  private async whenSyncSettled(): Promise<void> {
    for (let attempt = 0; attempt < 100 && this.view.state?.sending; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    // A failed task must not block the ones after it; its caller still sees the failure.
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async apply(event: LeadCaptureEvent, photos?: LeadPhotoChanges): Promise<void> {
    const state = this.view.state;
    if (!state) return;
    const { state: next, effects } = leadCaptureTransition(state, event, {
      mobileId: this.deps.device.mobileId,
    });
    if (event.type === 'saveContact' && !state.sending) this.syncOrigin = 'save';
    const failure = event.type === 'syncFailed' ? event.error : null;
    // Writes first: the state is shown only once what it shows is stored.
    for (const effect of effects) await this.store(effect, photos);
    this.publish({
      state: next,
      isScanning: this.view.isScanning || effects.some((e) => e.type === 'startScan'),
    });
    for (const effect of effects) {
      if (effect.type === 'notify' && (failure === null || this.tellsFailure(failure, effect.message))) {
        this.deps.notify(effect.message, effect.level, effect.count);
      }
      if (effect.type === 'registerLicence') void this.registerLicence(effect.userName, effect.licence);
      if (effect.type === 'sendContacts') void this.sendContacts(effect.request);
    }
  }

  /** Which messages of a failed sync are shown (see `syncOrigin`). */
  private tellsFailure(error: LeadError, message: LeadNotification): boolean {
    if (this.syncOrigin === 'user') return true;
    // Offline, nothing was tried: the contacts wait, as the list shows; no popup for each scan.
    if (!this.wasCallMade) return false;
    if (message === 'contactsNotSaved') return this.syncOrigin === 'save' || error !== 'NETWORK';
    return error !== 'NETWORK';
  }

  private async store(effect: LeadCaptureEffect, photos?: LeadPhotoChanges): Promise<void> {
    const { store } = this.deps;
    if (effect.type === 'storeDisclaimerAccepted') await store.acceptDisclaimer();
    if (effect.type === 'storeContext') await store.saveContext(effect.context);
    if (effect.type === 'storeContacts') await store.saveContacts(effect.contacts, photos);
    if (effect.type === 'deleteLocalData') await store.deleteLocalData();
  }

  private async registerLicence(userName: string, licence: string): Promise<void> {
    const { calls, device } = this.deps;
    const checked = await calls.checkLicence({ CAB: licence, mobileId: device.mobileId });
    if (!checked.ok) return this.dispatch({ type: 'licenceRefused', error: checked.error });
    const registeredName = checkpointUserName(userName, device.deviceName, device.mobileId);
    const registered = await calls.registerCheckpoint({
      instanceName: checked.value.InstanceName,
      exhibitorId: checked.value.ExhibitorId,
      userName: registeredName,
      mobileId: device.mobileId,
    });
    if (!registered.ok) return this.dispatch({ type: 'licenceRefused', error: registered.error });
    const context = leadContextFromAnswers({
      licence,
      userName,
      checkpointUserName: registeredName,
      licenceAnswer: checked.value,
      checkpointAnswer: registered.value,
    });
    return this.dispatch({ type: 'licenceRegistered', context });
  }

  private async sendContacts(request: Parameters<LeadCalls['saveContacts']>[0]): Promise<void> {
    const isWaiting = this.syncOrigin !== 'user' && this.deps.now() < this.syncNotBefore;
    this.wasCallMade = this.deps.isOnline() && !isWaiting;
    const answer: LeadCallResult<SaveContactResult[]> = this.wasCallMade
      ? await this.deps.calls.saveContacts(request)
      : { ok: false, error: 'NETWORK' };
    if (this.wasCallMade)
      this.syncNotBefore =
        !answer.ok && answer.retryAfterMs !== undefined ? this.deps.now() + answer.retryAfterMs : 0;
    return this.dispatch(
      answer.ok
        ? { type: 'syncAnswered', results: answer.value, now: this.deps.now() }
        : { type: 'syncFailed', error: answer.error },
    );
  }

  private publish(change: Partial<LeadCaptureView>): void {
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }
}
