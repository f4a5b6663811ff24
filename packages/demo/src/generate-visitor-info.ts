import { localizedText, type SourceItem } from '@showfloor/core';
import type { DemoAsset } from './demo-show.js';
import type { CategoryTree } from './generate-categories.js';
import type { Venue } from './generate-places.js';
import type { SeededRandom } from './seeded-random.js';
import { addDays, showMoment } from './show-calendar.js';
import { addRef, bilingual, htmlParagraphs, makeItem, numberedId } from './source-item-builder.js';
import { bannerSvg, logoSvg, svgAsset } from './svg-assets.js';
import type { Bilingual } from './words/bilingual.js';
import { SERVICE_NAMES } from './words/exhibitor-sectors.js';

/** Which service category each entry of SERVICE_NAMES belongs to. */
const SERVICE_CATEGORY_OF_NAME = [0, 0, 4, 3, 1, 1, 4, 4, 0, 0, 2, 0] as const;

/** On-site services, each at its own service point in a hall. */
export function generateServices(
  random: SeededRandom,
  venue: Venue,
  categories: CategoryTree,
): { items: SourceItem[]; assets: DemoAsset[] } {
  const items: SourceItem[] = [];
  venue.serviceSlots.forEach((slot, index) => {
    const nameIndex = index % SERVICE_NAMES.length;
    const name = SERVICE_NAMES[nameIndex]!;
    const hall = slot.hall;
    const title = { fr: `${name.fr} — ${hall.title}`, en: `${name.en} — ${hall.title}` };
    const place = makeItem('places', slot.id, {
      title: bilingual(title),
      lump: {
        kind: 'service',
        code: `${hall.letter}-S${index + 1}`,
        floor: hall.floor,
        ...(hall.building ? { building: hall.building } : {}),
      },
    });
    addRef(place, 'parent', 'places', hall.id);
    const service = makeItem('services', numberedId('svc', index, 3), {
      title: bilingual(title),
      logo_file_name: 'services/service.svg',
      description: htmlParagraphs({
        fr: `${name.fr}, ${hall.title}, ouvert pendant toute la durée du salon.`,
        en: `${name.en}, ${hall.title}, open throughout the show.`,
      }),
      phone: `+33 1 40 68 ${String(10 + (index % 90)).padStart(2, '0')} ${String(random.int(10, 99))}`,
      email: 'services@agrifoodtech-show.example',
      website: 'https://www.agrifoodtech-show.example/services',
    });
    addRef(service, 'places', 'places', slot.id);
    addRef(service, 'cats', 'service_categories', categories.leafIds[SERVICE_CATEGORY_OF_NAME[nameIndex]!]!);
    items.push(place, service);
  });
  const assets = [svgAsset('services/service.svg', logoSvg('Services', '#1f6fb2', 0))];
  return { items, assets };
}

const INFOS: readonly (Bilingual & { text: Bilingual })[] = [
  {
    fr: 'Horaires d’ouverture',
    en: 'Opening hours',
    text: {
      fr: 'Le salon est ouvert de 9h00 à 18h30, nocturne le premier jour jusqu’à 22h00.',
      en: 'The show is open from 9am to 6.30pm, until 10pm on the first day.',
    },
  },
  {
    fr: 'Accès et transports',
    en: 'Getting there',
    text: {
      fr: 'Métro ligne 12, tramway T2 et T3a. Parking exposants P1, visiteurs P4.',
      en: 'Metro line 12, tramway T2 and T3a. Exhibitor parking P1, visitor parking P4.',
    },
  },
  {
    fr: 'Badges et billetterie',
    en: 'Badges and tickets',
    text: {
      fr: 'Badge gratuit pour les professionnels sur inscription en ligne.',
      en: 'Free badge for trade visitors who register online.',
    },
  },
  {
    fr: 'Wi-Fi',
    en: 'Wi-Fi',
    text: {
      fr: 'Réseau « Salon-Visiteurs », sans mot de passe.',
      en: 'Network “Salon-Visiteurs”, no password.',
    },
  },
  {
    fr: 'Restauration',
    en: 'Food and drink',
    text: { fr: 'Restaurants et cafés dans chaque hall.', en: 'Restaurants and coffee bars in every hall.' },
  },
  {
    fr: 'Objets trouvés',
    en: 'Lost and found',
    text: { fr: 'À l’accueil visiteurs du Hall A.', en: 'At the Hall A visitor desk.' },
  },
];

const PMRS: readonly (Bilingual & { text: Bilingual })[] = [
  {
    fr: 'Entrée accessible',
    en: 'Step-free entrance',
    text: {
      fr: 'Entrée de plain-pied avec portes automatiques.',
      en: 'Step-free entrance with automatic doors.',
    },
  },
  {
    fr: 'Prêt de fauteuils roulants',
    en: 'Wheelchair loan',
    text: {
      fr: 'Fauteuils prêtés gratuitement contre une pièce d’identité.',
      en: 'Wheelchairs lent free of charge against an ID.',
    },
  },
  {
    fr: 'Boucle magnétique',
    en: 'Hearing loop',
    text: {
      fr: 'Les salles de conférence sont équipées d’une boucle magnétique.',
      en: 'Conference rooms have a hearing loop.',
    },
  },
];

/** Practical information pages, accessibility notes (PMR) and the show's one happening. */
export function generateVisitorInfo(
  venue: Venue,
  start: string,
): { items: SourceItem[]; assets: DemoAsset[] } {
  const items: SourceItem[] = [];
  INFOS.forEach((info, index) => {
    const item = makeItem('infos', numberedId('info', index, 2), {
      title: bilingual(info),
      description: htmlParagraphs(info.text),
    });
    if (index === 1) addRef(item, 'places', 'places', ...venue.entrances.slice(0, 2));
    items.push(item);
  });
  PMRS.forEach((pmr, index) => {
    const item = makeItem('pmrs', numberedId('pmr', index, 2), {
      title: bilingual(pmr),
      description: htmlParagraphs(pmr.text),
    });
    addRef(item, 'places', 'places', venue.entrances[index % venue.entrances.length]!);
    items.push(item);
  });
  const secondDay = addDays(start, 1);
  const from = showMoment(secondDay, 18 * 60 + 30);
  const to = showMoment(secondDay, 21 * 60);
  items.push(
    makeItem('happenings', 'hap-01', {
      title: localizedText('Trophées de l’innovation agroalimentaire', 'Food innovation awards'),
      start_date: from.local,
      start_time: from.clock,
      end_date: to.local,
      end_time: to.clock,
      lump: { banner: 'banners/happening.svg', interstitiel: { interOnly: false } },
    }),
  );
  const assets = [
    svgAsset(
      'banners/happening.svg',
      bannerSvg('Trophées de l’innovation', `${secondDay} · 18h30 · Auditorium`, '#6c3483'),
    ),
  ];
  return { items, assets };
}
