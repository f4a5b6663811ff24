import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { KeptQueryResults } from './kept-query-results.js';

/**
 * The result of an IndexedDB read, re-run whenever a transaction (on this page or in the update
 * worker) changes what it read. Undefined until the first result.
 */
export function useLiveQuery<T>(query: () => Promise<T>, key: string): T | undefined {
  return useKeptLiveQuery(query, key, undefined);
}

/**
 * `useLiveQuery` that shows the last result of the same query at once when a screen is opened
 * again (back to a list, a sheet seen a minute ago), then re-reads it as usual: a revisit paints
 * in its first frame instead of after a database round trip. Results are kept by the catalog
 * reader whose data the query reads (`catalog.keptResults`). `namespace` keeps two hooks with
 * equal keys apart.
 */
export function useRememberedLiveQuery<T>(
  kept: KeptQueryResults,
  namespace: string,
  query: () => Promise<T>,
  key: string,
): T | undefined {
  return useKeptLiveQuery(query, key, { kept, name: `${namespace}\u0000${key}` });
}

function useKeptLiveQuery<T>(
  query: () => Promise<T>,
  key: string,
  keptAs: { kept: KeptQueryResults; name: string } | undefined,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(() => keptAs?.kept.get(keptAs.name) as T | undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the query; the closure is new each render.
  useEffect(() => {
    if (keptAs?.kept.has(keptAs.name)) setValue(() => keptAs.kept.get(keptAs.name) as T);
    const subscription = liveQuery(query).subscribe({
      next: (result) => {
        keptAs?.kept.keep(keptAs.name, result);
        setValue(() => result);
      },
      error: () => setValue(undefined),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
}
