import {
  INITIAL_UPDATER_STATE,
  isUpdateInProgress,
  type LocaleCode,
  type ManifestResponse,
  type NotificationLevel,
  transition,
  type UpdaterEffect,
  type UpdaterEvent,
  type UpdaterNotification,
  type UpdaterState,
} from '@showfloor/core';
import { type CatalogWriter, InvalidLocalDataError } from '../../platform/local-db/index.js';
import { type ApiClient, isNetworkError } from '../../platform/network/index.js';
import type { VersionedStorage } from '../../platform/storage/index.js';
import type { AppliedUpdate, UpdateJob } from './buffered-update.js';
import { type LocalDataState, prepareLocalData } from './local-data-startup.js';
import { dataModeOf, hasUpdate, manifestRequestOf } from './update-plan.js';
import type { UpdateSession, UpdateSessionFactory } from './update-session.js';
import { markUpdateStart, measureUpdateDone } from './update-timings.js';

export interface UpdaterSnapshot {
  state: UpdaterState;
  /** 0 to 1 while the new version is written to the database. */
  applyRatio: number;
}

export interface UpdaterDeps {
  api: ApiClient;
  /** The catalog's only writer: screens get its reader. */
  catalog: CatalogWriter;
  sessions: UpdateSessionFactory;
  appVersion: string;
  now: () => number;
  locale: () => LocaleCode;
  autoUpdate: () => boolean;
  /** `showKey` of the configuration the device holds, null when it holds none or one without a key. */
  showKey: () => string | null;
  notify: (message: UpdaterNotification, level: NotificationLevel) => void;
  onApplied: (applied: AppliedUpdate) => void;
}

/**
 * The one place where the core updater machine meets the app: it feeds the machine events and
 * performs the effects it returns (spec core §4 "Updater"). Screens read its snapshot.
 */
export class UpdaterController {
  private snapshot: UpdaterSnapshot = { state: INITIAL_UPDATER_STATE, applyRatio: 0 };
  private readonly listeners = new Set<() => void>();
  private job: UpdateJob | undefined;
  /** Created on the first download only: a check that finds nothing new starts no worker. */
  private session: UpdateSession | undefined;
  /** Downloads start without asking when the device has nothing to show or the user asked for them. */
  private skipConfirmation = false;

  constructor(private readonly deps: UpdaterDeps) {}

  getSnapshot = (): UpdaterSnapshot => this.snapshot;

  /**
   * Startup of spec core §4, before the first screen: data this app version cannot trust is
   * cleared here, by the catalog's writer, and reloaded by the first check.
   */
  prepareLocalData(storage: VersionedStorage): Promise<LocalDataState> {
    return prepareLocalData(this.deps.catalog, storage, this.deps.appVersion);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Checks for an update; nothing happens while an attempt holds the lock. Background checks are
   * skipped while offline; a check the user asked for runs anyway, so that its failure shows.
   */
  async check(options: { userRequested?: boolean } = {}): Promise<void> {
    if (!options.userRequested && !(await this.deps.api.isOnline())) return;
    if (!isUpdateInProgress(this.snapshot.state)) this.skipConfirmation = false;
    this.dispatch({ type: 'check', at: this.deps.now() });
  }

  confirm(): void {
    const { state } = this.snapshot;
    if (state.status === 'confirming') this.dispatch({ type: 'confirm', attempt: state.attempt });
  }

  decline(): void {
    const { state } = this.snapshot;
    if (state.status === 'confirming') this.dispatch({ type: 'decline', attempt: state.attempt });
  }

  dismiss(): void {
    this.dispatch({ type: 'dismiss' });
  }

  private dispatch(event: UpdaterEvent): void {
    const context = {
      appVersion: this.deps.appVersion,
      autoUpdate: this.skipConfirmation || this.deps.autoUpdate(),
    };
    const previous = this.snapshot.state;
    const { state, effects } = transition(previous, event, context);
    if (state !== previous) {
      if (state.status === 'checking' && previous.status !== 'checking') markUpdateStart();
      if (state.status === 'done' && previous.status !== 'done') measureUpdateDone();
      this.publish({ state, applyRatio: 0 });
    }
    for (const effect of effects) void this.perform(effect);
  }

  private publish(snapshot: UpdaterSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }

  private async perform(effect: UpdaterEffect): Promise<void> {
    if (effect.type === 'notify') {
      this.deps.notify(effect.message, effect.level);
      return;
    }
    if (effect.type === 'askConfirmation') return;
    if (effect.type === 'discardBuffer') {
      this.discardSession();
      return;
    }
    const { attempt } = effect;
    try {
      await this.run(effect);
    } catch (error) {
      // Logged for support (spec core §8: fetch failures are logged), then shown by the machine.
      console.warn(`update step ${effect.type} failed`, error);
      this.discardSession();
      this.dispatch({ type: 'failed', attempt, reason: isNetworkError(error) ? error.kind : 'unknownError' });
    }
  }

  private async run(
    effect: Exclude<UpdaterEffect, { type: 'notify' | 'askConfirmation' | 'discardBuffer' }>,
  ) {
    const { attempt } = effect;
    switch (effect.type) {
      case 'requestManifest': {
        const manifest = await this.requestManifest();
        this.dispatch({ type: 'manifestReceived', attempt, manifest });
        return;
      }
      case 'downloadFile': {
        const onProgress = (loaded: number) =>
          this.dispatch({ type: 'downloadProgress', attempt, index: effect.index, loaded });
        await this.requireSession().downloadFile(effect.file, onProgress);
        this.dispatch({ type: 'fileDownloaded', attempt, index: effect.index });
        return;
      }
      case 'commitBuffer':
        await this.requireSession().commitBuffer();
        this.dispatch({ type: 'committed', attempt });
        return;
      case 'applyData': {
        const applied = await this.requireSession().applyData((written, total) => {
          this.publish({ ...this.snapshot, applyRatio: total > 0 ? written / total : 1 });
        });
        this.session = undefined;
        this.job = undefined;
        this.deps.onApplied(applied);
        this.dispatch({ type: 'applied', attempt });
        return;
      }
    }
  }

  private requireSession(): UpdateSession {
    if (!this.job) throw new Error('no update attempt in progress');
    this.session ??= this.deps.sessions(this.job);
    return this.session;
  }

  private discardSession(): void {
    this.session?.discard();
    this.session = undefined;
    this.job = undefined;
  }

  /**
   * Asks the back office what is new, then restates its answer from what this device actually
   * holds, so the machine plans the right download (another locale or a damaged database means
   * a full reload whatever the server assumed).
   */
  private async requestManifest(): Promise<ManifestResponse> {
    const { catalog, api, appVersion } = this.deps;
    const locale = this.deps.locale();
    let meta = null;
    try {
      meta = await catalog.readMeta();
    } catch (error) {
      if (!(error instanceof InvalidLocalDataError)) throw error;
      await catalog.clear();
    }
    // Nothing to show yet, or data in another language than the one chosen: asking first would
    // only leave the user with no usable data.
    if (!meta || meta.locale !== locale) this.skipConfirmation = true;
    const manifest = await api.postManifest(manifestRequestOf(meta, locale, appVersion, this.deps.showKey()));
    const mode = dataModeOf(manifest, meta, locale);
    const files = mode === 'none' ? manifest.files.filter((file) => file.kind !== 'data') : manifest.files;
    this.discardSession();
    this.job = {
      mode,
      locale,
      assetsVersion: manifest.assets_version,
      heldVersion: meta?.locale === locale ? meta.version : null,
    };
    return { ...manifest, data: mode, files, NEW_VERSION: hasUpdate(manifest, mode) };
  }
}
