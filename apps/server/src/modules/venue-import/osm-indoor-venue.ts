import {
  type EdgeKind,
  isPointInPolygon,
  type Localized,
  type LocalPoint,
  openRing,
  polygonCentroid,
  toLocalMetres,
  type UnitKind,
  VENUE_MODEL_VERSION,
  type VenueLevel,
  type VenueLink,
  type VenueModel,
  type VenuePoi,
  type VenueUnit,
  WalkGraphBuilder,
} from '@showfloor/core';
import { ImportFileError } from '../import/index.js';
import {
  allPositions,
  boundingBoxCentre,
  readFeatureCollection,
  type VenueFeature,
} from './geojson-features.js';
import { osmLevels } from './osm-level-names.js';
import { parseLevelTag } from './osm-level-tag.js';
import { facilityUnitsOfPoints, type LeveledPoint } from './osm-point-facilities.js';
import { linkUnitsToWalkways } from './osm-walkway-links.js';
import type { VenueImportResult } from './venue-import-result.js';
import { localizedFromLabels } from './venue-labels.js';

/** Ways people walk on; roads, rails and service lanes are left out. */
const WALKWAY_HIGHWAYS = new Set(['footway', 'steps', 'corridor', 'pedestrian', 'path', 'elevator']);
/** Metres a lift adds per storey (cabin travel), on top of nothing planar. */
const LIFT_CLIMB_PER_STOREY_M = 4;
/** A lift point is joined to the nearest walkway vertex of its level within this distance. */
const LIFT_LINK_MAX_M = 40;

