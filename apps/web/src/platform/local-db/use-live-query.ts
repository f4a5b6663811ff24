import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/**
 * The result of an IndexedDB read, re-run whenever a transaction (on this page or in the update
 * worker) changes what it read. Undefined until the first result.
 */
export function useLiveQuery<T>(query: () => Promise<T>, key: string): T | undefined {
  return useKeptLiveQuery(query, key, undefined);
}

/** Results of recent queries that asked to be kept, newest last, at most `KEPT_RESULTS`. */
const kept = new Map<string, unknown>();
const KEPT_RESULTS = 24;

function keep(name: string, value: unknown): void {
  kept.delete(name);
  kept.set(name, value);
  if (kept.size > KEPT_RESULTS) kept.delete(kept.keys().next().value ?? '');
}

/**
 * `useLiveQuery` that shows the last result of the same query at once when a screen is opened
 * again (back to a list, a sheet seen a minute ago), then re-reads it as usual: a revisit paints
 * in its first frame instead of after a database round trip. Only for public catalog data: what is
 * kept here outlives the screen. `namespace` keeps two hooks with equal keys apart.
 */
export function useRememberedLiveQuery<T>(
  namespace: string,
  query: () => Promise<T>,
  key: string,
): T | undefined {
  return useKeptLiveQuery(query, key, `${namespace}\u0000${key}`);
}

function useKeptLiveQuery<T>(
  query: () => Promise<T>,
  key: string,
  keptAs: string | undefined,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(() =>
    keptAs === undefined ? undefined : (kept.get(keptAs) as T | undefined),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the query; the closure is new each render.
  useEffect(() => {
    if (keptAs !== undefined && kept.has(keptAs)) setValue(() => kept.get(keptAs) as T);
    const subscription = liveQuery(query).subscribe({
      next: (result) => {
        if (keptAs !== undefined) keep(keptAs, result);
        setValue(() => result);
      },
      error: () => setValue(undefined),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
}
