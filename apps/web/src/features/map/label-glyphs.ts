import type { Map as MaplibreMapInstance } from 'maplibre-gl';
import type { MapFeatureCollection } from './venue-geojson.js';

/** Glyphs drawn in one idle moment: one took about 2 ms on the bench machine, 9 ms at 4x CPU. */
const GLYPHS_PER_SLICE = 4;
/** Where the browser has no idle callback (Safari), the next slice waits this long. */
const SLICE_PAUSE_MS = 50;

/**
 * The characters the labels are written with, each once, as the engine asks for them: by
 * grapheme (a letter with its accents is one glyph), line breaks left out.
 */
export function labelCharacters(labels: MapFeatureCollection): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const characters = new Set<string>();
  for (const feature of labels.features) {
    const label = feature.properties.label;
    if (typeof label !== 'string') continue;
    for (const { segment } of segmenter.segment(label))
      if (!/^[\r\n]+$/.test(segment)) characters.add(segment);
  }
  return [...characters];
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, SLICE_PAUSE_MS);
  return () => clearTimeout(handle);
}

/**
 * Draws the labels' glyphs while the map is idle, a few at a time. maplibre draws a glyph (from
 * the device's font, the style naming no glyph server) the first time a tile's labels need it, on
 * the main thread: zooming in to where the booth labels appear drew them all in one go, a frame of
 * 50–60 ms on a slow phone. Drawn beforehand, the engine finds them in its cache. Returns a cancel.
 */
export function drawLabelGlyphsWhenIdle(
  map: MaplibreMapInstance,
  fontStack: readonly string[],
  labels: MapFeatureCollection,
): () => void {
  const stack = fontStack.join(',');
  // Listed in the first idle moment too: some 20 ms of a slow phone for a level of dataset W,
  // which the map's opening does not wait for.
  let characters: readonly string[] | undefined;
  let next = 0;
  let cancelWait = () => {};
  let isCancelled = false;
  const slice = () => {
    if (isCancelled) return;
    characters ??= labelCharacters(labels);
    if (next >= characters.length) return;
    const batch = characters.slice(next, next + GLYPHS_PER_SLICE);
    next += batch.length;
    map.style.glyphManager
      .getGlyphs({ [stack]: { default: batch } })
      .then(() => {
        if (!isCancelled) cancelWait = whenIdle(slice);
      })
      .catch((error: unknown) => console.warn('indoor map: label glyphs not drawn ahead', error));
  };
  cancelWait = whenIdle(slice);
  return () => {
    isCancelled = true;
    cancelWait();
  };
}
