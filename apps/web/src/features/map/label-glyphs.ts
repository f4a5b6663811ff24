import type { Map as MaplibreMapInstance } from 'maplibre-gl';
import { IdleWorkCancelled, idlePause } from '../../platform/idle/idle-pause.js';
import type { MapFeatureCollection } from './venue-geojson.js';

/** Glyphs drawn in one idle moment: one took about 2 ms on the bench machine, 9 ms at 4x CPU. */
const GLYPHS_PER_SLICE = 4;
/** The longest a slice waits for an idle moment while the page stays busy. */
const IDLE_WAIT_MAX_MS = 1_000;

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
  const stopped = new AbortController();
  const draw = async () => {
    await idlePause(stopped.signal, IDLE_WAIT_MAX_MS);
    // Listed in the first idle moment too: some 20 ms of a slow phone for a level of dataset W,
    // which the map's opening does not wait for.
    const characters = labelCharacters(labels);
    for (let next = 0; next < characters.length; next += GLYPHS_PER_SLICE) {
      if (next > 0) await idlePause(stopped.signal, IDLE_WAIT_MAX_MS);
      const batch = characters.slice(next, next + GLYPHS_PER_SLICE);
      await map.style.glyphManager.getGlyphs({ [stack]: { default: batch } });
    }
  };
  draw().catch((error: unknown) => {
    if (!(error instanceof IdleWorkCancelled))
      console.warn('indoor map: label glyphs not drawn ahead', error);
  });
  return () => stopped.abort();
}
