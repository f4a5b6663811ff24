import type { Language } from '@showfloor/core';
import { IdleWorkCancelled, idlePause } from '../../platform/idle/idle-pause.js';
import type { CatalogReader } from '../../platform/local-db/index.js';

/**
 * Prepares the map while home is idle: the map is what a visitor opens most at a show, and its
 * venue takes a slow phone a fifth of a second to rebuild (see prepareVenueWhenIdle). The code is
 * fetched when idle too, so home's start carries none of it. Returns a stop, for home's leaving.
 */
export function prepareMapWhenIdle(catalog: CatalogReader, language: Language): () => void {
  const controller = new AbortController();
  idlePause(controller.signal)
    .then(() => import('./venue-cache.js'))
    .then(({ prepareVenueWhenIdle }) => prepareVenueWhenIdle(catalog, language, controller.signal))
    .catch((error: unknown) => {
      // The map reads the venue again when opened, and says what fails then.
      if (!(error instanceof IdleWorkCancelled)) console.warn('map: venue not prepared ahead', error);
    });
  return () => controller.abort();
}
