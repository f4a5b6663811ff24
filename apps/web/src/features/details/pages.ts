import type { PageDefinition } from '../../app/page-registry.js';
import { EventPage } from './event-sheet.js';
import { ExhibitorPage, StorePage } from './exhibitor-sheet.js';
import { NewProductPage } from './newproduct-sheet.js';
import {
  AircraftPage,
  DocunitPage,
  ExperienceItemPage,
  FlightPage,
  HappeningPage,
  HoursPage,
  MonumentPage,
  PmrPage,
  RestaurantPage,
} from './other-sheets.js';
import { PaperPage } from './paper-sheet.js';
import { PlacePage } from './place-sheet.js';
import { ServicePage } from './service-sheet.js';
import { SpeakerPage } from './speaker-sheet.js';

/** Every detail sheet of the app (spec core §2, modules §2). */
export const pages: readonly PageDefinition[] = [
  { pageKey: 'exhibitor', component: ExhibitorPage },
  { pageKey: 'stores', component: StorePage },
  { pageKey: 'event', component: EventPage },
  { pageKey: 'speaker', component: SpeakerPage },
  { pageKey: 'paper', component: PaperPage },
  { pageKey: 'newproduct', component: NewProductPage },
  { pageKey: 'service', component: ServicePage },
  { pageKey: 'gmapplaces', component: PlacePage },
  { pageKey: 'docunit', component: DocunitPage },
  { pageKey: 'aircraft', component: AircraftPage },
  { pageKey: 'restaurant', component: RestaurantPage },
  { pageKey: 'monument', component: MonumentPage },
  { pageKey: 'happenings', component: HappeningPage },
  { pageKey: 'hours', component: HoursPage },
  { pageKey: 'pmr', component: PmrPage },
  { pageKey: 'experience-item', component: ExperienceItemPage },
  { pageKey: 'flights-schedule', component: FlightPage },
];
