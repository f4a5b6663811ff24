import { type CatalogRecords, DEMO_VENUE_LAYOUT, encodeBundle, generateHallVenue } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { publishedVenueRecords } from '../../platform/local-db/published-venue.test-support.js';
import { closedAfterEachTest } from '../../platform/local-db/test-catalog.test-support.js';
import { readLocalVenue } from './local-venue.js';

const venue = generateHallVenue(DEMO_VENUE_LAYOUT);
const openCatalog = closedAfterEachTest();

function showWithVenue(): CatalogRecords {
  return {
    ...publishedVenueRecords(venue, 'en'),
    exhibitors: [{ id: 1, original_id: 'exh-1', title: 'Acme' }],
  };
}

describe('the venue the map reads for a data version', () => {
  it('is the venue of the version the device holds, labelled with it', async () => {
    const { reader, writer } = openCatalog();
    await writer.replaceAll(encodeBundle(showWithVenue(), 1, 'eng'), 1);
    const read = await readLocalVenue(reader, 1, 'en');
    expect(read?.version).toBe(1);
    expect(read?.venue?.units).toHaveLength(venue.units.length);
  });

  it('waits on a device that holds no data yet: the map draws only a stored version', async () => {
    const { reader } = openCatalog();
    expect(await readLocalVenue(reader, 0, 'en')).toBeUndefined();
  });

  it('is dropped when an update committed a newer version before the read: never the new venue under the old version', async () => {
    // The first visit: the page saw an empty device (version 0) and reads; the updater's first
    // download commits meanwhile, before the page hears of it. Labelled 0, the new venue would be
    // drawn as version 0, and version 1, heard a moment later, offered as "map data updated".
    const { reader, writer } = openCatalog();
    await writer.replaceAll(encodeBundle(showWithVenue(), 1, 'eng'), 1);
    expect(await readLocalVenue(reader, 0, 'en')).toBeUndefined();
  });
});
