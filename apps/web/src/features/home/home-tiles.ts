import {
  EXHIBITORS_ROUTE,
  type Language,
  PROGRAMME_ROUTE,
  type ShowConfig,
  showHolds,
} from '@showfloor/core';
import type { IconName } from '../../shell/index.js';
import { type NavigationTarget, textIn } from '../navigation/index.js';

export interface HomeTile {
  id: 'exhibitors' | 'programme' | 'map' | 'practicalInfo' | 'medias';
  labelKey: string;
  icon: IconName;
  target: NavigationTarget;
}

function hasSocialMedia(config: ShowConfig): boolean {
  return Object.values(config.socialmedia).some((url) => typeof url === 'string' && url !== '');
}

/**
 * Spec core §2 "Home": exhibitors (their categories), programme (event categories), map, practical
 * info (an external page) and social media, each shown only when the show has what it opens: a
 * conference has no exhibitors tile, a show without a venue no map tile.
 */
export function homeTiles(config: ShowConfig | undefined, language: Language): HomeTile[] {
  const tiles: HomeTile[] = [];
  if (showHolds(config, 'exhibitors'))
    tiles.push({
      id: 'exhibitors',
      labelKey: 'homePage.tiles.exhibitors',
      icon: 'store',
      target: { kind: 'route', route: EXHIBITORS_ROUTE },
    });
  if (showHolds(config, 'events'))
    tiles.push({
      id: 'programme',
      labelKey: 'homePage.tiles.programme',
      icon: 'calendar',
      target: { kind: 'route', route: PROGRAMME_ROUTE },
    });
  if (!config) return tiles;
  if (config.features.map && showHolds(config, 'buildings'))
    tiles.push({
      id: 'map',
      labelKey: 'homePage.tiles.map',
      icon: 'map',
      target: { kind: 'route', route: { pageKey: 'mobigeo', props: {} } },
    });
  const practicalInfo = textIn(config.practicalInfoUrl, language);
  if (practicalInfo)
    tiles.push({
      id: 'practicalInfo',
      labelKey: 'homePage.tiles.practicalInfo',
      icon: 'info',
      target: { kind: 'link', href: practicalInfo },
    });
  if (config.features.social && hasSocialMedia(config))
    tiles.push({
      id: 'medias',
      labelKey: 'homePage.tiles.medias',
      icon: 'people',
      target: { kind: 'route', route: { pageKey: 'medias', props: {} } },
    });
  return tiles;
}
