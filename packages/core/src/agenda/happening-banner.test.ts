import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { currentHappeningBanner, isHappeningActive } from './happening-banner.js';

function happening(id: number, fields: Omit<CatalogRecord, 'id' | 'original_id'>): CatalogRecord {
  return { id, original_id: `hap-${id}`, title: `Happening ${id}`, ...fields };
}

const awards = happening(1, {
  start_date: '2026-03-11T18:30:00+01:00',
  end_date: '2026-03-11T21:00:00+01:00',
  lump: { banner: 'banners/awards.svg', interstitiel: { interOnly: false } },
});
const showWeek = happening(2, {
  start_date: '2026-03-10',
  end_date: '2026-03-13',
  lump: { banner: 'banners/show.svg' },
});

describe('current happening banner', () => {
  it('is active on the days of its dates, bounds included, whatever the hour', () => {
    expect(isHappeningActive(awards, '2026-03-10')).toBe(false);
    expect(isHappeningActive(awards, '2026-03-11')).toBe(true);
    expect(isHappeningActive(awards, '2026-03-12')).toBe(false);
    expect(isHappeningActive(showWeek, '2026-03-10')).toBe(true);
    expect(isHappeningActive(showWeek, '2026-03-13')).toBe(true);
    expect(isHappeningActive(happening(3, { start_date: '2026-03-11' }), '2026-03-11')).toBe(true);
    expect(isHappeningActive(happening(4, {}), '2026-03-11')).toBe(false);
  });

  it('is never active when it is interstitial-only', () => {
    const interOnly = happening(5, {
      start_date: '2026-03-11T18:30:00+01:00',
      lump: { banner: 'b.svg', interstitiel: { interOnly: true } },
    });
    expect(isHappeningActive(interOnly, '2026-03-11')).toBe(false);
    expect(currentHappeningBanner([interOnly], '2026-03-11')).toBeUndefined();
  });

  it('gives the banner of the active happening that started last', () => {
    expect(currentHappeningBanner([showWeek, awards], '2026-03-10')).toEqual({
      happeningId: 2,
      title: 'Happening 2',
      image: 'banners/show.svg',
    });
    expect(currentHappeningBanner([showWeek, awards], '2026-03-11')?.image).toBe('banners/awards.svg');
    expect(currentHappeningBanner([showWeek, awards], '2026-03-14')).toBeUndefined();
  });

  it('skips active happenings without a banner image', () => {
    const bare = happening(6, { start_date: '2026-03-11', lump: { banner: ' ' } });
    expect(currentHappeningBanner([bare], '2026-03-11')).toBeUndefined();
    expect(currentHappeningBanner([bare, showWeek], '2026-03-11')?.happeningId).toBe(2);
  });
});
