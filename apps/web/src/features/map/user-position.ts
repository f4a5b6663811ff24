import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where the visitor said they are: the web has no indoor positioning, so the position is a unit
 * they chose ("I am here"), opened from a location code (`here`), or scanned. It is kept in
 * memory only, for this visit of the app (personal data stays minimal on devices), and belongs to
 * the map data version it was set on: a map data update drops it, since its unit may be gone.
 */
export interface UserPosition {
  unitId: string;
  /** The data version whose venue holds the unit. */
  version: number;
}

export class UserPositionStore {
  private value: UserPosition | null = null;
  private readonly listeners = new Set<() => void>();

  getSnapshot = (): UserPosition | null => this.value;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(next: UserPosition | null): void {
    if (next?.unitId === this.value?.unitId && next?.version === this.value?.version) return;
    this.value = next;
    for (const listener of this.listeners) listener();
  }

  /** The position on the venue of `version`; a position set on another version is no position. */
  positionOn(version: number | undefined): string | null {
    return this.value !== null && this.value.version === version ? this.value.unitId : null;
  }
}

/** The one position of this visit, shared by every mount of the map page. */
export const userPositionStore = new UserPositionStore();

/** The visitor's position on the venue shown (`version`), and how to set or clear it. */
export function useUserPosition(
  version: number | undefined,
  store: UserPositionStore = userPositionStore,
): [string | null, (unitId: string | null) => void] {
  useSyncExternalStore(store.subscribe, store.getSnapshot);
  const setPosition = useCallback(
    (unitId: string | null) =>
      store.set(unitId === null || version === undefined ? null : { unitId, version }),
    [store, version],
  );
  return [store.positionOn(version), setPosition];
}
