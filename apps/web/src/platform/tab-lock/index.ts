/** What of the browser's Web Locks API this module uses (`navigator.locks`). */
export interface TabLocks {
  request(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: Lock | null) => Promise<void> | undefined,
  ): Promise<unknown>;
  request(name: string, callback: (lock: Lock | null) => Promise<void>): Promise<unknown>;
}

/** A lock held until the page goes: the browser releases it when the tab closes or reloads. */
const forever = (): Promise<void> => new Promise<void>(() => undefined);

/**
 * Resolves once this tab holds the device-wide lock `name`, which it then keeps until it closes or
 * reloads; `onWaiting` is called first when another tab of the same origin holds it. Without the
 * Web Locks API (an old browser), or when the browser refuses the request, resolves at once: the
 * tab works as if it were alone rather than not at all.
 */
export function holdTabLock(
  name: string,
  onWaiting: () => void,
  locks: TabLocks | undefined = globalThis.navigator?.locks,
): Promise<void> {
  if (locks === undefined) return Promise.resolve();
  return new Promise<void>((held) => {
    const keep = (): Promise<void> => {
      held();
      return forever();
    };
    const refused = (error: unknown) => {
      console.warn(`tab lock ${name}: refused, working as the only tab`, error);
      held();
    };
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (lock !== null) return keep();
        onWaiting();
        locks.request(name, keep).catch(refused);
        return undefined;
      })
      .catch(refused);
  });
}
