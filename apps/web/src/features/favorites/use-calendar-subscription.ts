import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { CalendarFeedApi, CalendarFeedGoneError } from '../../platform/network/index.js';
import type { StoredCalendarFeed } from '../../platform/personal-data/index.js';
import { useApp } from '../../shell/app-context.js';
import { useFavorites } from './use-favorites.js';

/** Favorites come in bursts of taps: the list goes to the server once they settle. */
const SEND_DELAY_MS = 2_000;

function sameEvents(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((event, index) => event === b[index]);
}

function useCalendarFeed(): StoredCalendarFeed | null {
  const { services } = useApp();
  const store = services.personal.calendarFeed;
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** Original ids of the favorite events, sorted; null until read from the local data. */
function useFavoriteEventOriginalIds(): string[] | null {
  const { services } = useApp();
  const ids = useFavorites().events;
  const [originalIds, setOriginalIds] = useState<string[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void services.catalog.getRecords('events', ids ?? []).then((records) => {
      if (!isCurrent) return;
      const found = records
        .map((record) => record.original_id)
        .filter((id): id is string => typeof id === 'string' && id !== '');
      setOriginalIds(found.sort());
    });
    return () => {
      isCurrent = false;
    };
  }, [ids, services]);
  return originalIds;
}

/**
 * Keeps this device's calendar subscription listing the favorite events, wherever they are
 * toggled: mounted once for the whole app. A change is sent SEND_DELAY_MS after the last tap, and
 * again when the network comes back after a failure.
 */
export function useCalendarFeedSync(): void {
  const { services, language } = useApp();
  const store = services.personal.calendarFeed;
  const feed = useCalendarFeed();
  const wanted = useFavoriteEventOriginalIds();
  const [onlineCount, setOnlineCount] = useState(0);
  useEffect(() => {
    const onOnline = () => setOnlineCount((count) => count + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onlineCount re-runs a failed send when the network returns
  useEffect(() => {
    if (feed === null || wanted === null) return;
    if (feed.language === language && sameEvents(feed.events, wanted)) return;
    const timer = setTimeout(() => {
      new CalendarFeedApi(services.api)
        .update(feed, { events: wanted, language })
        .then(() => store.set({ ...feed, language, events: wanted }))
        .catch((error: unknown) => {
          // Deleted on the server: forget it here too. Other failures retry on the next change or
          // when the network comes back.
          if (error instanceof CalendarFeedGoneError) store.set(null);
        });
    }, SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [feed, wanted, language, services, store, onlineCount]);
}

/** Mounts useCalendarFeedSync inside the app's context; renders nothing. */
export function CalendarFeedSync(): null {
  useCalendarFeedSync();
  return null;
}

export type SubscriptionStatus = 'idle' | 'working' | 'failed';

export interface CalendarSubscription {
  feed: StoredCalendarFeed | null;
  /** The server holds the favorite events the user has now. */
  isUpToDate: boolean;
  status: SubscriptionStatus;
  subscribe(): Promise<void>;
  unsubscribe(): Promise<void>;
}

/** Creating and stopping the subscription, for the favorites page. */
export function useCalendarSubscription(): CalendarSubscription {
  const { services, language } = useApp();
  const store = services.personal.calendarFeed;
  const feed = useCalendarFeed();
  const wanted = useFavoriteEventOriginalIds();
  const [status, setStatus] = useState<SubscriptionStatus>('idle');
  const isUpToDate =
    feed !== null && wanted !== null && feed.language === language && sameEvents(feed.events, wanted);

  const subscribe = useCallback(async () => {
    const events = wanted ?? [];
    setStatus('working');
    try {
      const created = await new CalendarFeedApi(services.api).create({ events, language });
      store.set({ id: created.id, key: created.key, url: created.url, language, events });
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }, [wanted, language, services, store]);

  const unsubscribe = useCallback(async () => {
    if (feed === null) return;
    setStatus('working');
    try {
      await new CalendarFeedApi(services.api).remove(feed);
      store.set(null);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }, [feed, services, store]);

  return { feed, isUpToDate, status, subscribe, unsubscribe };
}
