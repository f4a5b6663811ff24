import type { NotificationLevel } from '../constants/spec-constants.js';
import { UPDATER_LOCK_MS } from '../constants/spec-constants.js';
import type { DataUpdateMode, ManifestFile, ManifestResponse } from './updater-protocol.js';

/**
 * The data updater of spec core §4 as a pure transition function: the app feeds it events (user
 * actions, answers of the calls it asked for, the clock) and performs the effects it returns.
 *
 * Every update attempt is identified by the time its check started (`attempt`). Answers carry the
 * attempt they belong to, so a late answer from an attempt that lost its lock is ignored instead
 * of mixing two downloads into one buffer.
 */

/** Download failures of spec core §8. */
export const UPDATE_FAILURES = ['serverError', 'connectionError', 'timeout', 'unknownError'] as const;
export type UpdateFailure = (typeof UPDATE_FAILURES)[number];

export type UpdaterNotification = 'newerAppVersion' | 'updateTimeout' | 'updateDone';

/** What the manifest asked for: the files to fetch and what to do with the data afterwards. */
export interface UpdatePlan {
  mode: DataUpdateMode;
  version: number;
  schema: string;
  files: ManifestFile[];
  totalBytes: number;
}

interface InProgress {
  /** Start of the attempt; also its lock, which a new check may break after UPDATER_LOCK_MS. */
  attempt: number;
}

export type UpdaterState =
  | { status: 'idle' }
  | ({ status: 'checking' } & InProgress)
  | ({ status: 'confirming'; plan: UpdatePlan } & InProgress)
  | ({
      status: 'downloading';
      plan: UpdatePlan;
      index: number;
      total: number;
      bytes: number;
      totalBytes: number;
    } & InProgress)
  | ({ status: 'committing'; plan: UpdatePlan } & InProgress)
  | ({ status: 'applying'; plan: UpdatePlan } & InProgress)
  | { status: 'done'; version: number }
  | { status: 'failed'; reason: UpdateFailure };

export type UpdaterStatus = UpdaterState['status'];

export type UpdaterEvent =
  | { type: 'check'; at: number }
  | { type: 'manifestReceived'; attempt: number; manifest: ManifestResponse }
  | { type: 'confirm'; attempt: number }
  | { type: 'decline'; attempt: number }
  | { type: 'downloadProgress'; attempt: number; index: number; loaded: number }
  | { type: 'fileDownloaded'; attempt: number; index: number }
  | { type: 'committed'; attempt: number }
  | { type: 'applied'; attempt: number }
  | { type: 'failed'; attempt: number; reason: UpdateFailure }
  /** The user closed the update-done or failure message. */
  | { type: 'dismiss' };

export type UpdaterEffect =
  | { type: 'requestManifest'; attempt: number }
  | { type: 'askConfirmation'; attempt: number; nbFiles: number; totalBytes: number }
  /** Download one file into the attempt's buffer, never into the live data. */
  | { type: 'downloadFile'; attempt: number; index: number; file: ManifestFile }
  /** Move the complete buffer into a new version folder, in one step. */
  | { type: 'commitBuffer'; attempt: number; version: number }
  /** `increment` applies the data increment; `full` (schema change) reloads the whole database. */
  | { type: 'applyData'; attempt: number; mode: 'increment' | 'full'; version: number; schema: string }
  | { type: 'discardBuffer'; attempt: number }
  | { type: 'notify'; message: UpdaterNotification; level: NotificationLevel };

export interface UpdaterContext {
  /** The app's own version, compared with the newest one the back office knows. */
  appVersion: string;
  /** When configured, downloads start without asking the user. */
  autoUpdate: boolean;
}

export interface Transition {
  state: UpdaterState;
  effects: UpdaterEffect[];
}

export const INITIAL_UPDATER_STATE: UpdaterState = { status: 'idle' };

