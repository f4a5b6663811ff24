import type { Language } from '../catalog/localized.js';
import { type ShowConfig, showHolds } from './show-config.js';

/** The tiles of the app's home page (spec core §2 "Home"), in their order. */
export type HomeTileId = 'exhibitors' | 'programme' | 'map' | 'practicalInfo' | 'medias';

/** A text in a language, else in French, else in English: how the app reads every configured text. */
export function configText(
  texts: Partial<Record<Language, string>> | undefined,
  language: Language,
): string | undefined {
  return texts?.[language] ?? texts?.fr ?? texts?.en;
}

/**
 * Spec core §2 "Home": exhibitors, programme, map, practical info (an external page) and social
 * media, each only when the show has what it opens. One rule for the app's home and the console's
 * preview of it, so the preview shows the tiles the app will.
 */
export function homeTileIds(config: ShowConfig | undefined, language: Language): HomeTileId[] {
  const tiles: HomeTileId[] = [];
  if (showHolds(config, 'exhibitors')) tiles.push('exhibitors');
  if (showHolds(config, 'events')) tiles.push('programme');
  if (!config) return tiles;
  if (config.features.map && showHolds(config, 'buildings')) tiles.push('map');
  if (configText(config.practicalInfoUrl, language)) tiles.push('practicalInfo');
  const hasSocialMedia = Object.values(config.socialmedia).some(
    (url) => typeof url === 'string' && url !== '',
  );
  if (config.features.social && hasSocialMedia) tiles.push('medias');
  return tiles;
}
