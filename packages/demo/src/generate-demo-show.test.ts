import { type PublishedDataType, type SourceItem, sha256Hex, showConfigSchema } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { DEMO_EXHIBITOR_CODE, type DemoShow, generateDemoShow } from './index.js';

const START = '2026-11-24';

function timed(size: 'small' | 'big'): { show: DemoShow; milliseconds: number } {
  const began = performance.now();
  const show = generateDemoShow({ size, start: START });
  return { show, milliseconds: performance.now() - began };
}

const small = timed('small');
const big = timed('big');
console.info(
  `demo show generated: small in ${small.milliseconds.toFixed(0)} ms, big (dataset W) in ${big.milliseconds.toFixed(0)} ms`,
);

function countByType(items: readonly SourceItem[]): Partial<Record<PublishedDataType, number>> {
  const counts: Partial<Record<PublishedDataType, number>> = {};
  for (const item of items) counts[item.type] = (counts[item.type] ?? 0) + 1;
  return counts;
}

function placesOfKind(items: readonly SourceItem[], kind: string): SourceItem[] {
  return items.filter(
    (item) => item.type === 'places' && (item.fields.lump as { kind?: string }).kind === kind,
  );
}

function depthOf(item: SourceItem, byId: Map<string, SourceItem>): number {
  const parent = item.refs?.parent?.ids[0];
  return parent === undefined ? 1 : 1 + depthOf(byId.get(parent)!, byId);
}

function categoriesPerLevel(items: readonly SourceItem[]): number[] {
  const categories = items.filter((item) => item.type === 'exhibitor_categories');
  const byId = new Map(categories.map((item) => [item.original_id, item]));
  const levels: number[] = [];
  for (const item of categories) {
    const depth = depthOf(item, byId);
    levels[depth - 1] = (levels[depth - 1] ?? 0) + 1;
  }
  return levels;
}

