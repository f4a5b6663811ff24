import { MAP_DATA_UPDATE_RELOAD_DELAY_MS } from '@showfloor/core';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../shell/app-context.js';
import type { LocalVenue } from './local-venue.js';
import { type MapStatus, type MapStatusEvent, mapUpdateAction, nextMapStatus } from './map-status.js';
import { useLocalVenue } from './use-venue.js';

export interface ShownVenue {
  /** The newest venue on the device; undefined while reading. */
  live: LocalVenue | undefined;
  /** The venue the map draws, which may be older than `live` until the visitor accepts the update. */
  shown: LocalVenue | undefined;
  status: MapStatus;
  change: (event: MapStatusEvent) => void;
  isOfferingUpdate: boolean;
  acceptUpdate: () => void;
  declineUpdate: () => void;
}

/**
 * The venue the map shows and its status (spec modules §4): the first data shows at once; a later
 * version reloads at once with a notification when the show reloads automatically, else is offered
 * after 2 s. `onReload` clears what the page keeps of the old venue (selections, position).
 */
export function useShownVenue(isWebGl: boolean, onReload: () => void): ShownVenue {
  const { services, config } = useApp();
  const live = useLocalVenue();
  const [shown, setShown] = useState<LocalVenue | undefined>();
  const [status, setStatus] = useState<MapStatus>('not_loaded');
  const [isOfferingUpdate, setOfferingUpdate] = useState(false);
  const onReloadRef = useRef(onReload);
  onReloadRef.current = onReload;
  const change = (event: MapStatusEvent) => setStatus((now) => nextMapStatus(now, event));

  const reload = (next: LocalVenue) => {
    onReloadRef.current();
    setOfferingUpdate(false);
    setStatus((now) =>
      next.venue === undefined
        ? 'not_loaded'
        : now === 'not_loaded'
          ? 'loading'
          : nextMapStatus(now, 'restart'),
    );
    setShown(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new local version only.
  useEffect(() => {
    if (live === undefined) return;
    if (live.version === shown?.version) return;
    // Nothing on screen yet (first visit, download just committed): nothing to lose, show it now.
    if (shown?.venue === undefined) {
      setShown(live);
      if (live.venue !== undefined) change('dataReady');
      return;
    }
    const timer = setTimeout(() => {
      const action = mapUpdateAction({ isMapShowing: true, isAutoReload: config?.autoUpdate ?? false });
      if (action === 'reloadNow') {
        reload(live);
        services.notifications.add({ message: 'map.updatedNotice', level: 'info' });
      } else setOfferingUpdate(true);
    }, MAP_DATA_UPDATE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [live, shown]);

  // Without WebGL the list view is the map: it is drawn as soon as the venue is read.
  useEffect(() => {
    if (!isWebGl && status === 'loading') change('engineReady');
  });

  return {
    live,
    shown,
    status,
    change,
    isOfferingUpdate,
    acceptUpdate: () => {
      if (live !== undefined) reload(live);
    },
    declineUpdate: () => setOfferingUpdate(false),
  };
}
