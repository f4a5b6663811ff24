/** Loads the map engine on first use: about 1 MB the app's start never pays for. */
export function loadMaplibre(): Promise<typeof import('./maplibre-loader.js')> {
  return import('./maplibre-loader.js');
}

/** Whether this browser can draw the map at all; without WebGL the map page shows a list instead. */
export function hasWebGl(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    return (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) !== null;
  } catch {
    return false;
  }
}
