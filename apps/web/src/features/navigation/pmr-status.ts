import type { KeyValueStore } from '../../platform/storage/index.js';

/** localStorage key of the PMR (reduced-mobility) toggle (spec core §3 "pmr-status"). */
export const PMR_STATUS_KEY = 'pmr-status';

export function readPmrStatus(store: KeyValueStore): boolean {
  return store.get(PMR_STATUS_KEY) === 'true';
}

export function savePmrStatus(store: KeyValueStore, enabled: boolean): void {
  store.set(PMR_STATUS_KEY, String(enabled));
}
