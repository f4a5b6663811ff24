import type { CatalogRecord } from '../catalog/catalog-item.js';

/**
 * The happening whose banner tops the indoor map (spec modules §2 "Indoor map page": "the banner
 * comes from the current happening"; §4 "Happening validity"). Happenings are catalog items with
 * `start_date`, `end_date` and `lump.banner` (an asset path) and `lump.interstitiel.interOnly`.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

function dayOf(value: unknown): string | null {
  return typeof value === 'string' && ISO_DAY.test(value) ? value.slice(0, 10) : null;
}

function lumpOf(record: CatalogRecord): Record<string, unknown> {
  const lump = record.lump;
  return typeof lump === 'object' && lump !== null && !Array.isArray(lump) ? lump : {};
}

function isInterstitialOnly(record: CatalogRecord): boolean {
  const interstitial = lumpOf(record).interstitiel;
  return (
    typeof interstitial === 'object' &&
    interstitial !== null &&
    !Array.isArray(interstitial) &&
    (interstitial as { interOnly?: unknown }).interOnly === true
  );
}

/**
 * Spec modules §4: a happening is active when `today` (the show's date, 'YYYY-MM-DD') is within its
 * start and end dates, bounds included, and it is not interstitial-only. The date part of an ISO
 * date with offset is the show's local date; a missing end means a one-day happening.
 */
export function isHappeningActive(happening: CatalogRecord, today: string): boolean {
  const start = dayOf(happening.start_date);
  if (start === null || isInterstitialOnly(happening)) return false;
  const end = dayOf(happening.end_date) ?? start;
  return start <= today && today <= end;
}

export interface HappeningBanner {
  happeningId: number;
  title: string;
  /** Asset path of the banner image (`banners/happening.svg`). */
  image: string;
}

/**
 * The banner of the current happening: among the active happenings that have a banner image, the
 * one that started last (the most specific, a one-evening awards night over the week-long show),
 * then the lowest id. Undefined when none is active or none has a banner.
 */
export function currentHappeningBanner(
  happenings: readonly CatalogRecord[],
  today: string,
): HappeningBanner | undefined {
  const candidates = happenings
    .filter((happening) => isHappeningActive(happening, today))
    .flatMap((happening) => {
      const image = lumpOf(happening).banner;
      if (typeof image !== 'string' || image.trim() === '') return [];
      return [{ happening, image: image.trim(), start: String(happening.start_date) }];
    })
    .sort((a, b) => b.start.localeCompare(a.start) || a.happening.id - b.happening.id);
  const chosen = candidates[0];
  if (chosen === undefined) return undefined;
  const title = chosen.happening.title;
  return {
    happeningId: chosen.happening.id,
    title: typeof title === 'string' ? title : '',
    image: chosen.image,
  };
}
