import { type SourceItem, venueToSourceItems } from '@showfloor/core';
import type { DemoAsset, DemoShow, DemoShowOptions } from './demo-show.js';
import { demoShowConfig } from './demo-show-config.js';
import { DEMO_SIZES } from './demo-size.js';
import {
  generateEventCategories,
  generateExhibitorCategories,
  generateFlatCategories,
} from './generate-categories.js';
import { generateCountries } from './generate-countries.js';
import { generateEvents } from './generate-events.js';
import { generateExhibitors } from './generate-exhibitors.js';
import { generateGmapPlaces } from './generate-gmap-places.js';
import { generateNewproducts } from './generate-newproducts.js';
import { generatePapers } from './generate-papers.js';
import { floorPlanAssets, generateVenue } from './generate-places.js';
import { generateSpeakers } from './generate-speakers.js';
import { generateVenueModel } from './generate-venue-model.js';
import { generateServices, generateVisitorInfo } from './generate-visitor-info.js';
import { SeededRandom, seedFromText } from './seeded-random.js';
import { parseIsoDate } from './show-calendar.js';
import { NEWPRODUCT_CATEGORIES, SERVICE_CATEGORIES } from './words/exhibitor-sectors.js';
import { PAPER_CATEGORIES } from './words/program-words.js';

/**
 * Generates a realistic trade show (a food-processing and agri-tech show) with its configuration,
 * catalog and pictures. Pure and deterministic: the same options give byte-identical output, and
 * the start date is an input rather than read from the clock. 'big' is dataset W of DESIGN.md.
 */
export function generateDemoShow(options: DemoShowOptions): DemoShow {
  const size = DEMO_SIZES[options.size];
  if (size === undefined) throw new Error(`unknown demo size "${String(options.size)}"`);
  parseIsoDate(options.start);
  const random = new SeededRandom(seedFromText(`showfloor-demo:${options.size}`));

  const { items: countryItems, countries } = generateCountries(size.countries);
  const venue = generateVenue(size);
  const exhibitorCategories = generateExhibitorCategories(size);
  const eventCategories = generateEventCategories();
  const paperCategories = generateFlatCategories('paper_categories', 'papcat', PAPER_CATEGORIES);
  const newproductCategories = generateFlatCategories(
    'newproduct_categories',
    'npcat',
    NEWPRODUCT_CATEGORIES,
  );
  const serviceCategories = generateFlatCategories('service_categories', 'svcat', SERVICE_CATEGORIES);

  const { exhibitors, assets: logos } = generateExhibitors(
    random,
    size,
    countries,
    exhibitorCategories,
    venue.booths,
  );
  const { speakers, assets: portraits } = generateSpeakers(random, size.speakers, exhibitors, countries);
  const events = generateEvents({
    random,
    size,
    start: options.start,
    rooms: venue.rooms,
    categories: eventCategories,
    speakers,
    exhibitors,
  });
  // Papers are presented in conference sessions (the categorised events), not at the evening party.
  const sessions = events.filter((event) => event.refs?.cats !== undefined);
  const papers = generatePapers(random, size.papers, paperCategories, speakers, sessions);
  const newproducts = generateNewproducts(
    random,
    size.newproducts,
    options.start,
    exhibitors,
    newproductCategories,
  );
  const services = generateServices(random, venue, serviceCategories);
  const visitorInfo = generateVisitorInfo(venue, options.start);

  const boothColors = new Map<string, string>();
  for (const exhibitor of exhibitors)
    for (const boothId of exhibitor.boothIds) boothColors.set(boothId, exhibitor.color);
  const plans = floorPlanAssets(venue, (boothId) => boothColors.get(boothId) ?? '#95a5a6');
  const { config, profileCodes, assets: ads } = demoShowConfig(options.start, size.days, size.events);
  // The indoor map's venue travels as buildings and floors items of the data version.
  const venueModel = generateVenueModel(venue);

  const items: SourceItem[] = [
    ...countryItems,
    ...venue.items,
    ...exhibitorCategories.items,
    ...eventCategories.items,
    ...paperCategories.items,
    ...newproductCategories.items,
    ...serviceCategories.items,
    ...exhibitors.map((exhibitor) => exhibitor.item),
    ...speakers.map((speaker) => speaker.item),
    ...events,
    ...papers,
    ...newproducts.items,
    ...services.items,
    ...visitorInfo.items,
    ...generateGmapPlaces(size.gmapPlaces),
    ...venueToSourceItems(venueModel),
  ];
  const assets: DemoAsset[] = [
    ...logos,
    ...portraits,
    ...newproducts.assets,
    ...plans,
    ...services.assets,
    ...visitorInfo.assets,
    ...ads,
  ];
  return { config, profileCodes, items, assets };
}
