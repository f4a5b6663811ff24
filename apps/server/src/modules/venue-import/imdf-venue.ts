import {
  type LocalPoint,
  openRing,
  polygonCentroid,
  toLocalMetres,
  type UnitKind,
  VENUE_MODEL_VERSION,
  type VenueBuilding,
  type VenueLevel,
  type VenueLink,
  type VenueModel,
  type VenueOpening,
  type VenuePoi,
  type VenueUnit,
} from '@showfloor/core';
import { ImportFileError } from '../import/index.js';
import {
  allPositions,
  boundingBoxCentre,
  type GeoPosition,
  readFeatureCollection,
  type VenueFeature,
} from './geojson-features.js';
import { connectVerticalUnits, linkUnitsThroughOpenings } from './venue-graph-from-units.js';
import type { VenueImportResult } from './venue-import-result.js';
import { firstLabelText, localizedFromLabels } from './venue-labels.js';

/** IMDF 1.0 feature types this importer reads or knowingly ignores (no warning for those). */
const IMDF_FEATURE_TYPES = new Set([
  'venue',
  'building',
  'footprint',
  'level',
  'unit',
  'opening',
  'amenity',
  'anchor',
  'occupant',
  'address',
  'detail',
  'fixture',
  'kiosk',
  'section',
  'geofence',
  'relationship',
  'manifest',
]);

const UNIT_KIND_BY_CATEGORY: Record<string, UnitKind> = {
  stairs: 'stairs',
  elevator: 'lift',
  escalator: 'escalator',
  ramp: 'corridor',
  walkway: 'corridor',
  movingwalkway: 'corridor',
  restroom: 'toilet',
  'restroom.female': 'toilet',
  'restroom.male': 'toilet',
  'restroom.unisex': 'toilet',
  'restroom.family': 'toilet',
  'restroom.transgender': 'toilet',
  'restroom.wheelchair': 'toilet',
  room: 'room',
  classroom: 'room',
  auditorium: 'room',
  laboratory: 'room',
  library: 'room',
  conferenceroom: 'room',
  office: 'room',
  theater: 'room',
  foodservice: 'service',
  firstaid: 'service',
  information: 'service',
  lounge: 'service',
  mailroom: 'service',
  retail: 'booth',
  shop: 'booth',
  unspecified: 'other',
  nonpublic: 'other',
};

/** Reads an IMDF category: `restroom.female` and friends, plus unknown ones as `other`. */
function unitKindOf(category: unknown): UnitKind {
  return typeof category === 'string' ? (UNIT_KIND_BY_CATEGORY[category] ?? 'other') : 'other';
}

