import { lazyPage, type PageDefinition } from '../../shell/page.js';
import {
  EVENT_TYPES,
  EXHIBITOR_TYPES,
  eventRelated,
  exhibitorRelated,
  STORE_TYPES,
  sheetPreparation,
} from './sheet-preparation.js';

/** Every detail sheet of the app (spec core §2, modules §2), each file's code fetched when first shown. */
export const pages: readonly PageDefinition[] = [
  {
    pageKey: 'exhibitor',
    component: lazyPage(() => import('./exhibitor-sheet.js'), 'ExhibitorPage'),
    prepare: sheetPreparation(EXHIBITOR_TYPES, exhibitorRelated, 'exhibitor_categories'),
  },
  {
    pageKey: 'stores',
    component: lazyPage(() => import('./exhibitor-sheet.js'), 'StorePage'),
    prepare: sheetPreparation(STORE_TYPES, exhibitorRelated, 'store_categories'),
  },
  {
    pageKey: 'event',
    component: lazyPage(() => import('./event-sheet.js'), 'EventPage'),
    prepare: sheetPreparation(EVENT_TYPES, eventRelated, 'event_categories'),
  },
  { pageKey: 'speaker', component: lazyPage(() => import('./speaker-sheet.js'), 'SpeakerPage') },
  { pageKey: 'paper', component: lazyPage(() => import('./paper-sheet.js'), 'PaperPage') },
  { pageKey: 'newproduct', component: lazyPage(() => import('./newproduct-sheet.js'), 'NewProductPage') },
  { pageKey: 'service', component: lazyPage(() => import('./service-sheet.js'), 'ServicePage') },
  { pageKey: 'gmapplaces', component: lazyPage(() => import('./place-sheet.js'), 'PlacePage') },
  { pageKey: 'docunit', component: lazyPage(() => import('./other-sheets.js'), 'DocunitPage') },
  { pageKey: 'aircraft', component: lazyPage(() => import('./other-sheets.js'), 'AircraftPage') },
  { pageKey: 'restaurant', component: lazyPage(() => import('./other-sheets.js'), 'RestaurantPage') },
  { pageKey: 'monument', component: lazyPage(() => import('./other-sheets.js'), 'MonumentPage') },
  { pageKey: 'happenings', component: lazyPage(() => import('./other-sheets.js'), 'HappeningPage') },
  { pageKey: 'hours', component: lazyPage(() => import('./other-sheets.js'), 'HoursPage') },
  { pageKey: 'pmr', component: lazyPage(() => import('./other-sheets.js'), 'PmrPage') },
  {
    pageKey: 'experience-item',
    component: lazyPage(() => import('./other-sheets.js'), 'ExperienceItemPage'),
  },
  { pageKey: 'flights-schedule', component: lazyPage(() => import('./other-sheets.js'), 'FlightPage') },
];
