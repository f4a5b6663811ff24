import { CONNECTIVITY_CACHE_MS, CONNECTIVITY_CHECK_TIMEOUT_MS } from '../constants/spec-constants.js';

/**
 * The cache of the connectivity check (spec core §7 and §9): a check answers within 8 s, and its
 * answer holds for 5 s, so the many callers that ask "are we online?" (favorites sync, contact
 * requests, documents) cost one request at most every 5 s.
 */
export interface ConnectivityCache {
  last?: { online: boolean; at: number };
  /** Start of the check under way, if any; callers share it instead of starting another. */
  checkingSince?: number;
}

export const EMPTY_CONNECTIVITY_CACHE: ConnectivityCache = {};

/** The cached answer while it is fresh, else undefined. */
export function cachedConnectivity(cache: ConnectivityCache, now: number): boolean | undefined {
  const { last } = cache;
  if (!last) return undefined;
  const age = now - last.at;
  // A clock that went backwards makes the age negative: the answer cannot be trusted then.
  return age >= 0 && age < CONNECTIVITY_CACHE_MS ? last.online : undefined;
}

/** Whether a check under way has run past its timeout and must be taken as offline. */
export function isCheckOverdue(cache: ConnectivityCache, now: number): boolean {
  return cache.checkingSince !== undefined && now - cache.checkingSince >= CONNECTIVITY_CHECK_TIMEOUT_MS;
}

/** Whether a caller must start a check: no fresh answer, and no live check to wait for. */
export function needsConnectivityCheck(cache: ConnectivityCache, now: number): boolean {
  if (cachedConnectivity(cache, now) !== undefined) return false;
  return cache.checkingSince === undefined || isCheckOverdue(cache, now);
}

export function connectivityCheckStarted(cache: ConnectivityCache, now: number): ConnectivityCache {
  return { ...cache, checkingSince: now };
}

export function connectivityCheckFinished(online: boolean, now: number): ConnectivityCache {
  return { last: { online, at: now } };
}

/** Asks the network once; resolves to false on failure. Gets the timeout to enforce. */
export type ConnectivityProbe = (timeoutMs: number) => Promise<boolean>;

export interface ConnectivityChecker {
  isOnline(): Promise<boolean>;
  /** Forgets the cached answer, for example on the browser's online/offline events. */
  invalidate(): void;
}

/** A checker over the cache: concurrent callers share one probe; a probe that throws means offline. */
export function createConnectivityChecker(probe: ConnectivityProbe, now: () => number): ConnectivityChecker {
  let cache = EMPTY_CONNECTIVITY_CACHE;
  let inFlight: Promise<boolean> | undefined;
  return {
    isOnline() {
      const time = now();
      const cached = cachedConnectivity(cache, time);
      if (cached !== undefined) return Promise.resolve(cached);
      if (inFlight && !needsConnectivityCheck(cache, time)) return inFlight;
      cache = connectivityCheckStarted(cache, time);
      const check = probe(CONNECTIVITY_CHECK_TIMEOUT_MS)
        .catch(() => false)
        .then((online) => {
          // Only the latest check may write its answer; an overdue one was already replaced.
          if (inFlight === check) {
            cache = connectivityCheckFinished(online, now());
            inFlight = undefined;
          }
          return online;
        });
      inFlight = check;
      return check;
    },
    invalidate() {
      cache = EMPTY_CONNECTIVITY_CACHE;
      inFlight = undefined;
    },
  };
}
