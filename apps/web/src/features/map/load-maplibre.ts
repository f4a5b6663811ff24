/** Loads the map engine on first use: about 1 MB the app's start never pays for. */
export function loadMaplibre(): Promise<typeof import('./maplibre-loader.js')> {
  return import('./maplibre-loader.js');
}

/**
 * Fetches the engine and starts its worker while the venue is read from the device, and keeps the
 * worker for the next map: on a slow phone the engine's code, its worker and the venue each took
 * most of a second of the first map, one after the other.
 */
export function warmUpMaplibre(): void {
  loadMaplibre().then(
    (engine) => engine.prewarmMaplibre(),
    () => undefined,
  );
}

/** The answer of the first probe: a device's WebGL does not come and go while the app runs. */
let webGlProbe: boolean | undefined;

/** Whether this browser can draw the map at all; without WebGL the map page shows a list instead. */
export function hasWebGl(): boolean {
  if (typeof document === 'undefined') return false;
  if (webGlProbe !== undefined) return webGlProbe;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // Released at once: a browser keeps a few WebGL contexts only, and the map needs its own.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    webGlProbe = context !== null;
  } catch {
    webGlProbe = false;
  }
  return webGlProbe;
}
