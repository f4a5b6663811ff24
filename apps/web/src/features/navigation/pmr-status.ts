import { type KeyValueStore, pmrStatusShape, VersionedStorage } from '../../platform/storage/index.js';

/** localStorage key of the PMR (reduced-mobility) toggle (spec core §3 "pmr-status"). */
export const PMR_STATUS_KEY = pmrStatusShape.key;

/** For code still holding the raw store; the rest reads `pmrStatusShape` through `services.storage`. */
export function readPmrStatus(store: KeyValueStore): boolean {
  return new VersionedStorage(store).read(pmrStatusShape);
}

export function savePmrStatus(store: KeyValueStore, enabled: boolean): void {
  new VersionedStorage(store).write(pmrStatusShape, enabled);
}
