import { describe, expect, it } from 'vitest';
import { type MapStatus, mapUpdateAction, nextMapStatus } from './map-status.js';

describe('map status (spec modules §4)', () => {
  it('loads when data is ready, is loaded once drawn, restarts on new data and is loaded again', () => {
    const path: MapStatus[] = [];
    let status: MapStatus = 'not_loaded';
    for (const event of ['dataReady', 'engineReady', 'restart', 'engineReady'] as const) {
      status = nextMapStatus(status, event);
      path.push(status);
    }
    expect(path).toEqual(['loading', 'loaded', 'restarting', 'loaded']);
  });

  it('never restarts a map that is not drawn', () => {
    expect(nextMapStatus('not_loaded', 'restart')).toBe('not_loaded');
    expect(nextMapStatus('not_loaded', 'engineReady')).toBe('not_loaded');
  });

  it('reloads at once when the page is hidden or auto-reload is on, else offers a reload', () => {
    expect(mapUpdateAction({ isMapShowing: false, isAutoReload: false })).toBe('reloadNow');
    expect(mapUpdateAction({ isMapShowing: true, isAutoReload: true })).toBe('reloadNow');
    expect(mapUpdateAction({ isMapShowing: true, isAutoReload: false })).toBe('offer');
  });
});
