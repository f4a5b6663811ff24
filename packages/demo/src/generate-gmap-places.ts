import { type JsonValue, localizedText, type SourceItem } from '@showfloor/core';
import { bilingual, makeItem, numberedId } from './source-item-builder.js';
import type { Bilingual } from './words/bilingual.js';

/** The exhibition centre's main entrance: where the outdoor map's places are measured from. */
const SHOW_ENTRANCE = { lat: 48.8323, lon: 2.2877 };
const METRES_PER_DEGREE_OF_LATITUDE = 111_320;
/** An unhurried walk, so that the minutes in the descriptions are ones a visitor can keep. */
const WALKING_METRES_PER_MINUTE = 75;

interface PlaceCategory {
  id: string;
  name: Bilingual;
  color: string;
}

const HOTELS: PlaceCategory = { id: 'hotels', name: { fr: 'Hôtels', en: 'Hotels' }, color: '#1f6fb2' };
const RESTAURANTS: PlaceCategory = {
  id: 'restaurants',
  name: { fr: 'Restaurants', en: 'Restaurants' },
  color: '#c0392b',
};
const PARKING: PlaceCategory = { id: 'parking', name: { fr: 'Parkings', en: 'Car parks' }, color: '#566573' };
const TRANSPORT: PlaceCategory = {
  id: 'transport',
  name: { fr: 'Transports', en: 'Public transport' },
  color: '#1e8449',
};
const SERVICES: PlaceCategory = {
  id: 'services',
  name: { fr: 'Services pratiques', en: 'Everyday services' },
  color: '#7d3c98',
};

interface OutdoorPlaceSpec {
  category: PlaceCategory;
  title: Bilingual;
  address: string;
  /** Metres east and north of the show entrance. */
  east: number;
  north: number;
}

const same = (text: string): Bilingual => ({ fr: text, en: text });

