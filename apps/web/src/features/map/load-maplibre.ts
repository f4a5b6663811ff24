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

/**
 * Whether the indoor map should try its engine: yes unless a probe or an engine already failed on
 * this device. The map page does not probe first: a probe costs a WebGL context (some 60 ms on a
 * slow phone) that the engine creates again right after; it starts the engine and shows the list
 * view when the engine cannot start (`markWebGlUnavailable`).
 */
export function mayDrawWebGl(): boolean {
  return (
    typeof document !== 'undefined' && typeof WebGLRenderingContext !== 'undefined' && webGlProbe !== false
  );
}

/** Remembers that the engine could not start, so that the next map goes to the list view at once. */
export function markWebGlUnavailable(): void {
  webGlProbe = false;
}
