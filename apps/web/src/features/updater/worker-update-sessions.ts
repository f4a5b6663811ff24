import type { WriteProgress } from '../../platform/local-db/index.js';
import { NetworkError } from '../../platform/network/index.js';
import type { UpdateJob } from './buffered-update.js';
import type { UpdateSession, UpdateSessionFactory } from './update-session.js';
import { recordForwardedCommit } from './update-timings.js';
import type {
  UpdateWorkerAnswer,
  UpdateWorkerCommand,
  UpdateWorkerRequest,
} from './update-worker-protocol.js';

/** One worker per attempt: discarding the attempt terminates it, and the buffer goes with it. */
export function workerUpdateSessions(baseUrl: string, databaseName: string): UpdateSessionFactory {
  return (job: UpdateJob): UpdateSession => {
    const worker = new Worker(new URL('./update-worker.ts', import.meta.url), { type: 'module' });
    let nextId = 0;
    const pending = new Map<number, { settle: (answer: UpdateWorkerAnswer) => void }>();
    const progress = new Map<number, (loaded: number, total: number) => void>();

    worker.addEventListener('message', (event: MessageEvent<UpdateWorkerAnswer>) => {
      const answer = event.data;
      if (answer.type === 'progress') progress.get(answer.id)?.(answer.loaded, answer.total);
      else pending.get(answer.id)?.settle(answer);
    });
    worker.addEventListener('error', (event) => {
      for (const [, waiter] of pending) {
        waiter.settle({
          id: -1,
          type: 'error',
          kind: 'unknownError',
          message: event.message || 'update worker failed',
        });
      }
    });

    function call(command: UpdateWorkerCommand, onProgress?: (loaded: number, total: number) => void) {
      const id = nextId++;
      if (onProgress) progress.set(id, onProgress);
      return new Promise<UpdateWorkerAnswer & { type: 'ok' }>((resolve, reject) => {
        pending.set(id, {
          settle: (answer) => {
            pending.delete(id);
            progress.delete(id);
            if (answer.type === 'ok') resolve(answer);
            else if (answer.type === 'error') reject(new NetworkError(answer.kind, answer.message));
          },
        });
        const request: UpdateWorkerRequest = { ...command, id };
        worker.postMessage(request);
      });
    }

    const started = call({ op: 'start', job, baseUrl, databaseName });
    return {
      async downloadFile(file, onProgress) {
        await started;
        await call({ op: 'download', file }, (loaded) => onProgress(loaded));
      },
      async commitBuffer() {
        await started;
        await call({ op: 'commit' });
      },
      async applyData(onProgress?: WriteProgress) {
        await started;
        const answer = await call({ op: 'apply' }, onProgress);
        worker.terminate();
        // The worker's measure lives on its own timeline: the page keeps one of the same duration.
        if (answer.applied?.commit) recordForwardedCommit(answer.applied.commit);
        return answer.applied ?? { version: undefined, config: undefined, heldVersion: job.heldVersion };
      },
      discard: () => worker.terminate(),
    };
  };
}
