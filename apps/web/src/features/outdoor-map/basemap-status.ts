import type { Basemap } from './outdoor-map-style.js';

/** Whether the background map shows: the page says so (role=status) when it is unavailable. */
export type BasemapStatus = 'loading' | 'ready' | 'unavailable';

export interface BasemapState {
  status: BasemapStatus;
  /** A tile of the background has been drawn: later tile errors are holes, not an outage. */
  hasTile: boolean;
}

export type BasemapEvent = 'styleLoaded' | 'styleFailed' | 'tileLoaded' | 'tileFailed' | 'timedOut';

/** How long the background may take before the page says it is unavailable (it may still come). */
export const BASEMAP_TIMEOUT_MS = 10_000;

/** Without a configured background there is nothing to wait for: the plain background is final. */
export function initialBasemapState(basemap: Basemap): BasemapState {
  return { status: basemap.kind === 'none' ? 'unavailable' : 'loading', hasTile: false };
}

/**
 * The background's state after an engine event. A style that loads counts as shown until its
 * tiles fail; one drawn tile makes the background available for good (a missing tile over the
 * sea is not an outage), and a tile arriving after the timeout brings it back.
 */
export function nextBasemapState(state: BasemapState, event: BasemapEvent): BasemapState {
  switch (event) {
    case 'tileLoaded':
      return { status: 'ready', hasTile: true };
    case 'styleLoaded':
      return state.status === 'loading' ? { ...state, status: 'ready' } : state;
    case 'styleFailed':
      return { ...state, status: 'unavailable' };
    case 'tileFailed':
      return state.hasTile ? state : { ...state, status: 'unavailable' };
    case 'timedOut':
      return state.status === 'loading' ? { ...state, status: 'unavailable' } : state;
  }
}
