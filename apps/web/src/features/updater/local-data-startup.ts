import type { CatalogWriter } from '../../platform/local-db/index.js';
import { type VersionedStorage, versionCodeShape } from '../../platform/storage/index.js';

export type LocalDataState =
  | { kind: 'ready'; version: number }
  /** Nothing usable on the device: the first full download must run before any screen has data. */
  | { kind: 'empty'; reason: 'first-start' | 'version-code-changed' | 'invalid-data' };

/**
 * Startup of spec core §4: a device that ran another app version starts clean (its data may not
 * match what this version reads), damaged data is cleared to be reloaded, and otherwise the data
 * already on the device is shown at once while updates are checked in the background.
 */
export async function prepareLocalData(
  catalog: CatalogWriter,
  storage: VersionedStorage,
  appVersion: string,
): Promise<LocalDataState> {
  const storedVersionCode = storage.read(versionCodeShape);
  if (storedVersionCode !== appVersion) {
    await catalog.clear();
    storage.write(versionCodeShape, appVersion);
    return { kind: 'empty', reason: storedVersionCode === null ? 'first-start' : 'version-code-changed' };
  }
  try {
    const meta = await catalog.readMeta();
    return meta ? { kind: 'ready', version: meta.version } : { kind: 'empty', reason: 'first-start' };
  } catch {
    // Damaged meta (InvalidLocalDataError) or a database IndexedDB cannot read: start again from
    // the server rather than show wrong data. If even clearing fails, the error reaches the boundary.
    await catalog.clear();
    return { kind: 'empty', reason: 'invalid-data' };
  }
}
