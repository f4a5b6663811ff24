import { lazyPage, type PageDefinition } from '../../app/page-registry.js';

/** Every detail sheet of the app (spec core §2, modules §2), each file's code fetched when first shown. */
export const pages: readonly PageDefinition[] = [
  { pageKey: 'exhibitor', component: lazyPage(() => import('./exhibitor-sheet.js'), 'ExhibitorPage') },
  { pageKey: 'stores', component: lazyPage(() => import('./exhibitor-sheet.js'), 'StorePage') },
  { pageKey: 'event', component: lazyPage(() => import('./event-sheet.js'), 'EventPage') },
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
