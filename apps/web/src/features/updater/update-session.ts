import type { ManifestFile } from '@showfloor/core';
import type { WriteProgress } from '../../platform/local-db/index.js';
import {
  type AppliedUpdate,
  BufferedUpdate,
  type BufferedUpdateDeps,
  type UpdateJob,
} from './buffered-update.js';

/**
 * The effects of the core updater machine for one attempt, performed either here or in the update
 * worker. The updater controller only sees this interface.
 */
export interface UpdateSession {
  downloadFile(file: ManifestFile, onProgress: (loaded: number) => void): Promise<void>;
  commitBuffer(): Promise<void>;
  applyData(onProgress?: WriteProgress): Promise<AppliedUpdate>;
  discard(): void;
}

export type UpdateSessionFactory = (job: UpdateJob) => UpdateSession;

/** Runs the attempt on this thread; writes still go in chunks so the page keeps responding. */
export function localUpdateSessions(deps: BufferedUpdateDeps): UpdateSessionFactory {
  return (job) => {
    const update = new BufferedUpdate(job, deps);
    return {
      downloadFile: (file, onProgress) => update.downloadFile(file, onProgress),
      commitBuffer: () => update.commitBuffer(),
      applyData: (onProgress) => update.applyData(onProgress),
      discard: () => undefined,
    };
  };
}