/** Compares dotted version numbers (2.0.10 is newer than 2.0.9); missing parts count as 0. */
export function compareAppVersions(left: string, right: string): number {
  const a = left.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const b = right.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export function isUpdateInProgress(state: UpdaterState): state is Extract<UpdaterState, InProgress> {
  return 'attempt' in state;
}

const unchanged = (state: UpdaterState): Transition => ({ state, effects: [] });

function planOf(manifest: ManifestResponse): UpdatePlan {
  return {
    mode: manifest.data,
    version: manifest.version,
    schema: manifest.schema,
    files: manifest.files,
    totalBytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
  };
}

function bytesBefore(plan: UpdatePlan, index: number): number {
  return plan.files.slice(0, index).reduce((sum, file) => sum + file.size, 0);
}

/** Downloads the file at `index`, or commits when every file is in the buffer. */
function downloadFrom(attempt: number, plan: UpdatePlan, index: number): Transition {
  const file = plan.files[index];
  if (!file) {
    return {
      state: { status: 'committing', attempt, plan },
      effects: [{ type: 'commitBuffer', attempt, version: plan.version }],
    };
  }
  return {
    state: {
      status: 'downloading',
      attempt,
      plan,
      index,
      total: plan.files.length,
      bytes: bytesBefore(plan, index),
      totalBytes: plan.totalBytes,
    },
    effects: [{ type: 'downloadFile', attempt, index, file }],
  };
}

function startCheck(state: UpdaterState, at: number): Transition {
  const effects: UpdaterEffect[] = [];
  if (isUpdateInProgress(state)) {
    // A crashed or abandoned attempt must not block updates forever: its lock expires.
    if (at - state.attempt < UPDATER_LOCK_MS) return unchanged(state);
    effects.push({ type: 'discardBuffer', attempt: state.attempt });
  }
  effects.push({ type: 'requestManifest', attempt: at });
  return { state: { status: 'checking', attempt: at }, effects };
}

function onManifest(attempt: number, manifest: ManifestResponse, context: UpdaterContext): Transition {
  const effects: UpdaterEffect[] = [];
  if (manifest.app_version && compareAppVersions(manifest.app_version, context.appVersion) > 0) {
    effects.push({ type: 'notify', message: 'newerAppVersion', level: 'info' });
  }
  const plan = planOf(manifest);
  if (!manifest.NEW_VERSION || (plan.mode === 'none' && plan.files.length === 0)) {
    return { state: { status: 'idle' }, effects };
  }
  if (context.autoUpdate) {
    const next = downloadFrom(attempt, plan, 0);
    return { state: next.state, effects: [...effects, ...next.effects] };
  }
  effects.push({ type: 'askConfirmation', attempt, nbFiles: plan.files.length, totalBytes: plan.totalBytes });
  return { state: { status: 'confirming', attempt, plan }, effects };
}

function fail(attempt: number, reason: UpdateFailure): Transition {
  // The live data was never touched: dropping the buffer is all it takes to leave it intact.
  const effects: UpdaterEffect[] = [{ type: 'discardBuffer', attempt }];
  if (reason === 'timeout') effects.push({ type: 'notify', message: 'updateTimeout', level: 'warning' });
  return { state: { status: 'failed', reason }, effects };
}

export function transition(state: UpdaterState, event: UpdaterEvent, context: UpdaterContext): Transition {
  if (event.type === 'check') return startCheck(state, event.at);
  if (event.type === 'dismiss') {
    return state.status === 'done' || state.status === 'failed'
      ? { state: { status: 'idle' }, effects: [] }
      : unchanged(state);
  }
  // Every other event answers a step of one attempt; answers of another attempt are stale.
  if (!isUpdateInProgress(state) || event.attempt !== state.attempt) return unchanged(state);
  const { attempt } = state;
  if (event.type === 'failed') return fail(attempt, event.reason);

  switch (state.status) {
    case 'checking':
      return event.type === 'manifestReceived'
        ? onManifest(attempt, event.manifest, context)
        : unchanged(state);
    case 'confirming':
      if (event.type === 'confirm') return downloadFrom(attempt, state.plan, 0);
      if (event.type === 'decline') return { state: { status: 'idle' }, effects: [] };
      return unchanged(state);
    case 'downloading':
      if ('index' in event && event.index !== state.index) return unchanged(state);
      if (event.type === 'downloadProgress') {
        const bytes = bytesBefore(state.plan, state.index) + Math.max(0, event.loaded);
        return { state: { ...state, bytes: Math.min(bytes, state.totalBytes) }, effects: [] };
      }
      if (event.type === 'fileDownloaded') return downloadFrom(attempt, state.plan, state.index + 1);
      return unchanged(state);
    case 'committing':
      if (event.type !== 'committed') return unchanged(state);
      if (state.plan.mode === 'none') return finish(state.plan);
      return {
        state: { status: 'applying', attempt, plan: state.plan },
        effects: [
          {
            type: 'applyData',
            attempt,
            mode: state.plan.mode,
            version: state.plan.version,
            schema: state.plan.schema,
          },
        ],
      };
    case 'applying':
      return event.type === 'applied' ? finish(state.plan) : unchanged(state);
  }
}

function finish(plan: UpdatePlan): Transition {
  return {
    state: { status: 'done', version: plan.version },
    effects: [{ type: 'notify', message: 'updateDone', level: 'success' }],
  };
}
