import { type JsonValue, localizedText, type SourceItem } from '@showfloor/core';
import type { DemoAsset } from './demo-show.js';
import type { DemoSize } from './demo-size.js';
import type { CategoryTree } from './generate-categories.js';
import type { CountryEntry } from './generate-countries.js';
import type { Booth } from './generate-places.js';
import type { SeededRandom } from './seeded-random.js';
import {
  addRef,
  fillTemplate,
  htmlParagraphs,
  makeItem,
  numberedId,
  slugify,
} from './source-item-builder.js';
import { logoSvg, PALETTE, svgAsset } from './svg-assets.js';
import {
  BRAND_ENDINGS,
  BRAND_ROOTS,
  EXHIBITOR_CLOSINGS,
  EXHIBITOR_PITCHES,
  LEGAL_FORMS,
  TRADES,
} from './words/company-words.js';
import { FRENCH_TOWNS, REGIONS, STREETS } from './words/french-places.js';
import { LAST_NAMES } from './words/people-words.js';

/** A pavilion: exhibitors of one region or country, shown together (lump.group). */
interface Pavilion {
  group: { id: string; name: JsonValue; rank: number; color: string; bgcolor: string };
  country: CountryEntry;
}

export interface Exhibitor {
  item: SourceItem;
  name: string;
  website: string;
  color: string;
  boothIds: string[];
}

function pavilions(size: DemoSize, countries: readonly CountryEntry[]): Pavilion[] {
  const france = countries[0]!;
  const list: Pavilion[] = [];
  for (let p = 0; p < size.pavilions; p++) {
    const region = REGIONS[p];
    const country = region === undefined ? countries[(p - REGIONS.length + 1) % countries.length]! : france;
    const name =
      region === undefined
        ? localizedText(`Pavillon ${country.words.fr}`, `${country.words.en} Pavilion`)
        : localizedText(`Pavillon ${region.fr}`, `${region.en} Pavilion`);
    list.push({
      group: {
        id: numberedId('grp', p, 2),
        name,
        rank: p,
        color: '#ffffff',
        bgcolor: PALETTE[p % PALETTE.length]!,
      },
      country,
    });
  }
  return list;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A company name not used yet, and the brand part that e-mail and web addresses are made of. */
function companyName(random: SeededRandom, taken: Set<string>): { name: string; brand: string } {
  for (let attempt = 0; ; attempt++) {
    const stem = capitalize(`${random.pick(BRAND_ROOTS)}${random.pick(BRAND_ENDINGS)}`.toLowerCase());
    const family = random.pick(LAST_NAMES);
    const trade = random.pick(TRADES);
    const roll = random.next();
    const candidate =
      roll < 0.45
        ? { name: `${stem}${random.pick(LEGAL_FORMS)}`, brand: stem }
        : roll < 0.65
          ? { name: `${family} ${trade}`, brand: `${family} ${trade}` }
          : roll < 0.8
            ? { name: `${trade} ${family}`, brand: `${trade} ${family}` }
            : { name: `${stem} ${trade}`, brand: `${stem} ${trade}` };
    // Word lists are finite: after many collisions a number keeps names unique at any size.
    const name = attempt < 20 ? candidate.name : `${candidate.name} ${attempt}`;
    if (!taken.has(name)) {
      taken.add(name);
      return { name, brand: attempt < 20 ? candidate.brand : name };
    }
  }
}

function phoneNumber(random: SeededRandom, dialCode: string): string {
  const pair = () => String(random.int(0, 99)).padStart(2, '0');
  if (dialCode === '33') return `+33 ${random.int(1, 5)} ${pair()} ${pair()} ${pair()} ${pair()}`;
  return `+${dialCode} ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

/**
 * Exhibitors with their pavilions, countries, categories and booths. Exhibitors of a pavilion get
 * neighbouring booths, and when there are more booths than exhibitors the extra booths extend the
 * stands of some exhibitors, so every booth has an occupant and every exhibitor a booth.
 */
export function generateExhibitors(
  random: SeededRandom,
  size: DemoSize,
  countries: readonly CountryEntry[],
  categories: CategoryTree,
  booths: readonly Booth[],
): { exhibitors: Exhibitor[]; assets: DemoAsset[] } {
  const groups = pavilions(size, countries);
  const taken = new Set<string>();
  const drafts = Array.from({ length: size.exhibitors }, (_, index) => {
    const pavilion = random.chance(0.4) ? random.pick(groups) : null;
    const country =
      pavilion?.country ?? (random.chance(0.65) ? countries[0]! : random.pick(countries.slice(1)));
    return { index, pavilion, country, ...companyName(random, taken) };
  });
  // Stable sort: pavilion members side by side, the others after them in creation order.
  const byStand = drafts
    .slice()
    .sort((a, b) => (a.pavilion?.group.rank ?? 1e9) - (b.pavilion?.group.rank ?? 1e9));
  const boothsOf = new Map<number, Booth[]>();
  byStand.forEach((draft, position) => {
    const first = Math.floor((position * booths.length) / byStand.length);
    const end = Math.floor(((position + 1) * booths.length) / byStand.length);
    boothsOf.set(draft.index, booths.slice(first, end));
  });

  const assets: DemoAsset[] = [];
  const exhibitors = drafts.map((draft) => {
    const id = numberedId('exh', draft.index);
    const { words } = draft.country;
    const isFrench = words.code === 'FR';
    const town = isFrench ? random.pick(FRENCH_TOWNS) : { city: words.city, postalCode: words.postalCode };
    const slug = slugify(draft.brand);
    const website = `https://www.${slug}.${words.domain}`;
    const color = draft.pavilion?.group.bgcolor ?? random.pick(PALETTE);
    const cats = random.sample(categories.leafIds, random.int(1, 3));
    const activity = categories.leafTitles.get(cats[0]!)!;
    const activityText = { fr: activity.fr.toLowerCase(), en: activity.en.toLowerCase() };
    const stand = boothsOf.get(draft.index)!;
    const logoPath = `logos/${id}.svg`;
    const lump: { [key: string]: JsonValue } = {
      rank: draft.index,
      keywords: localizedText(activity.fr, activity.en),
    };
    if (draft.pavilion) lump.group = draft.pavilion.group;
    if (random.chance(0.35)) {
      lump.social = {
        tw: `https://twitter.com/${slug.replace(/-/g, '')}`,
        fb: `https://www.facebook.com/${slug}`,
        ln: `https://www.linkedin.com/company/${slug}`,
      };
    }
    const item = makeItem('exhibitors', id, {
      title: draft.name,
      logo_file_name: logoPath,
      description: htmlParagraphs(
        fillTemplate(random.pick(EXHIBITOR_PITCHES), { activity: activityText }),
        random.pick(EXHIBITOR_CLOSINGS),
      ),
      address: isFrench
        ? `${random.int(1, 120)} ${random.pick(STREETS)}`
        : `${random.int(1, 300)} Business Park`,
      postal_code: town.postalCode,
      city: town.city,
      phone: phoneNumber(random, words.dialCode),
      email: `contact@${slug}.${words.domain}`,
      website,
      exhibitor_place_text: stand.map((booth) => booth.code).join(', '),
      lump,
    });
    addRef(item, 'cats', 'exhibitor_categories', ...cats);
    addRef(item, 'places', 'places', ...stand.map((booth) => booth.id));
    addRef(item, 'country', 'countries', draft.country.id);
    assets.push(svgAsset(logoPath, logoSvg(draft.name, color, draft.index)));
    return { item, name: draft.name, website, color, boothIds: stand.map((booth) => booth.id) };
  });
  return { exhibitors, assets };
}
