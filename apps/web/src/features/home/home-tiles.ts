import {
  EXHIBITORS_ROUTE,
  type HomeTileId,
  homeTileIds,
  type Language,
  PROGRAMME_ROUTE,
  type ShowConfig,
} from '@showfloor/core';
import type { IconName } from '../../shell/index.js';
import { type NavigationTarget, textIn } from '../navigation/index.js';

export interface HomeTile {
  id: HomeTileId;
  labelKey: string;
  icon: IconName;
  target: NavigationTarget;
}

/**
 * Spec core §2 "Home": exhibitors (their categories), programme (event categories), map, practical
 * info (an external page) and social media, each shown only when the show has what it opens (core's
 * `homeTileIds`, which the console's preview of home follows too).
 */
export function homeTiles(config: ShowConfig | undefined, language: Language): HomeTile[] {
  const tiles: Record<HomeTileId, Omit<HomeTile, 'id'>> = {
    exhibitors: {
      labelKey: 'homePage.tiles.exhibitors',
      icon: 'store',
      target: { kind: 'route', route: EXHIBITORS_ROUTE },
    },
    programme: {
      labelKey: 'homePage.tiles.programme',
      icon: 'calendar',
      target: { kind: 'route', route: PROGRAMME_ROUTE },
    },
    map: {
      labelKey: 'homePage.tiles.map',
      icon: 'map',
      target: { kind: 'route', route: { pageKey: 'mobigeo', props: {} } },
    },
    practicalInfo: {
      labelKey: 'homePage.tiles.practicalInfo',
      icon: 'info',
      target: { kind: 'link', href: textIn(config?.practicalInfoUrl, language) ?? '' },
    },
    medias: {
      labelKey: 'homePage.tiles.medias',
      icon: 'people',
      target: { kind: 'route', route: { pageKey: 'medias', props: {} } },
    },
  };
  return homeTileIds(config, language).map((id) => ({ id, ...tiles[id] }));
}