describe('generateDemoShow small', () => {
  const { items } = small.show;

  it('holds the catalog of a mid-size show', () => {
    expect(countByType(items)).toMatchObject({
      exhibitors: 600,
      events: 250,
      speakers: 180,
      newproducts: 60,
      services: 30,
      papers: 40,
      countries: 30,
      happenings: 1,
    });
    const counts = countByType(items);
    expect(counts.infos).toBeGreaterThan(0);
    expect(counts.pmrs).toBeGreaterThan(0);
    expect(counts.paper_categories).toBeGreaterThan(0);
  });

  it('writes no template hole into any text a visitor reads (speaker biographies included)', () => {
    const holes = items.flatMap(
      (item) =>
        JSON.stringify(item.fields)
          .match(/\{[a-z]+\}/gi)
          ?.map((hole) => `${item.original_id}: ${hole}`) ?? [],
    );
    expect(holes).toEqual([]);
  });

  it('has 2 halls, 15 conference rooms and one booth per exhibitor', () => {
    expect(placesOfKind(items, 'hall')).toHaveLength(2);
    expect(placesOfKind(items, 'room')).toHaveLength(15);
    expect(placesOfKind(items, 'booth')).toHaveLength(600);
    for (const booth of placesOfKind(items, 'booth')) {
      expect((booth.fields.lump as { code: string }).code).toMatch(/^[AB]\d+$/);
      expect((booth.fields.lump as { floor: number }).floor).toBe(0);
    }
  });

  it('classifies exhibitors in a 3-level tree of about 8, 30 and 80 categories', () => {
    expect(categoriesPerLevel(items)).toEqual([8, 30, 80]);
  });

  it('has two levels of event categories (tracks, then sub-tracks)', () => {
    const categories = items.filter((item) => item.type === 'event_categories');
    const tops = categories.filter((item) => item.refs?.parent === undefined);
    expect(tops.length).toBeGreaterThan(3);
    const topIds = new Set(tops.map((item) => item.original_id));
    for (const item of categories) {
      if (item.refs?.parent) expect(topIds.has(item.refs.parent.ids[0]!)).toBe(true);
    }
  });

  it('groups exhibitors in pavilions with a name, rank and colours', () => {
    const groups = new Map<string, unknown>();
    for (const item of items.filter((entry) => entry.type === 'exhibitors')) {
      const group = (item.fields.lump as { group?: { id: string } }).group;
      if (group) groups.set(group.id, group);
    }
    expect(groups.size).toBeGreaterThanOrEqual(5);
    for (const group of groups.values()) {
      expect(group).toMatchObject({
        name: { $t: { fr: expect.stringMatching(/^Pavillon /), en: expect.stringMatching(/Pavilion$/) } },
        rank: expect.any(Number),
        color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        bgcolor: expect.stringMatching(/^#[0-9a-f]{6}$/),
      });
    }
  });
});

describe('generateDemoShow big (dataset W)', () => {
  const { items } = big.show;

  it('holds the worst realistic show of DESIGN.md', () => {
    expect(countByType(items)).toMatchObject({
      exhibitors: 8000,
      places: 10_000,
      events: 3000,
      speakers: 3000,
      newproducts: 1500,
    });
  });

  it('classifies exhibitors in a tree 4 levels deep', () => {
    expect(categoriesPerLevel(items)).toHaveLength(4);
  });

  it('spreads halls over 2 buildings of 6 levels each', () => {
    const buildings = placesOfKind(items, 'building');
    const levels = placesOfKind(items, 'level');
    expect(buildings).toHaveLength(2);
    expect(levels).toHaveLength(12);
    for (const building of buildings) {
      const own = levels.filter((level) => level.refs?.parent?.ids[0] === building.original_id);
      expect(own.map((level) => (level.fields.lump as { floor: number }).floor)).toEqual([0, 1, 2, 3, 4, 5]);
    }
    for (const booth of placesOfKind(items, 'booth')) {
      expect(booth.fields.lump).toMatchObject({ building: expect.any(String), floor: expect.any(Number) });
    }
  });
});

describe('generateDemoShow determinism', () => {
  it('gives byte-identical output for the same options', () => {
    expect(JSON.stringify(generateDemoShow({ size: 'small', start: START }))).toBe(
      JSON.stringify(small.show),
    );
    expect(JSON.stringify(generateDemoShow({ size: 'big', start: START }))).toBe(JSON.stringify(big.show));
    // Dataset W is generated twice here: seconds on a busy two-core machine.
  }, 60_000);

  it('moves the whole show with its start date and nothing else', () => {
    const later = generateDemoShow({ size: 'small', start: '2027-03-02' });
    expect(later.config.startDate).toBe('2027-03-02');
    expect(later.items.map((item) => item.fields.title)).toEqual(
      small.show.items.map((item) => item.fields.title),
    );
    expect(later.items.find((item) => item.type === 'events')?.fields.day).toBe('2027-03-02');
  });

  it('refuses a start that is not a calendar date', () => {
    expect(() => generateDemoShow({ size: 'small', start: '2026-02-30' })).toThrow(/calendar date/);
    expect(() => generateDemoShow({ size: 'small', start: '24/11/2026' })).toThrow(/YYYY-MM-DD/);
  });
});

describe('demo show config', () => {
  for (const [name, { show }] of [
    ['small', small],
    ['big', big],
  ] as const) {
    it(`is a valid ShowConfig for the ${name} show`, () => {
      expect(showConfigSchema.parse(show.config)).toEqual(show.config);
    });
  }

  const { config } = small.show;

  it('runs 3 days in French and English, French first', () => {
    expect(config).toMatchObject({
      startDate: START,
      endDate: '2026-11-26',
      languages: ['fr', 'en'],
      defaultLanguage: 'fr',
    });
    expect(config.name.fr).toMatch(/2026/);
    expect(config.name.en).toMatch(/2026/);
  });

  it('enables the features a trade show uses and disables the others', () => {
    expect(config.features).toMatchObject({
      login: true,
      userData: true,
      networking: true,
      participantSearch: true,
      share: true,
      notes: true,
      social: true,
      map: true,
      push: true,
      leads: true,
      synopticAgenda: true,
      inbox: true,
      appointments: false,
      polls: false,
      flightsSchedule: false,
      contributionsFeed: false,
      synchronizedFavorites: true,
      contacts: false,
      sso: false,
      googleMap: true,
    });
  });

  it('protects the exhibitor profile with code 1234, which its published configuration does not carry', () => {
    expect(config.profiles.map((profile) => profile.key)).toEqual([
      'default',
      'visitor',
      'exhibitor',
      'press',
    ]);
    const exhibitor = config.profiles.find((profile) => profile.key === 'exhibitor');
    expect(DEMO_EXHIBITOR_CODE).toBe('1234');
    expect(exhibitor?.protected).toBe(true);
    expect(config.profiles.filter((profile) => profile.protected)).toHaveLength(1);
    expect(small.show.profileCodes).toEqual([{ profile: 'exhibitor', code: DEMO_EXHIBITOR_CODE }]);
    const published = JSON.stringify(config);
    expect(published).not.toContain(sha256Hex(DEMO_EXHIBITOR_CODE));
    expect(published).not.toMatch(/"code(Hash)?"/);
  });

  it('advertises two home banners whose pictures are shipped', () => {
    expect(config.ads.map((ad) => ad.placement)).toEqual(['home-top', 'home-bottom']);
    const paths = new Set(small.show.assets.map((asset) => asset.path));
    for (const ad of config.ads) expect(paths.has(ad.image)).toBe(true);
    expect(config.promo?.url).toMatch(/^https:\/\//);
    expect(config.termsUrl?.fr).toMatch(/^https:\/\//);
    expect(config.practicalInfoUrl?.en).toMatch(/^https:\/\//);
    expect(Object.keys(config.socialmedia).length).toBeGreaterThan(2);
  });
});
