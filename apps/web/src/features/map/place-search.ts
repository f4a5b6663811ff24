import type { PlaceSearchMode } from '@showfloor/core';
import {
  COLLAPSE_ABOVE_ITEMS,
  comparableSearchText,
  isSearchableTerm,
  matchesComparable,
} from '@showfloor/core';
import { MAP_TARGET_TYPES, type MapTarget, type MapTargetGroup } from './map-targets.js';

/** The three modes of the search-place dialog (spec modules §2 "Indoor map page"), the map flow's. */
export type { PlaceSearchMode };

export interface PlaceResultGroup {
  group: MapTargetGroup;
  items: MapTarget[];
  /** Above 5 items a group shows folded until opened (spec modules §9 "Search-place groups"). */
  isCollapsed: boolean;
}

export interface PlaceSearchResults {
  status: 'tooShort' | 'noResult' | 'results';
  groups: PlaceResultGroup[];
  total: number;
}

const GROUP_ORDER: readonly MapTargetGroup[] = [...MAP_TARGET_TYPES, 'facilities'];

/**
 * Searches what the map can show: accent- and case-insensitive substring of title, subtitle or
 * hidden keywords (a facility's kind in French and English, a room's reference), at
 * least 2 characters as the search page, grouped by data type in a fixed order.
 */
export function searchPlaces(targets: readonly MapTarget[], term: string): PlaceSearchResults {
  const comparable = comparableSearchText(term);
  if (!isSearchableTerm(comparable, 'search')) return { status: 'tooShort', groups: [], total: 0 };
  const byGroup = new Map<MapTargetGroup, MapTarget[]>();
  for (const target of targets) {
    const text = `${comparableSearchText(target.title)}\n${comparableSearchText(target.subtitle)}\n${comparableSearchText(target.keywords)}`;
    if (!matchesComparable(text, comparable, 'substring')) continue;
    const items = byGroup.get(target.group);
    if (items) items.push(target);
    else byGroup.set(target.group, [target]);
  }
  const groups = GROUP_ORDER.flatMap((group) => {
    const items = byGroup.get(group);
    return items === undefined ? [] : [{ group, items, isCollapsed: items.length > COLLAPSE_ABOVE_ITEMS }];
  });
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  return { status: total === 0 ? 'noResult' : 'results', groups, total };
}
