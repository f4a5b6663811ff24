import {
  type Language,
  type Localized,
  locationCodeUnits,
  locationCodeUrl,
  type UnitKind,
  type VenueModel,
} from '@showfloor/core';
import type { PublishedVenue } from './published-venue.js';

/** A text of a printed card in both languages of the show. */
export type Bilingual = Record<Language, string>;

/** One printed location code: what the QR code carries and what is written around it. */
export interface LocationCard {
  unitId: string;
  kind: UnitKind;
  /** The link the QR code carries (core's `locationCodeUrl`). */
  url: string;
  name: Bilingual;
  level: Bilingual;
  building: Bilingual;
}

/** Names for units the venue leaves unnamed (generated halls name only entrances). */
const KIND_NAMES: Partial<Record<UnitKind, Bilingual>> = {
  entrance: { fr: 'Entrée', en: 'Entrance' },
  lift: { fr: 'Ascenseur', en: 'Lift' },
  stairs: { fr: 'Escalier', en: 'Stairs' },
  escalator: { fr: 'Escalator', en: 'Escalator' },
  service: { fr: 'Point service', en: 'Service point' },
  toilet: { fr: 'Toilettes', en: 'Toilets' },
};

function textOf(name: Localized | undefined, language: Language): string | undefined {
  const text = name?.$t[language]?.trim();
  return text === '' ? undefined : text;
}

/** Names of one venue element in both languages, each language falling back to the other. */
function bilingual(names: Record<Language, Localized | undefined>, fallback: Bilingual): Bilingual {
  const fr = textOf(names.fr, 'fr');
  const en = textOf(names.en, 'en');
  return { fr: fr ?? en ?? fallback.fr, en: en ?? fr ?? fallback.en };
}

function byId<T extends { id: string }>(list: readonly T[]): Map<string, T> {
  return new Map(list.map((entry) => [entry.id, entry]));
}

/**
 * The cards of a published venue, in core's order (building, level, unit id), so the sheet lists
 * a level's codes together and the organiser sticks them floor by floor.
 */
export function locationCodeCards(published: PublishedVenue, publicUrl: string): LocationCard[] {
  const { fr, en } = published.byLanguage;
  const english = { units: byId(en.units), levels: byId(en.levels), buildings: byId(en.buildings) };
  const french = { levels: byId(fr.levels), buildings: byId(fr.buildings) };
  return locationCodeUnits(fr).map((unit) => {
    const level = french.levels.get(unit.levelId);
    const buildingId = level?.buildingId ?? '';
    const kindName = KIND_NAMES[unit.kind] ?? { fr: unit.id, en: unit.id };
    const codeSuffix = unit.code === undefined ? '' : ` ${unit.code}`;
    return {
      unitId: unit.id,
      kind: unit.kind,
      url: locationCodeUrl(publicUrl, unit.id),
      name: bilingual(
        { fr: unit.name, en: english.units.get(unit.id)?.name },
        { fr: kindName.fr + codeSuffix, en: kindName.en + codeSuffix },
      ),
      level: bilingual(
        { fr: level?.name, en: english.levels.get(unit.levelId)?.name },
        { fr: unit.levelId, en: unit.levelId },
      ),
      building: bilingual(
        { fr: french.buildings.get(buildingId)?.name, en: english.buildings.get(buildingId)?.name },
        { fr: buildingId, en: buildingId },
      ),
    };
  });
}

/** The venue's own name in both languages, for the sheet's title. */
export function venueTitle(published: PublishedVenue): Bilingual {
  const { fr, en }: Record<Language, VenueModel> = published.byLanguage;
  return bilingual({ fr: fr.name, en: en.name }, { fr: published.venueId, en: published.venueId });
}
