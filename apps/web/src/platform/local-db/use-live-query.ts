import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/**
 * The result of an IndexedDB read, re-run whenever a transaction (on this page or in the update
 * worker) changes what it read. Undefined until the first result.
 */
export function useLiveQuery<T>(query: () => Promise<T>, key: string): T | undefined {
  const [value, setValue] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the query; the closure is new each render.
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (result) => setValue(() => result),
      error: () => setValue(undefined),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
}
