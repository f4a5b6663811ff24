import type { PublishedDataType, SourceItem } from '@showfloor/core';
import type { DemoSize } from './demo-size.js';
import type { SeededRandom } from './seeded-random.js';
import { addRef, bilingual, makeItem } from './source-item-builder.js';
import { PALETTE } from './svg-assets.js';
import type { Bilingual } from './words/bilingual.js';
import { MARKETS, OFFER_FACETS, SECTORS } from './words/exhibitor-sectors.js';
import { TRACKS } from './words/program-words.js';

/** A generated category tree: its items and the ids of its leaves, the categories items point at. */
export interface CategoryTree {
  items: SourceItem[];
  leafIds: string[];
  /** Leaf id → title, for texts that mention an item's activity. */
  leafTitles: Map<string, Bilingual>;
}

function category(
  type: PublishedDataType,
  id: string,
  title: Bilingual,
  rank: number,
  parentId: string | null,
  color?: string,
): SourceItem {
  const lump: { rank: number; color?: string } = { rank };
  if (color !== undefined) lump.color = color;
  const item = makeItem(type, id, { title: bilingual(title), is_all: false, lump });
  if (parentId !== null) addRef(item, 'parent', type, parentId);
  return item;
}

function joinTitles(parent: Bilingual, child: Bilingual): Bilingual {
  return { fr: `${parent.fr} — ${child.fr}`, en: `${parent.en} — ${child.en}` };
}

function twoDigits(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/**
 * Exhibitor categories: sectors, activities, activity × offer facet, and (depth 4) × market. The
 * third level is spread so that the first activities get one more facet than the others, which
 * gives exactly `thirdLevelCategories` categories.
 */
export function generateExhibitorCategories(size: DemoSize): CategoryTree {
  const type = 'exhibitor_categories';
  const items: SourceItem[] = [];
  const leafIds: string[] = [];
  const leafTitles = new Map<string, Bilingual>();
  const activities = SECTORS.flatMap((sector, sectorIndex) =>
    sector.activities.map((activity, activityIndex) => ({ sectorIndex, activityIndex, activity })),
  ).slice(0, size.secondLevelCategories);
  const basePerActivity = Math.floor(size.thirdLevelCategories / activities.length);
  const extra = size.thirdLevelCategories % activities.length;
  let rank = 0;
  SECTORS.forEach((sector, sectorIndex) => {
    const sectorId = `excat-${twoDigits(sectorIndex)}`;
    items.push(category(type, sectorId, sector, rank++, null, PALETTE[sectorIndex % PALETTE.length]));
    activities.forEach(({ sectorIndex: owner, activityIndex, activity }, flatIndex) => {
      if (owner !== sectorIndex) return;
      const activityId = `${sectorId}-${twoDigits(activityIndex)}`;
      items.push(category(type, activityId, activity, rank++, sectorId));
      const facetCount = Math.min(OFFER_FACETS.length, basePerActivity + (flatIndex < extra ? 1 : 0));
      OFFER_FACETS.slice(0, facetCount).forEach((facet, facetIndex) => {
        const facetId = `${activityId}-${twoDigits(facetIndex)}`;
        const facetTitle = joinTitles(activity, facet);
        items.push(category(type, facetId, facetTitle, rank++, activityId));
        if (size.exhibitorCategoryDepth === 3) {
          leafIds.push(facetId);
          leafTitles.set(facetId, activity);
          return;
        }
        MARKETS.slice(0, size.fourthLevelChildren).forEach((market, marketIndex) => {
          const marketId = `${facetId}-${twoDigits(marketIndex)}`;
          items.push(category(type, marketId, joinTitles(facetTitle, market), rank++, facetId));
          leafIds.push(marketId);
          leafTitles.set(marketId, activity);
        });
      });
    });
  });
  return { items, leafIds, leafTitles };
}

/** Event categories: tracks and their sub-tracks (2 levels); sessions point at sub-tracks. */
export function generateEventCategories(): CategoryTree & { trackOfLeaf: Map<string, number> } {
  const type = 'event_categories';
  const items: SourceItem[] = [];
  const leafIds: string[] = [];
  const leafTitles = new Map<string, Bilingual>();
  const trackOfLeaf = new Map<string, number>();
  let rank = 0;
  TRACKS.forEach((track, trackIndex) => {
    const trackId = `evcat-${twoDigits(trackIndex)}`;
    items.push(category(type, trackId, track, rank++, null, track.color));
    track.subTracks.forEach((subTrack, subIndex) => {
      const subId = `${trackId}-${twoDigits(subIndex)}`;
      items.push(category(type, subId, subTrack, rank++, trackId, track.color));
      leafIds.push(subId);
      leafTitles.set(subId, subTrack);
      trackOfLeaf.set(subId, trackIndex);
    });
  });
  return { items, leafIds, leafTitles, trackOfLeaf };
}

/** A one-level category list (new products, services, papers). */
export function generateFlatCategories(
  type: PublishedDataType,
  prefix: string,
  titles: readonly Bilingual[],
): CategoryTree {
  const items = titles.map((title, index) =>
    category(type, `${prefix}-${twoDigits(index)}`, title, index, null, PALETTE[index % PALETTE.length]),
  );
  const leafIds = items.map((item) => item.original_id);
  const leafTitles = new Map(leafIds.map((id, index) => [id, titles[index]!] as const));
  return { items, leafIds, leafTitles };
}

/** `count` distinct leaves, for an item classified in several categories. */
export function pickLeaves(random: SeededRandom, tree: CategoryTree, count: number): string[] {
  return random.sample(tree.leafIds, count);
}
