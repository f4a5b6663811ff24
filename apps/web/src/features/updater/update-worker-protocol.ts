import type { ManifestFile } from '@showfloor/core';
import type { NetworkErrorKind } from '../../platform/network/index.js';
import type { AppliedUpdate, UpdateJob } from './buffered-update.js';

/** Commands from the page to the update worker, one per effect of the updater machine. */
export type UpdateWorkerCommand =
  | { op: 'start'; job: UpdateJob; baseUrl: string; databaseName: string }
  | { op: 'download'; file: ManifestFile }
  | { op: 'commit' }
  | { op: 'apply' };

/** A command with its id; each answer repeats the id of the request it answers. */
export type UpdateWorkerRequest = UpdateWorkerCommand & { id: number };

export type UpdateWorkerAnswer = { id: number } & (
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'ok'; applied?: AppliedUpdate }
  | { type: 'error'; kind: NetworkErrorKind; message: string }
);
