import {
  Map as MaplibreMap,
  Marker as MaplibreMarker,
  Popup as MaplibrePopup,
  setWorkerUrl,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// Bundled by Vite as a worker of its own (a .js file the service worker caches when the map first
// opens), so the map starts offline: maplibre would otherwise look for its worker beside a file that bundling renamed.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';

setWorkerUrl(workerUrl);

/** The address of the engine's worker, which the app fetches ahead for offline use (app/warm-page-code.ts). */
export const maplibreWorkerUrl: string = workerUrl;

// Started while the venue is read, and kept for the next map: see warmUpMaplibre().
export { prewarm as prewarmMaplibre } from 'maplibre-gl';

/** The map engine; imported only through `loadMaplibre()`, so it stays out of the app's first bundle. */
export { MaplibreMap, MaplibreMarker, MaplibrePopup };
