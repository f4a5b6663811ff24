import { useEffect, useState } from 'react';

/**
 * A service of the app whose code is fetched and whose instance is built on first use, by the
 * composition root that owns it: its code stays out of the first page's bundle, and there is still
 * one instance per app, whoever asks first.
 */
export interface LazyService<T> {
  /** The service, built on the first call; every call answers the same instance. */
  load(): Promise<T>;
  /** The service once built, else undefined (nothing is fetched). */
  current(): T | undefined;
}

export function lazyService<T>(build: () => Promise<T>): LazyService<T> {
  let loading: Promise<T> | undefined;
  let built: T | undefined;
  return {
    load() {
      loading ??= build().then(
        (service) => {
          built = service;
          return service;
        },
        (error: unknown) => {
          // A failed fetch of its code (offline, new version deployed) may succeed on the next use.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => built,
  };
}

/** The service for a screen: undefined until its code is here and it is built, then the instance. */
export function useLazyService<T>(service: LazyService<T>): T | undefined {
  const [loaded, setLoaded] = useState(service.current);
  useEffect(() => {
    if (loaded !== undefined) return;
    let isCurrent = true;
    service.load().then(
      (built) => {
        if (isCurrent) setLoaded(() => built);
      },
      (error: unknown) => console.error('service failed to load', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [service, loaded]);
  return loaded ?? service.current();
}