/** Fictitious businesses on the real streets around a Paris exhibition centre. */
const PLACES: readonly OutdoorPlaceSpec[] = [
  {
    category: TRANSPORT,
    title: { fr: 'Métro Porte de Versailles (ligne 12)', en: 'Porte de Versailles metro (line 12)' },
    address: 'Place de la Porte de Versailles, 75015 Paris',
    east: 300,
    north: 200,
  },
  {
    category: HOTELS,
    title: { fr: 'Hôtel Porte de Versailles', en: 'Porte de Versailles Hotel' },
    address: '2 boulevard Victor, 75015 Paris',
    east: 350,
    north: 250,
  },
  {
    category: RESTAURANTS,
    title: { fr: 'Brasserie du Salon', en: 'Show Brasserie' },
    address: '1 place de la Porte de Versailles, 75015 Paris',
    east: 250,
    north: 120,
  },
  {
    category: PARKING,
    title: { fr: 'Parking P1 (exposants)', en: 'Car park P1 (exhibitors)' },
    address: '1 place de la Porte de Versailles, 75015 Paris',
    east: 100,
    north: -250,
  },
  {
    category: TRANSPORT,
    title: { fr: 'Tramway T2 — Porte de Versailles', en: 'Tram T2 — Porte de Versailles' },
    address: 'Boulevard Victor, 75015 Paris',
    east: 150,
    north: 150,
  },
  {
    category: HOTELS,
    title: { fr: 'Hôtel des Exposants', en: 'Exhibitors’ Hotel' },
    address: '371 rue de Vaugirard, 75015 Paris',
    east: 600,
    north: 420,
  },
  {
    category: RESTAURANTS,
    title: { fr: 'Le Bistrot des Halls', en: 'Halls Bistro' },
    address: '20 boulevard Victor, 75015 Paris',
    east: -200,
    north: 320,
  },
  {
    category: PARKING,
    title: { fr: 'Parking P4 (visiteurs)', en: 'Car park P4 (visitors)' },
    address: 'Boulevard Victor, 75015 Paris',
    east: -450,
    north: 50,
  },
  {
    category: SERVICES,
    title: { fr: 'Pharmacie de la Porte', en: 'Porte pharmacy' },
    address: '385 rue de Vaugirard, 75015 Paris',
    east: 450,
    north: 320,
  },
  {
    category: TRANSPORT,
    title: { fr: 'Tramway T3a — Porte de Versailles', en: 'Tram T3a — Porte de Versailles' },
    address: 'Boulevard Lefebvre, 75015 Paris',
    east: 320,
    north: 160,
  },
  {
    category: HOTELS,
    title: { fr: 'Hôtel Lefebvre Confort', en: 'Lefebvre Comfort Hotel' },
    address: '40 boulevard Lefebvre, 75015 Paris',
    east: 700,
    north: -150,
  },
  {
    category: RESTAURANTS,
    title: same('Pizzeria Vaugirard'),
    address: '380 rue de Vaugirard, 75015 Paris',
    east: 520,
    north: 520,
  },
  {
    category: TRANSPORT,
    title: { fr: 'Gare d’Issy (RER C)', en: 'Issy train station (RER C)' },
    address: 'Place de la Gare, 92130 Issy-les-Moulineaux',
    east: -1760,
    north: -940,
  },
  {
    category: HOTELS,
    title: { fr: 'Résidence Lecourbe', en: 'Lecourbe Residence' },
    address: '310 rue Lecourbe, 75015 Paris',
    east: 300,
    north: 900,
  },
  {
    category: RESTAURANTS,
    title: { fr: 'Crêperie de la Porte', en: 'Porte Crêpe House' },
    address: '3 avenue de la Porte de la Plaine, 75015 Paris',
    east: -600,
    north: 200,
  },
  {
    category: PARKING,
    title: { fr: 'Parking Porte de la Plaine', en: 'Porte de la Plaine car park' },
    address: 'Avenue de la Porte de la Plaine, 75015 Paris',
    east: -700,
    north: -250,
  },
  {
    category: SERVICES,
    title: { fr: 'Distributeur de billets', en: 'Cash machine' },
    address: '4 boulevard Victor, 75015 Paris',
    east: 280,
    north: 260,
  },
  {
    category: HOTELS,
    title: { fr: 'Hôtel Balard Rive Gauche', en: 'Balard Left Bank Hotel' },
    address: '8 rue Balard, 75015 Paris',
    east: -900,
    north: 800,
  },
  {
    category: RESTAURANTS,
    title: { fr: 'Le Comptoir Lecourbe', en: 'Lecourbe Counter' },
    address: '290 rue Lecourbe, 75015 Paris',
    east: 380,
    north: 980,
  },
  {
    category: TRANSPORT,
    title: { fr: 'Station de taxis', en: 'Taxi rank' },
    address: 'Place de la Porte de Versailles, 75015 Paris',
    east: 380,
    north: 100,
  },
  {
    category: HOTELS,
    title: { fr: 'Hôtel Issy Parc', en: 'Issy Park Hotel' },
    address: '15 avenue Ernest Renan, 92130 Issy-les-Moulineaux',
    east: -400,
    north: -700,
  },
  {
    category: RESTAURANTS,
    title: same('Sushi Expo'),
    address: '12 boulevard Lefebvre, 75015 Paris',
    east: 800,
    north: 50,
  },
  {
    category: PARKING,
    title: { fr: 'Parking vélos', en: 'Bicycle parking' },
    address: 'Boulevard Victor, 75015 Paris',
    east: 200,
    north: 300,
  },
  {
    category: HOTELS,
    title: { fr: 'Auberge des Voyageurs', en: 'Travellers’ Inn' },
    address: '52 rue d’Alleray, 75015 Paris',
    east: 900,
    north: 600,
  },
  {
    category: RESTAURANTS,
    title: { fr: 'Café des Exposants', en: 'Exhibitors’ Café' },
    address: '2 avenue Ernest Renan, 92130 Issy-les-Moulineaux',
    east: -150,
    north: -450,
  },
];

/** How many places the demo can give: the outdoor map of the small show holds them all. */
export const DEMO_GMAP_PLACE_COUNT = PLACES.length;

function positionOf(east: number, north: number): { lat: number; lng: number } {
  const metresPerDegreeOfLongitude =
    METRES_PER_DEGREE_OF_LATITUDE * Math.cos((SHOW_ENTRANCE.lat * Math.PI) / 180);
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
  return {
    lat: round(SHOW_ENTRANCE.lat + north / METRES_PER_DEGREE_OF_LATITUDE),
    lng: round(SHOW_ENTRANCE.lon + east / metresPerDegreeOfLongitude),
  };
}

/**
 * The places of the outdoor map (data type gmap_places, docs/catalog-fields.md): hotels,
 * restaurants, car parks, public transport and everyday services around the exhibition centre,
 * each with its position, address and category. Fixed, so every run gives the same places.
 */
export function generateGmapPlaces(count: number): SourceItem[] {
  return PLACES.slice(0, count).map((spec, index) => {
    const minutes = Math.max(1, Math.round(Math.hypot(spec.east, spec.north) / WALKING_METRES_PER_MINUTE));
    const category: { [key: string]: JsonValue } = {
      id: spec.category.id,
      name: bilingual(spec.category.name),
      color: spec.category.color,
    };
    return makeItem('gmap_places', numberedId('gmp', index, 2), {
      title: bilingual(spec.title),
      address: spec.address,
      position: positionOf(spec.east, spec.north),
      description: localizedText(
        `<p>À ${minutes} min à pied de l’entrée du salon.</p>`,
        `<p>${minutes} min walk from the show entrance.</p>`,
      ),
      lump: { category },
    });
  });
}
