import { useEffect } from 'react';
import type { LiveConnection } from '../../platform/live/index.js';
import type { ApiClient } from '../../platform/network/index.js';
import type { UpdaterController } from './updater-controller.js';

/** Background checks repeat this often while the app is open (the spec's lock still applies). */
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

/**
 * Checks for updates at start, when the page becomes visible again, when the browser is back
 * online, at once when the live socket says a version was published (or comes back having missed
 * what was), and every minute; each check is skipped while offline or while an update runs.
 */
export function useUpdateTriggers(
  updater: UpdaterController,
  api: ApiClient,
  live: Pick<LiveConnection, 'onLiveEvent' | 'onRefetchNeeded'>,
): void {
  useEffect(() => {
    const check = () => void updater.check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const onOnline = () => {
      api.invalidateConnectivity();
      check();
    };
    const onOffline = () => api.invalidateConnectivity();
    check();
    const stopLive = live.onLiveEvent('dataVersion', check);
    const stopRefetch = live.onRefetchNeeded(check);
    const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      stopLive();
      stopRefetch();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [updater, api, live]);
}
