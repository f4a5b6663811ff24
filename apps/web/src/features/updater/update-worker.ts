import { CatalogDatabase, DexieCatalogWriter } from '../../platform/local-db/index.js';
import { ApiClient, isNetworkError } from '../../platform/network/index.js';
import { CacheStorageAssetCache } from './asset-cache.js';
import { BufferedUpdate } from './buffered-update.js';
import type { UpdateWorkerAnswer, UpdateWorkerRequest } from './update-worker-protocol.js';

/**
 * Holds one update attempt away from the page: parsing a 10 MB bundle and writing 30k records
 * would otherwise freeze scrolling and taps. Dexie tells the page's live queries about the commit
 * through its cross-context channel.
 */
interface WorkerScope {
  postMessage(message: UpdateWorkerAnswer): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<UpdateWorkerRequest>) => void): void;
}
// The app's type-check uses the DOM library, which cannot be mixed with the worker one in one program.
const scope = self as unknown as WorkerScope;

let update: BufferedUpdate | undefined;

async function handle(request: UpdateWorkerRequest): Promise<UpdateWorkerAnswer> {
  const { id } = request;
  if (request.op === 'start') {
    const deps = {
      api: new ApiClient({ baseUrl: request.baseUrl }),
      // A writer cannot cross to the worker: it opens its own, on the database the page names.
      catalog: new DexieCatalogWriter(new CatalogDatabase(request.databaseName)),
      assets: new CacheStorageAssetCache(),
    };
    update = new BufferedUpdate(request.job, deps);
    return { id, type: 'ok' };
  }
  if (!update) throw new Error('update worker used before start');
  if (request.op === 'download') {
    await update.downloadFile(request.file, (loaded) =>
      scope.postMessage({ id, type: 'progress', loaded, total: 0 }),
    );
    return { id, type: 'ok' };
  }
  if (request.op === 'commit') {
    await update.commitBuffer();
    return { id, type: 'ok' };
  }
  const applied = await update.applyData((loaded, total) =>
    scope.postMessage({ id, type: 'progress', loaded, total }),
  );
  return { id, type: 'ok', applied };
}

scope.addEventListener('message', (event) => {
  handle(event.data)
    .then((answer) => scope.postMessage(answer))
    .catch((error: unknown) =>
      scope.postMessage({
        id: event.data.id,
        type: 'error',
        kind: isNetworkError(error) ? error.kind : 'unknownError',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
});
