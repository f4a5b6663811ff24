import type { Localized, VenueLevel } from '@showfloor/core';
import type { VenueFeature } from './geojson-features.js';
import { localizedFromLabels } from './venue-labels.js';

/** A level as the OSM file tags it on its `indoor=level` feature (Simple Indoor Tagging). */
export interface OsmLevelFeature {
  feature: VenueFeature;
  /** The feature's `level` values, whole numbers. */
  levels: readonly number[];
}

/**
 * The venue's levels, named as the file names them: `level_name` or `name` of the `indoor=level`
 * feature of that level (one level only; a feature spanning several names none of them), the button
 * label from its `level:ref` (else that name). A level the file does not name gets `Level 2` and no
 * button label: the button shows its ordinal.
 */
export function osmLevels(
  ordinals: readonly number[],
  indoor: readonly OsmLevelFeature[],
  buildingId: string,
  idOf: (ordinal: number) => string,
): VenueLevel[] {
  const named = new Map<number, { name?: Localized; shortName?: Localized }>();
  for (const { feature, levels } of indoor) {
    const [ordinal, ...others] = levels;
    if (feature.properties.indoor !== 'level' || ordinal === undefined || others.length > 0) continue;
    if (named.has(ordinal)) continue;
    const name =
      localizedFromLabels(feature.properties.level_name) ?? localizedFromLabels(feature.properties.name);
    const shortName = localizedFromLabels(feature.properties['level:ref']) ?? name;
    named.set(ordinal, {
      ...(name === undefined ? {} : { name }),
      ...(shortName === undefined ? {} : { shortName }),
    });
  }
  return ordinals.map((ordinal) => {
    const { name, shortName } = named.get(ordinal) ?? {};
    return {
      id: idOf(ordinal),
      buildingId,
      ordinal,
      name: name ?? shortName ?? { $t: { fr: `Niveau ${ordinal}`, en: `Level ${ordinal}` } },
      ...(shortName === undefined ? {} : { shortName }),
    };
  });
}
