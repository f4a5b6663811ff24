import { type CatalogRecords, DEMO_VENUE_LAYOUT, encodeBundle, generateHallVenue } from '@showfloor/core';
import { afterEach, describe, expect, it } from 'vitest';
import { IdleWorkCancelled } from '../../platform/idle/idle-pause.js';
import type { DexieCatalogReader } from '../../platform/local-db/dexie-catalog-reader.js';
import { publishedVenueRecords } from '../../platform/local-db/published-venue.test-support.js';
import { openTestCatalog, type TestCatalog } from '../../platform/local-db/test-catalog.test-support.js';
import { readVenueRecords } from './read-venue-records.js';
import { prepareVenueWhenIdle, venueOfRecords } from './venue-cache.js';

const venue = generateHallVenue(DEMO_VENUE_LAYOUT);

/** The show as published in `language`: its venue as buildings and floors items, and an exhibitor. */
function show(language: 'fr' | 'en', withVenue = true): CatalogRecords {
  const exhibitors = [{ id: 1, original_id: 'exh-1', title: 'Acme' }];
  return withVenue ? { ...publishedVenueRecords(venue, language), exhibitors } : { exhibitors };
}

const opened: TestCatalog[] = [];
async function deviceWith(records: CatalogRecords): Promise<DexieCatalogReader> {
  const catalog = openTestCatalog('venue-cache');
  opened.push(catalog);
  await catalog.writer.replaceAll(encodeBundle(records, 1, 'fre'), 1);
  return catalog.reader;
}

afterEach(() => {
  for (const { database } of opened.splice(0)) database.close();
});

/** What the map page does when it opens: reads the records, then asks for their venue. */
async function openMap(catalog: DexieCatalogReader, language: 'fr' | 'en') {
  const [buildings, floors] = await readVenueRecords(catalog);
  return venueOfRecords(buildings, floors, language);
}

describe('the venue prepared while home is idle', () => {
  it('is the venue the map then opens on, whole and not rebuilt', async () => {
    const catalog = await deviceWith(show('fr'));
    const prepared = await prepareVenueWhenIdle(catalog, 'fr', new AbortController().signal);
    expect(new Set(prepared?.levels.map((level) => level.id))).toEqual(
      new Set(venue.levels.map((level) => level.id)),
    );
    expect(prepared?.units).toHaveLength(venue.units.length);
    expect(prepared?.graph.edges).toHaveLength(venue.graph.edges.length);
    expect(await openMap(catalog, 'fr')).toBe(prepared);
    // In the other language the names follow it.
    const english = await openMap(catalog, 'en');
    expect(english).not.toBe(prepared);
    expect(english?.units).toEqual(prepared?.units.map((unit) => expect.objectContaining({ id: unit.id })));
  });

  it('stops when home is left, and the map still opens on the whole venue', async () => {
    const catalog = await deviceWith(show('fr'));
    const leaving = new AbortController();
    const preparing = prepareVenueWhenIdle(catalog, 'fr', leaving.signal);
    leaving.abort();
    await expect(preparing).rejects.toBeInstanceOf(IdleWorkCancelled);
    const opened = await openMap(catalog, 'fr');
    expect(opened?.levels).toHaveLength(venue.levels.length);
    expect(opened?.units).toHaveLength(venue.units.length);
  });

  it('reads nothing of a show without a venue', async () => {
    const catalog = await deviceWith(show('fr', false));
    expect(await prepareVenueWhenIdle(catalog, 'fr', new AbortController().signal)).toBeUndefined();
    expect(await openMap(catalog, 'fr')).toBeUndefined();
  });
});