function tag(feature: VenueFeature, key: string): string | undefined {
  const value = feature.properties[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function unitKindOf(feature: VenueFeature): UnitKind {
  const indoor = tag(feature, 'indoor');
  if (tag(feature, 'amenity') === 'toilets') return 'toilet';
  if (tag(feature, 'shop') !== undefined) return 'booth';
  if (indoor === 'room') return 'room';
  return 'corridor';
}

function levelId(level: number): string {
  return `level:${level}`;
}

/**
 * An OSM Simple Indoor Tagging export (osmtogeojson GeoJSON) as a venue model. Features without a
 * `level` tag are outdoor context and are skipped; rooms, areas and corridors become units; walkable
 * ways (footways, steps, escalators, travelators) and elevator points become the graph. See
 * docs/venue-import.md for how levels of multi-level ways are worked out.
 */
export function parseOsmIndoorGeoJson(text: string, file: string): VenueImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportFileError(
      file,
      `the JSON is malformed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const warnings: string[] = [];
  const features = readFeatureCollection(value, file, warnings);
  if (features === undefined) throw new ImportFileError(file, 'not a GeoJSON FeatureCollection', 'type');

  const indoor: { feature: VenueFeature; levels: number[] }[] = [];
  const unleveledShops: VenueFeature[] = [];
  let outdoor = 0;
  for (const feature of features) {
    const levels = parseLevelTag(feature.properties.level);
    if (levels === undefined && feature.geometry?.type === 'Point' && tag(feature, 'shop') !== undefined) {
      unleveledShops.push(feature);
      continue;
    }
    if (levels === undefined || feature.geometry === null) {
      if (feature.properties.level !== undefined && feature.geometry !== null) {
        warnings.push(
          `${file}: ${feature.id} has an unreadable level "${String(feature.properties.level)}", skipped`,
        );
      }
      outdoor += 1;
      continue;
    }
    if (levels.some((level) => !Number.isInteger(level))) {
      warnings.push(`${file}: ${feature.id} is on a half level (${levels.join(';')}), rounded`);
    }
    indoor.push({ feature, levels: [...new Set(levels.map(Math.round))] });
  }
  if (indoor.length === 0)
    throw new ImportFileError(file, 'no feature has a level tag: not an indoor map', 'properties.level');

  const origin = boundingBoxCentre(indoor.flatMap(({ feature }) => allPositions(feature.geometry!)))!;
  const project = (position: readonly number[]): LocalPoint =>
    toLocalMetres(position[0]!, position[1]!, origin);
  const allLevels = [...new Set(indoor.flatMap(({ levels }) => levels))].sort((a, b) => a - b);
  const mall = features.find(
    (feature) => tag(feature, 'shop') === 'mall' || tag(feature, 'building') !== undefined,
  );
  const buildingId = mall?.id ?? 'building';
  const buildingName = localizedFromLabels(mall?.properties.name);
  const levels: VenueLevel[] = osmLevels(allLevels, indoor, buildingId, levelId);

  const units: VenueUnit[] = [];
  const pois: VenuePoi[] = [];
  const graph = new WalkGraphBuilder();
  const vertexId = (level: number, position: readonly number[]): string =>
    `v:${level}:${position[0]!.toFixed(7)},${position[1]!.toFixed(7)}`;
  const multiLevelWays: { feature: VenueFeature; levels: number[]; coordinates: number[][] }[] = [];

  for (const { feature, levels: featureLevels } of indoor) {
    const geometry = feature.geometry!;
    const indoorTag = tag(feature, 'indoor');
    if (
      geometry.type === 'Polygon' &&
      indoorTag !== undefined &&
      indoorTag !== 'column' &&
      indoorTag !== 'wall'
    ) {
      if (featureLevels.length > 1)
        warnings.push(
          `${file}: ${feature.id} spans levels ${featureLevels.join(';')}, kept on ${featureLevels[0]}`,
        );
      const polygon = openRing(geometry.coordinates[0]!.map(project));
      if (polygon.length < 3) continue;
      const unit: VenueUnit = {
        id: feature.id,
        kind: unitKindOf(feature),
        levelId: levelId(featureLevels[0]!),
        polygon,
        centroid: polygonCentroid(polygon),
      };
      const name = localizedFromLabels(feature.properties.name);
      if (name !== undefined) unit.name = name;
      const ref = tag(feature, 'ref');
      if (ref !== undefined) unit.code = ref;
      units.push(unit);
      continue;
    }
    const highway = tag(feature, 'highway');
    if (geometry.type === 'LineString' && highway !== undefined && WALKWAY_HIGHWAYS.has(highway)) {
      if (featureLevels.length > 1) {
        multiLevelWays.push({ feature, levels: featureLevels, coordinates: geometry.coordinates });
        continue;
      }
      const level = featureLevels[0]!;
      const kind: EdgeKind = highway === 'steps' ? 'stairs' : 'walk';
      geometry.coordinates.forEach((position, index) => {
        const [x, y] = project(position);
        graph.addNode(vertexId(level, position), levelId(level), x, y);
        if (index > 0)
          graph.addEdge(vertexId(level, geometry.coordinates[index - 1]!), vertexId(level, position), kind);
      });
      continue;
    }
    if (
      geometry.type === 'Point' &&
      (tag(feature, 'shop') !== undefined || tag(feature, 'amenity') !== undefined)
    ) {
      const category =
        tag(feature, 'shop') !== undefined
          ? `shop:${tag(feature, 'shop')}`
          : `amenity:${tag(feature, 'amenity')}`;
      const poi: VenuePoi = {
        id: feature.id,
        levelId: levelId(featureLevels[0]!),
        category,
        position: project(geometry.coordinates),
      };
      const name = localizedFromLabels(feature.properties.name);
      if (name !== undefined) poi.name = name;
      pois.push(poi);
    }
  }

  // Many shops are mapped as a bare point without level inside their room: they take the room's level.
  for (const feature of unleveledShops) {
    if (feature.geometry?.type !== 'Point') continue;
    const position = project(feature.geometry.coordinates);
    const room = units.find((unit) => isPointInPolygon(position, unit.polygon));
    if (room === undefined) {
      outdoor += 1;
      continue;
    }
    const poi: VenuePoi = {
      id: feature.id,
      levelId: room.levelId,
      category: `shop:${tag(feature, 'shop')}`,
      position,
    };
    const name = localizedFromLabels(feature.properties.name);
    if (name !== undefined) poi.name = name;
    pois.push(poi);
  }
  if (outdoor > 0)
    warnings.push(`${file}: ${outdoor} features without a level tag (outdoor context) skipped`);

  for (const way of multiLevelWays) addMultiLevelWay(graph, way, project, vertexId, warnings, file);
  const points: LeveledPoint[] = [];
  for (const { feature, levels: pointLevels } of indoor) {
    if (feature.geometry?.type !== 'Point') continue;
    const position = project(feature.geometry.coordinates);
    if (tag(feature, 'highway') !== 'elevator') {
      points.push({ feature, levels: pointLevels, position });
      continue;
    }
    // "0;2" on a lift is read as a range, as map-gl-indoor does: a mall lift skipping floor 1 is not a thing.
    const served = allLevels.filter(
      (level) => level >= pointLevels[0]! && level <= pointLevels[pointLevels.length - 1]!,
    );
    addLift(graph, feature.id, served, position, warnings, file);
    points.push({ feature, levels: served, position });
  }
  units.push(...facilityUnitsOfPoints(points, units, levelId));
  for (const feature of features) {
    if (
      feature.geometry?.type === 'Point' &&
      tag(feature, 'highway') === 'elevator' &&
      feature.properties.level === undefined
    ) {
      warnings.push(`${file}: elevator ${feature.id} has no level tag, left out of routing`);
    }
  }

  const doors = points.flatMap(({ feature, levels: doorLevels, position }) =>
    tag(feature, 'door') !== undefined ||
    tag(feature, 'indoor') === 'door' ||
    tag(feature, 'entrance') !== undefined
      ? doorLevels.map((level) => ({ id: `${feature.id}@${level}`, levelId: levelId(level), position }))
      : [],
  );
  linkUnitsToWalkways(graph, units, warnings, file, doors);

  const links: VenueLink[] = [];
  for (const poi of pois) {
    const unit = units.find(
      (candidate) => candidate.levelId === poi.levelId && isPointInPolygon(poi.position, candidate.polygon),
    );
    if (unit === undefined) continue;
    poi.unitId = unit.id;
    // A shop inside a room makes that room its stand: named after it, reachable as a booth.
    if (poi.category.startsWith('shop:') && unit.kind === 'room') unit.kind = 'booth';
    if (unit.name === undefined && poi.name !== undefined) unit.name = poi.name;
    links.push({ placeOriginalId: poi.id, unitId: unit.id });
  }
  for (const unit of units) {
    if (unit.name !== undefined || unit.code !== undefined) {
      links.push({
        placeOriginalId: unit.id,
        ...(unit.code === undefined ? {} : { boothCode: unit.code }),
        unitId: unit.id,
      });
    }
  }

  const venue: VenueModel = {
    version: VENUE_MODEL_VERSION,
    id: buildingId,
    ...(buildingName === undefined ? {} : { name: buildingName }),
    origin,
    buildings: [
      { id: buildingId, ...(buildingName === undefined ? {} : { name: buildingName as Localized }) },
    ],
    levels,
    units,
    openings: [],
    pois,
    graph: graph.build(),
    links,
  };
  return { file, format: 'osm-simple-indoor', venue, warnings };
}

/**
 * Steps, escalators and travelators tagged with several levels (`0;2`): one edge from the lower to
 * the upper level. Which end is lower: `incline=up` says the way climbs in its direction, `down`
 * the opposite; without incline, the end that touches a walkway of the lower level is the lower end.
 */
function addMultiLevelWay(
  graph: WalkGraphBuilder,
  way: { feature: VenueFeature; levels: number[]; coordinates: number[][] },
  project: (position: readonly number[]) => LocalPoint,
  vertexId: (level: number, position: readonly number[]) => string,
  warnings: string[],
  file: string,
): void {
  const low = way.levels[0]!;
  const high = way.levels[way.levels.length - 1]!;
  const first = way.coordinates[0]!;
  const last = way.coordinates[way.coordinates.length - 1]!;
  const incline = tag(way.feature, 'incline');
  const startsLow =
    incline === 'up' ? true : incline === 'down' ? false : graph.node(vertexId(low, last)) === undefined;
  const [lowEnd, highEnd] = startsLow ? [first, last] : [last, first];
  const conveying = tag(way.feature, 'conveying');
  const isSteps = tag(way.feature, 'highway') === 'steps';
  const isMoving = conveying !== undefined && conveying !== 'no';
  // highway=steps + conveying is an escalator; a footway across levels is a ramp or a travelator.
  const kind: EdgeKind = isSteps ? (isMoving ? 'escalator' : 'stairs') : 'ramp';
  const lowPoint = project(lowEnd);
  const highPoint = project(highEnd);
  graph.addNode(vertexId(low, lowEnd), levelId(low), lowPoint[0], lowPoint[1]);
  graph.addNode(vertexId(high, highEnd), levelId(high), highPoint[0], highPoint[1]);
  let length = 0;
  for (let i = 1; i < way.coordinates.length; i++) {
    const a = project(way.coordinates[i - 1]!);
    const b = project(way.coordinates[i]!);
    length += Math.hypot(a[0] - b[0], a[1] - b[1]);
  }
  // forward runs in the way's drawing direction, backward against it.
  const runsUp = conveying === 'forward' ? startsLow : conveying === 'backward' ? !startsLow : undefined;
  const [from, to] =
    runsUp === false
      ? [vertexId(high, highEnd), vertexId(low, lowEnd)]
      : [vertexId(low, lowEnd), vertexId(high, highEnd)];
  if (!graph.addEdge(from, to, kind, { length, ...(runsUp === undefined ? {} : { oneWay: true }) })) {
    warnings.push(`${file}: ${way.feature.id} joins no walkway, left out of routing`);
  }
}

/** One node per served level at the lift's position, joined by lift edges and to each level's walkways. */
function addLift(
  graph: WalkGraphBuilder,
  id: string,
  levels: number[],
  position: LocalPoint,
  warnings: string[],
  file: string,
): void {
  const stops = levels.map((level) => {
    const nearest = graph.nearest(levelId(level), position[0], position[1], LIFT_LINK_MAX_M, (node) =>
      node.id.startsWith('v:'),
    );
    const stop = graph.addNode(`lift:${id}:${level}`, levelId(level), position[0], position[1]);
    if (nearest === undefined)
      warnings.push(`${file}: elevator ${id} has no walkway near it on level ${level}`);
    else graph.addEdge(stop.id, nearest.id, 'walk');
    return { level, id: stop.id };
  });
  for (let i = 1; i < stops.length; i++) {
    const storeys = stops[i]!.level - stops[i - 1]!.level;
    graph.addEdge(stops[i - 1]!.id, stops[i]!.id, 'lift', { length: LIFT_CLIMB_PER_STOREY_M * storeys });
  }
}
