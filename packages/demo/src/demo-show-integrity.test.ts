import { type JsonValue, localize, type PublishedDataType, type SourceItem } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { type DemoShow, generateDemoShow } from './index.js';

/** The type each reference key must point at, per item type (docs/catalog-fields.md). */
const EXPECTED_REF_TYPES: Partial<Record<PublishedDataType, Record<string, PublishedDataType>>> = {
  events: {
    places: 'places',
    speakers: 'speakers',
    moderators: 'speakers',
    cats: 'event_categories',
    exhibitor: 'exhibitors',
    papers: 'papers',
  },
  exhibitors: {
    cats: 'exhibitor_categories',
    places: 'places',
    country: 'countries',
    newproducts: 'newproducts',
    events: 'events',
  },
  speakers: { events: 'events', papers: 'papers' },
  newproducts: { exhibitor: 'exhibitors', cats: 'newproduct_categories' },
  services: { places: 'places', cats: 'service_categories' },
  papers: { speakers: 'speakers', cats: 'paper_categories', events: 'events' },
  places: { parent: 'places' },
  infos: { places: 'places' },
  pmrs: { places: 'places' },
};

const shows: [string, DemoShow][] = [
  ['small', generateDemoShow({ size: 'small', start: '2026-11-24' })],
  ['big', generateDemoShow({ size: 'big', start: '2026-11-24' })],
];

function ofType(show: DemoShow, type: PublishedDataType): SourceItem[] {
  return show.items.filter((item) => item.type === type);
}

function lumpOf(item: SourceItem): { [key: string]: JsonValue } {
  return item.fields.lump as { [key: string]: JsonValue };
}

