import { type JsonValue, localizedText, type SourceItem } from '@showfloor/core';
import type { DemoAsset } from './demo-show.js';
import type { CountryEntry } from './generate-countries.js';
import type { Exhibitor } from './generate-exhibitors.js';
import type { SeededRandom } from './seeded-random.js';
import {
  bilingual,
  fillTemplate,
  htmlParagraphs,
  makeItem,
  numberedId,
  slugify,
} from './source-item-builder.js';
import { avatarSvg, PALETTE, svgAsset } from './svg-assets.js';
import type { Bilingual } from './words/bilingual.js';
import {
  BIOGRAPHY_SENTENCES,
  FEMALE_FIRST_NAMES,
  INSTITUTIONS,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  POSITIONS,
} from './words/people-words.js';

export interface Speaker {
  item: SourceItem;
  /** "S. Martin", how paper author lists cite people. */
  citation: string;
}

const SPEAKER_TYPES: readonly Bilingual[] = [
  { fr: 'Intervenant', en: 'Speaker' },
  { fr: 'Expert', en: 'Expert' },
  { fr: 'Universitaire', en: 'Academic' },
];

/**
 * The displayed speaker title of spec core §3: civility (omitted for Monsieur and Madame), then the
 * last name, then ', first name'.
 */
export function speakerTitle(civility: string, lastname: string, firstname: string): string {
  const prefix = civility === 'Monsieur' || civility === 'Madame' ? '' : `${civility} `;
  return `${prefix}${lastname}, ${firstname}`;
}

export function generateSpeakers(
  random: SeededRandom,
  count: number,
  exhibitors: readonly Exhibitor[],
  countries: readonly CountryEntry[],
): { speakers: Speaker[]; assets: DemoAsset[] } {
  const assets: DemoAsset[] = [];
  const speakers = Array.from({ length: count }, (_, index) => {
    const id = numberedId('spk', index);
    const isFemale = random.chance(0.5);
    const firstname = random.pick(isFemale ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastname = random.pick(LAST_NAMES);
    const roll = random.next();
    const civility = roll < 0.7 ? (isFemale ? 'Madame' : 'Monsieur') : roll < 0.9 ? 'Dr' : 'Pr';
    const organisation = random.chance(0.5) ? random.pick(exhibitors).name : random.pick(INSTITUTIONS);
    const positionWords = random.pick(POSITIONS);
    const position = { fr: isFemale ? positionWords.frFeminine : positionWords.fr, en: positionWords.en };
    const country = random.chance(0.6) ? countries[0]! : random.pick(countries);
    const fullName = `${firstname} ${lastname}`;
    const [first, second] = random.sample(BIOGRAPHY_SENTENCES, 2);
    // Any sentence may come first or second: both get every value a sentence may ask for.
    const sentenceValues = {
      name: fullName,
      organisation,
      position: { fr: position.fr.toLowerCase(), en: position.en.toLowerCase() },
    };
    const biography = htmlParagraphs(
      fillTemplate(first!, sentenceValues),
      fillTemplate(second!, sentenceValues),
    );
    const photoPath = `speakers/${id}.svg`;
    const lump: { [key: string]: JsonValue } = {
      Type: bilingual(random.pick(SPEAKER_TYPES)),
    };
    if (random.chance(0.4))
      lump.social = { ln: `https://www.linkedin.com/in/${slugify(fullName)}-${index + 1}` };
    const item = makeItem('speakers', id, {
      title: speakerTitle(civility, lastname, firstname),
      lastname,
      firstname,
      civility,
      organisation,
      position: localizedText(position.fr, position.en),
      country: localizedText(country.words.fr, country.words.en),
      biography,
      photo: photoPath,
      lump,
    });
    const initials = `${firstname.charAt(0)}${lastname.charAt(0)}`;
    assets.push(svgAsset(photoPath, avatarSvg(initials, PALETTE[index % PALETTE.length]!)));
    return { item, citation: `${firstname.charAt(0)}. ${lastname}` };
  });
  return { speakers, assets };
}