function stringProperty(feature: VenueFeature, name: string): string | undefined {
  const value = feature.properties[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function idList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * An IMDF archive (the folder's GeoJSON files, by file name) as a venue model. Lenient: non-standard
 * files and broken features become warnings; only an archive without any level is rejected.
 * `archive` names the folder in messages.
 */
export function parseImdfArchive(files: ReadonlyMap<string, string>, archive: string): VenueImportResult {
  const warnings: string[] = [];
  const byType = new Map<string, VenueFeature[]>();
  for (const name of [...files.keys()].sort()) {
    if (!/\.(geo)?json$/i.test(name)) continue;
    let value: unknown;
    try {
      value = JSON.parse(files.get(name)!.replace(/^\uFEFF/, ''));
    } catch (error) {
      warnings.push(
        `${archive}/${name}: not valid JSON (${error instanceof Error ? error.message : String(error)}), skipped`,
      );
      continue;
    }
    const features = readFeatureCollection(value, `${archive}/${name}`, warnings);
    if (features === undefined) {
      if (name !== 'manifest.json')
        warnings.push(`${archive}/${name}: not a GeoJSON FeatureCollection, skipped`);
      continue;
    }
    const skipped = new Map<string, number>();
    for (const feature of features) {
      const type = feature.featureType ?? name.replace(/\.(geo)?json$/i, '');
      if (!IMDF_FEATURE_TYPES.has(type)) {
        skipped.set(type, (skipped.get(type) ?? 0) + 1);
        continue;
      }
      const list = byType.get(type);
      if (list === undefined) byType.set(type, [feature]);
      else list.push(feature);
    }
    for (const [type, count] of skipped) {
      warnings.push(`${archive}/${name}: ${count} features of non-standard type "${type}" skipped`);
    }
  }
  const features = (type: string): VenueFeature[] => byType.get(type) ?? [];
  if (features('level').length === 0) {
    throw new ImportFileError(archive, 'no IMDF level features: is this an IMDF archive?', 'level.geojson');
  }

  const venueFeature = features('venue')[0];
  const positionsOf = (list: VenueFeature[]): GeoPosition[] =>
    list.flatMap((feature) => (feature.geometry === null ? [] : allPositions(feature.geometry)));
  const origin =
    boundingBoxCentre(positionsOf(features('venue'))) ??
    boundingBoxCentre(positionsOf(features('level'))) ??
    boundingBoxCentre(positionsOf(features('unit')))!;
  const project = (position: readonly number[]): LocalPoint =>
    toLocalMetres(position[0]!, position[1]!, origin);
  const polygonOf = (feature: VenueFeature): LocalPoint[] | undefined => {
    const geometry = feature.geometry;
    if (geometry?.type === 'Polygon') return openRing(geometry.coordinates[0]!.map(project));
    if (geometry?.type === 'MultiPolygon') {
      // The largest part stands for the whole: the model keeps one ring per unit.
      const rings = geometry.coordinates.map((polygon) => openRing(polygon[0]!.map(project)));
      return rings.sort((a, b) => b.length - a.length)[0];
    }
    return undefined;
  };
  const displayPoint = (feature: VenueFeature): LocalPoint | undefined => {
    const point = feature.properties.display_point;
    if (typeof point !== 'object' || point === null || !('coordinates' in point)) return undefined;
    const coordinates = point.coordinates;
    return Array.isArray(coordinates) &&
      typeof coordinates[0] === 'number' &&
      typeof coordinates[1] === 'number'
      ? project(coordinates as number[])
      : undefined;
  };

  const buildings: VenueBuilding[] = features('building').map((feature) => {
    const building: VenueBuilding = { id: feature.id };
    const name = localizedFromLabels(feature.properties.name);
    if (name !== undefined) building.name = name;
    const footprint = features('footprint').find(
      (print) =>
        print.properties.category === 'ground' && idList(print.properties.building_ids).includes(feature.id),
    );
    const outline = footprint === undefined ? undefined : polygonOf(footprint);
    if (outline !== undefined && outline.length >= 3) building.outline = outline;
    return building;
  });
  const levels: VenueLevel[] = [];
  for (const feature of features('level')) {
    const ordinal = feature.properties.ordinal;
    if (typeof ordinal !== 'number' || !Number.isInteger(ordinal)) {
      warnings.push(`${archive}/level.geojson: level ${feature.id} has no integer ordinal, skipped`);
      continue;
    }
    let buildingId = idList(feature.properties.building_ids)[0];
    if (buildingId === undefined || !buildings.some((building) => building.id === buildingId)) {
      buildingId = `${venueFeature?.id ?? 'venue'}-building`;
      if (!buildings.some((building) => building.id === buildingId)) buildings.push({ id: buildingId });
      warnings.push(
        `${archive}/level.geojson: level ${feature.id} names no known building, put in ${buildingId}`,
      );
    }
    const fileName = localizedFromLabels(feature.properties.name);
    // The button shows the short name (`1`, `B2`), else the name; the ordinal only when neither is given.
    const shortName = localizedFromLabels(feature.properties.short_name) ?? fileName;
    const name = fileName ??
      shortName ?? {
        $t: { fr: `Niveau ${ordinal}`, en: `Level ${ordinal}` },
      };
    levels.push({
      id: feature.id,
      buildingId,
      ordinal,
      name,
      ...(shortName === undefined ? {} : { shortName }),
    });
  }
  const levelIds = new Set(levels.map((level) => level.id));

  const units: VenueUnit[] = [];
  for (const feature of features('unit')) {
    const levelId = stringProperty(feature, 'level_id');
    const polygon = polygonOf(feature);
    if (levelId === undefined || !levelIds.has(levelId) || polygon === undefined || polygon.length < 3) {
      warnings.push(`${archive}/unit.geojson: unit ${feature.id} has no known level or no polygon, skipped`);
      continue;
    }
    const unit: VenueUnit = {
      id: feature.id,
      kind: unitKindOf(feature.properties.category),
      levelId,
      polygon,
      centroid: displayPoint(feature) ?? polygonCentroid(polygon),
    };
    const name = localizedFromLabels(feature.properties.name);
    if (name !== undefined) unit.name = name;
    // IMDF rooms carry their number as alt_name ("329"); stairs carry a word there, not a code.
    const code = firstLabelText(feature.properties.alt_name);
    if (code !== undefined && code.length <= 12 && /\d/.test(code)) unit.code = code;
    units.push(unit);
  }
  const unitsById = new Map(units.map((unit) => [unit.id, unit]));

  const openings: VenueOpening[] = [];
  for (const feature of features('opening')) {
    const levelId = stringProperty(feature, 'level_id');
    const geometry = feature.geometry;
    if (levelId === undefined || !levelIds.has(levelId) || geometry?.type !== 'LineString') {
      warnings.push(
        `${archive}/opening.geojson: opening ${feature.id} has no known level or no line, skipped`,
      );
      continue;
    }
    const segment: [LocalPoint, LocalPoint] = [
      project(geometry.coordinates[0]!),
      project(geometry.coordinates.at(-1)!),
    ];
    openings.push({ id: feature.id, levelId, segment, unitIds: [], isStepFree: true });
  }

  const pois: VenuePoi[] = [];
  for (const feature of features('amenity')) {
    const unit = idList(feature.properties.unit_ids)
      .map((id) => unitsById.get(id))
      .find((candidate) => candidate !== undefined);
    if (unit === undefined || feature.geometry?.type !== 'Point') {
      warnings.push(`${archive}/amenity.geojson: amenity ${feature.id} is in no known unit, skipped`);
      continue;
    }
    const poi: VenuePoi = {
      id: feature.id,
      levelId: unit.levelId,
      category: String(feature.properties.category ?? 'amenity'),
      position: project(feature.geometry.coordinates),
      unitId: unit.id,
    };
    const name = localizedFromLabels(feature.properties.name);
    if (name !== undefined) poi.name = name;
    pois.push(poi);
  }
  const anchors = new Map(features('anchor').map((anchor) => [anchor.id, anchor]));
  for (const feature of features('occupant')) {
    const anchor = anchors.get(stringProperty(feature, 'anchor_id') ?? '');
    const unit = anchor === undefined ? undefined : unitsById.get(stringProperty(anchor, 'unit_id') ?? '');
    if (anchor?.geometry?.type !== 'Point' || unit === undefined) {
      warnings.push(
        `${archive}/occupant.geojson: occupant ${feature.id} has no anchor in a known unit, skipped`,
      );
      continue;
    }
    const poi: VenuePoi = {
      id: feature.id,
      levelId: unit.levelId,
      category: `occupant:${String(feature.properties.category ?? 'unspecified')}`,
      position: project(anchor.geometry.coordinates),
      unitId: unit.id,
    };
    const name = localizedFromLabels(feature.properties.name);
    if (name !== undefined) poi.name = name;
    pois.push(poi);
  }

  const graph = linkUnitsThroughOpenings(units, openings, warnings, archive);
  // Amenities of category stairs/elevator list the stair units they serve, on several levels.
  const declaredPairs = features('amenity').map((feature) => idList(feature.properties.unit_ids));
  connectVerticalUnits(graph, units, levels, declaredPairs);

  const links: VenueLink[] = units
    .filter((unit) => unit.name !== undefined || unit.code !== undefined)
    .map((unit) => ({
      placeOriginalId: unit.id,
      ...(unit.code === undefined ? {} : { boothCode: unit.code }),
      unitId: unit.id,
    }));
  const venueName =
    venueFeature === undefined ? undefined : localizedFromLabels(venueFeature.properties.name);
  const venue: VenueModel = {
    version: VENUE_MODEL_VERSION,
    id: venueFeature?.id ?? archive,
    ...(venueName === undefined ? {} : { name: venueName }),
    origin,
    buildings,
    levels,
    units,
    openings,
    pois,
    graph: graph.build(),
    links,
  };
  return { file: archive, format: 'imdf', venue, warnings };
}