describe.each(shows)('demo show integrity (%s)', (_size, show) => {
  const byKey = new Map(show.items.map((item) => [`${item.type}:${item.original_id}`, item]));

  it('uses unique original ids within each type', () => {
    expect(byKey.size).toBe(show.items.length);
  });

  it('points every reference at an existing item of the right type', () => {
    const problems: string[] = [];
    for (const item of show.items) {
      for (const [key, ref] of Object.entries(item.refs ?? {})) {
        const expected = key === 'parent' ? item.type : EXPECTED_REF_TYPES[item.type]?.[key];
        if (ref.type !== expected) problems.push(`${item.original_id}.${key} has type ${ref.type}`);
        if (ref.ids.length === 0) problems.push(`${item.original_id}.${key} is empty`);
        for (const id of ref.ids) {
          if (!byKey.has(`${ref.type}:${id}`)) problems.push(`${item.original_id}.${key} → missing ${id}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('links both ways: speakers ↔ events, exhibitors ↔ new products, papers ↔ speakers', () => {
    const events = ofType(show, 'events');
    for (const event of events) {
      for (const id of [...(event.refs?.speakers?.ids ?? []), ...(event.refs?.moderators?.ids ?? [])]) {
        expect(byKey.get(`speakers:${id}`)?.refs?.events?.ids).toContain(event.original_id);
      }
    }
    for (const speaker of ofType(show, 'speakers')) {
      expect(speaker.refs?.events?.ids.length ?? 0).toBeGreaterThan(0);
    }
    for (const product of ofType(show, 'newproducts')) {
      const owner = byKey.get(`exhibitors:${product.refs?.exhibitor?.ids[0]}`);
      expect(owner?.refs?.newproducts?.ids).toContain(product.original_id);
    }
    for (const paper of ofType(show, 'papers')) {
      for (const id of paper.refs?.speakers?.ids ?? []) {
        expect(byKey.get(`speakers:${id}`)?.refs?.papers?.ids).toContain(paper.original_id);
      }
      const session = byKey.get(`events:${paper.refs?.events?.ids[0]}`);
      expect(session?.refs?.papers?.ids).toContain(paper.original_id);
      expect(session?.refs?.cats).toBeDefined();
    }
    expect(events.some((event) => event.refs?.moderators)).toBe(true);
  });

  it('gives every exhibitor a booth in a hall and a leaf category; every booth has an occupant', () => {
    const categories = ofType(show, 'exhibitor_categories');
    const parents = new Set(categories.map((item) => item.refs?.parent?.ids[0]));
    const occupied = new Set<string>();
    for (const exhibitor of ofType(show, 'exhibitors')) {
      const places = exhibitor.refs?.places?.ids ?? [];
      expect(places.length).toBeGreaterThan(0);
      const codes = places.map((id) => {
        occupied.add(id);
        const booth = byKey.get(`places:${id}`)!;
        expect(lumpOf(booth).kind).toBe('booth');
        const hall = byKey.get(`places:${booth.refs?.parent?.ids[0]}`);
        expect(hall && lumpOf(hall).kind).toBe('hall');
        return lumpOf(booth).code;
      });
      expect(exhibitor.fields.exhibitor_place_text).toBe(codes.join(', '));
      const cats = exhibitor.refs?.cats?.ids ?? [];
      expect(cats.length).toBeGreaterThan(0);
      for (const cat of cats) expect(parents.has(cat)).toBe(false);
      expect(exhibitor.refs?.country?.ids).toHaveLength(1);
    }
    const booths = show.items.filter((item) => item.type === 'places' && lumpOf(item).kind === 'booth');
    expect(booths.every((booth) => occupied.has(booth.original_id))).toBe(true);
  });

  it('keeps every session within the show days, with the +01:00 offset and wall-clock times', () => {
    const { startDate, endDate } = show.config;
    const days = new Set(['2026-11-24', '2026-11-25', '2026-11-26']);
    for (const event of ofType(show, 'events')) {
      const { start_date, end_date, day, start_time, end_time } = event.fields as Record<string, string>;
      expect(start_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+01:00$/);
      expect(end_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+01:00$/);
      expect(days.has(day!)).toBe(true);
      expect(start_date!.slice(0, 10) >= startDate && start_date!.slice(0, 10) <= endDate).toBe(true);
      expect(Date.parse(end_date!)).toBeGreaterThan(Date.parse(start_date!));
      const [hours, minutes] = start_time!.split('h');
      expect(start_time).toMatch(/^\d{1,2}h\d{2}$/);
      expect(start_date!.slice(11, 16)).toBe(`${hours!.padStart(2, '0')}:${minutes}`);
      expect(end_time).toMatch(/^\d{1,2}h\d{2}$/);
      expect(Date.parse(lumpOf(event).start_date_UTC as string)).toBe(Date.parse(start_date!));
    }
  });

  it('has a session that runs past midnight yet belongs to its show day', () => {
    const late = ofType(show, 'events').filter(
      (event) => (event.fields.end_date as string).slice(0, 10) !== event.fields.day,
    );
    expect(late.length).toBeGreaterThan(0);
  });

  it('colours some sessions with valid hex colours and keeps a few invalid ones', () => {
    const colors = ofType(show, 'events')
      .map((event) => lumpOf(event).color)
      .filter((color): color is string => typeof color === 'string');
    const valid = colors.filter((color) => /^#[0-9a-fA-F]{6}$/.test(color));
    expect(valid.length).toBeGreaterThan(10);
    expect(colors.length - valid.length).toBeGreaterThan(0);
    expect(colors.length - valid.length).toBeLessThan(valid.length / 3);
  });

  it('titles speakers as the spec says, with civilities including Monsieur, Madame and Dr', () => {
    const speakers = ofType(show, 'speakers');
    const civilities = new Set(speakers.map((speaker) => speaker.fields.civility));
    for (const civility of ['Monsieur', 'Madame', 'Dr']) expect(civilities.has(civility)).toBe(true);
    for (const { fields } of speakers) {
      const prefix =
        fields.civility === 'Monsieur' || fields.civility === 'Madame' ? '' : `${fields.civility} `;
      expect(fields.title).toBe(`${prefix}${fields.lastname}, ${fields.firstname}`);
    }
  });

  it('writes titles and descriptions in French and English', () => {
    const translated: PublishedDataType[] = [
      'exhibitor_categories',
      'event_categories',
      'events',
      'newproducts',
      'papers',
    ];
    for (const type of translated) {
      for (const item of ofType(show, type)) {
        for (const field of ['title', 'description'] as const) {
          if (item.fields[field] === undefined) continue;
          const fr = localize(item.fields[field]!, 'fr', 'fr');
          const en = localize(item.fields[field]!, 'en', 'en');
          expect(typeof fr === 'string' && fr.length > 0 && typeof en === 'string' && en.length > 0).toBe(
            true,
          );
        }
      }
    }
    const exhibitor = ofType(show, 'exhibitors')[0]!;
    expect(localize(exhibitor.fields.description!, 'fr', 'fr')).toMatch(/^<p>.+<\/p>$/);
  });

  it('ships every picture the catalog points at, as small SVG files', () => {
    const assets = new Map(show.assets.map((asset) => [asset.path, asset]));
    expect(assets.size).toBe(show.assets.length);
    const pointed = show.items.flatMap((item) =>
      [
        item.fields.logo_file_name,
        item.fields.photo_file_name,
        item.fields.photo,
        lumpOf(item)?.banner,
      ].filter((value): value is string => typeof value === 'string'),
    );
    expect(pointed.length).toBeGreaterThan(ofType(show, 'exhibitors').length);
    for (const path of pointed) expect(assets.has(path), path).toBe(true);
    for (const asset of show.assets) {
      expect(asset.contentType).toBe('image/svg+xml');
      expect(asset.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      if (!asset.path.startsWith('plans/')) expect(asset.body.length).toBeLessThan(2000);
    }
  });

  it('draws one floor plan per hall with every booth of the hall labelled', () => {
    const halls = show.items.filter((item) => item.type === 'places' && lumpOf(item).kind === 'hall');
    for (const hall of halls) {
      const plan = show.assets.find((asset) => asset.path === `plans/${hall.original_id}.svg`);
      expect(plan, hall.original_id).toBeDefined();
      const booths = show.items.filter(
        (item) => lumpOf(item)?.kind === 'booth' && item.refs?.parent?.ids[0] === hall.original_id,
      );
      expect(booths.length).toBeGreaterThan(0);
      for (const booth of booths) expect(plan!.body).toContain(`>${lumpOf(booth).code}</text>`);
    }
  });
});
