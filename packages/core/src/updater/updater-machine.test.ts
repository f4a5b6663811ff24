import { describe, expect, it } from 'vitest';
import { UPDATER_LOCK_MS } from '../constants/spec-constants.js';
import {
  compareAppVersions,
  INITIAL_UPDATER_STATE,
  type Transition,
  transition,
  type UpdaterContext,
  type UpdaterEvent,
  type UpdaterState,
} from './updater-machine.js';
import type { ManifestResponse } from './updater-protocol.js';

const context: UpdaterContext = { appVersion: '2.0.1', autoUpdate: false };
const T0 = 1_700_000_000_000;

function manifest(overrides: Partial<ManifestResponse> = {}): ManifestResponse {
  const files = overrides.files ?? [
    { path: 'manifest/update?version=2', size: 300, kind: 'data' },
    { path: 'files/assets/logo.svg?v=ab', size: 700, kind: 'asset' },
  ];
  return {
    NEW_VERSION: true,
    version: 2,
    schema: 's1',
    data: 'increment',
    files,
    nb_files: files.length,
    size: files.reduce((sum, file) => sum + file.size, 0),
    assets_version: 2,
    app_version: '2.0.1',
    ...overrides,
  };
}

/** Runs events in order from a state, collecting every effect. */
function run(events: UpdaterEvent[], from: UpdaterState = INITIAL_UPDATER_STATE, ctx = context): Transition {
  let state = from;
  const effects: Transition['effects'] = [];
  for (const event of events) {
    const next = transition(state, event, ctx);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const checked = (m = manifest()): UpdaterEvent[] => [
  { type: 'check', at: T0 },
  { type: 'manifestReceived', attempt: T0, manifest: m },
];

describe('updater: idle and checking', () => {
  it('asks for the manifest on a check', () => {
    expect(transition(INITIAL_UPDATER_STATE, { type: 'check', at: T0 }, context)).toEqual({
      state: { status: 'checking', attempt: T0 },
      effects: [{ type: 'requestManifest', attempt: T0 }],
    });
  });

  it('ignores a check while another one holds the lock', () => {
    const checking = run([{ type: 'check', at: T0 }]).state;
    expect(transition(checking, { type: 'check', at: T0 + UPDATER_LOCK_MS - 1 }, context)).toEqual({
      state: checking,
      effects: [],
    });
  });

  it('breaks a lock older than 10 minutes, dropping the stuck attempt', () => {
    const stuck = run([...checked(), { type: 'confirm', attempt: T0 }]).state;
    const later = T0 + UPDATER_LOCK_MS;
    expect(transition(stuck, { type: 'check', at: later }, context)).toEqual({
      state: { status: 'checking', attempt: later },
      effects: [
        { type: 'discardBuffer', attempt: T0 },
        { type: 'requestManifest', attempt: later },
      ],
    });
  });

  it('goes back to idle when there is nothing new', () => {
    const result = run(checked(manifest({ NEW_VERSION: false, data: 'none', files: [] })));
    expect(result).toEqual({
      state: { status: 'idle' },
      effects: [{ type: 'requestManifest', attempt: T0 }],
    });
  });

  it('warns about a newer app version, even when the data is up to date', () => {
    const result = run(
      checked(manifest({ NEW_VERSION: false, data: 'none', files: [], app_version: '2.0.10' })),
    );
    expect(result.state).toEqual({ status: 'idle' });
    expect(result.effects.at(-1)).toEqual({ type: 'notify', message: 'newerAppVersion', level: 'info' });
    const sameVersion = run(checked(manifest({ NEW_VERSION: false, data: 'none', files: [] })));
    expect(sameVersion.effects.some((effect) => effect.type === 'notify')).toBe(false);
  });

  it('fails on a server error and leaves the data alone', () => {
    const result = run([
      { type: 'check', at: T0 },
      { type: 'failed', attempt: T0, reason: 'serverError' },
    ]);
    expect(result.state).toEqual({ status: 'failed', reason: 'serverError' });
    expect(result.effects.map((effect) => effect.type)).toEqual(['requestManifest', 'discardBuffer']);
  });
});

describe('updater: confirming', () => {
  it('asks the user with the number of files and bytes', () => {
    const result = run(checked());
    expect(result.state.status).toBe('confirming');
    expect(result.effects.at(-1)).toEqual({
      type: 'askConfirmation',
      attempt: T0,
      nbFiles: 2,
      totalBytes: 1000,
    });
  });

  it('skips the question when auto-update is configured', () => {
    const result = run(checked(), INITIAL_UPDATER_STATE, { ...context, autoUpdate: true });
    expect(result.state).toMatchObject({
      status: 'downloading',
      index: 0,
      total: 2,
      bytes: 0,
      totalBytes: 1000,
    });
    expect(result.effects.some((effect) => effect.type === 'askConfirmation')).toBe(false);
  });

  it('returns to idle when the user declines', () => {
    const confirming = run(checked()).state;
    expect(transition(confirming, { type: 'decline', attempt: T0 }, context)).toEqual({
      state: { status: 'idle' },
      effects: [],
    });
  });
});

describe('updater: downloading', () => {
  const confirmed: UpdaterEvent[] = [...checked(), { type: 'confirm', attempt: T0 }];

  it('downloads files one by one with progress', () => {
    let result = run(confirmed);
    expect(result.state).toMatchObject({ status: 'downloading', index: 0, bytes: 0 });
    expect(result.effects.at(-1)).toMatchObject({ type: 'downloadFile', index: 0, file: { size: 300 } });

    result = run([{ type: 'downloadProgress', attempt: T0, index: 0, loaded: 150 }], result.state);
    expect(result.state).toMatchObject({ index: 0, bytes: 150 });

    result = run([{ type: 'fileDownloaded', attempt: T0, index: 0 }], result.state);
    expect(result.state).toMatchObject({ status: 'downloading', index: 1, bytes: 300, totalBytes: 1000 });
    expect(result.effects).toMatchObject([{ type: 'downloadFile', index: 1, file: { size: 700 } }]);
  });

  it('commits the buffer once every file is in', () => {
    const result = run([
      ...confirmed,
      { type: 'fileDownloaded', attempt: T0, index: 0 },
      { type: 'fileDownloaded', attempt: T0, index: 1 },
    ]);
    expect(result.state.status).toBe('committing');
    expect(result.effects.at(-1)).toEqual({ type: 'commitBuffer', attempt: T0, version: 2 });
  });

  it('ignores an answer for another file or another attempt', () => {
    const downloading = run(confirmed).state;
    expect(transition(downloading, { type: 'fileDownloaded', attempt: T0, index: 1 }, context).state).toBe(
      downloading,
    );
    expect(
      transition(downloading, { type: 'fileDownloaded', attempt: T0 - 1, index: 0 }, context).state,
    ).toBe(downloading);
  });

  it('warns and fails on a download timeout, keeping the current data', () => {
    const result = run([...confirmed, { type: 'failed', attempt: T0, reason: 'timeout' }]);
    expect(result.state).toEqual({ status: 'failed', reason: 'timeout' });
    expect(result.effects.slice(-2)).toEqual([
      { type: 'discardBuffer', attempt: T0 },
      { type: 'notify', message: 'updateTimeout', level: 'warning' },
    ]);
  });

  it('fails quietly on connection and unknown errors', () => {
    for (const reason of ['connectionError', 'unknownError'] as const) {
      const result = run([...confirmed, { type: 'failed', attempt: T0, reason }]);
      expect(result.state).toEqual({ status: 'failed', reason });
      expect(result.effects.some((effect) => effect.type === 'notify')).toBe(false);
      expect(result.effects.some((effect) => effect.type === 'applyData')).toBe(false);
    }
  });
});

describe('updater: committing, applying and done', () => {
  const downloaded = (m: ManifestResponse): UpdaterEvent[] => [
    ...checked(m),
    { type: 'confirm', attempt: T0 },
    ...m.files.map((_, index): UpdaterEvent => ({ type: 'fileDownloaded', attempt: T0, index })),
    { type: 'committed', attempt: T0 },
  ];

  it('applies the data increment for a new version', () => {
    const result = run(downloaded(manifest()));
    expect(result.state.status).toBe('applying');
    expect(result.effects.at(-1)).toEqual({
      type: 'applyData',
      attempt: T0,
      mode: 'increment',
      version: 2,
      schema: 's1',
    });
  });

  it('reloads the whole database after a schema change', () => {
    const result = run(downloaded(manifest({ data: 'full', schema: 's2' })));
    expect(result.effects.at(-1)).toMatchObject({ type: 'applyData', mode: 'full', schema: 's2' });
  });

  it('shows update-done once the data is applied, then returns to idle', () => {
    const done = run([...downloaded(manifest()), { type: 'applied', attempt: T0 }]);
    expect(done.state).toEqual({ status: 'done', version: 2 });
    expect(done.effects.at(-1)).toEqual({ type: 'notify', message: 'updateDone', level: 'success' });
    expect(transition(done.state, { type: 'dismiss' }, context).state).toEqual({ status: 'idle' });
  });

  it('finishes without touching the data when only assets changed', () => {
    const assetsOnly = manifest({
      data: 'none',
      files: [{ path: 'files/a.png?v=1', size: 5, kind: 'asset' }],
    });
    const result = run(downloaded(assetsOnly));
    expect(result.state).toEqual({ status: 'done', version: 2 });
    expect(result.effects.some((effect) => effect.type === 'applyData')).toBe(false);
  });

  it('commits at once when a new version needs no file', () => {
    const result = run(checked(manifest({ files: [] })), INITIAL_UPDATER_STATE, {
      ...context,
      autoUpdate: true,
    });
    expect(result.state.status).toBe('committing');
  });

  it('lets a new check start after a failure', () => {
    const failed: UpdaterState = { status: 'failed', reason: 'serverError' };
    expect(transition(failed, { type: 'check', at: T0 + 1 }, context).state).toEqual({
      status: 'checking',
      attempt: T0 + 1,
    });
  });
});

describe('compareAppVersions', () => {
  it('compares dotted numbers numerically', () => {
    expect(compareAppVersions('2.0.10', '2.0.9')).toBe(1);
    expect(compareAppVersions('2.0', '2.0.0')).toBe(0);
    expect(compareAppVersions('1.9.9', '2.0.1')).toBe(-1);
  });
});
