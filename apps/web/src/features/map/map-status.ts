/** Map status of spec modules §4: the map loads when data is ready and restarts when asked. */
export type MapStatus = 'not_loaded' | 'loading' | 'loaded' | 'restarting';

export type MapStatusEvent =
  /** The venue is read from local data: the engine may start. */
  | 'dataReady'
  /** The engine drew its first frame. */
  | 'engineReady'
  /** New map data was accepted: the engine starts again on it. */
  | 'restart';

export function nextMapStatus(status: MapStatus, event: MapStatusEvent): MapStatus {
  switch (event) {
    case 'dataReady':
      return status === 'not_loaded' ? 'loading' : status;
    case 'engineReady':
      return status === 'loading' || status === 'restarting' ? 'loaded' : status;
    case 'restart':
      return status === 'loaded' ? 'restarting' : status;
  }
}

/**
 * What to do when new map data arrives (spec modules §4, core §4 "Updater"): reload at once, with a
 * notification, when the map page is not showing or the show reloads automatically; otherwise
 * offer a reload after the 2 s delay, and reload when the user leaves the page if they decline.
 */
export function mapUpdateAction(context: {
  isMapShowing: boolean;
  isAutoReload: boolean;
}): 'reloadNow' | 'offer' {
  return !context.isMapShowing || context.isAutoReload ? 'reloadNow' : 'offer';
}
