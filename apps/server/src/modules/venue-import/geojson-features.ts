import { z } from 'zod';

const position = z.tuple([z.number(), z.number()]).rest(z.number());
const lineCoordinates = z.array(position).min(2);
const ringCoordinates = z.array(position).min(4);

export const geoJsonGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('LineString'), coordinates: lineCoordinates }),
  z.object({ type: z.literal('MultiLineString'), coordinates: z.array(lineCoordinates) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ringCoordinates).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ringCoordinates).min(1)).min(1) }),
]);
export type GeoJsonGeometry = z.infer<typeof geoJsonGeometrySchema>;
export type GeoPosition = [lon: number, lat: number];

/** A feature as the venue importers read it; `featureType` is IMDF's member (top level or in properties). */
export interface VenueFeature {
  id: string;
  featureType?: string;
  geometry: GeoJsonGeometry | null;
  properties: Record<string, unknown>;
}

const featureSchema = z.object({
  type: z.literal('Feature'),
  id: z.union([z.string(), z.number()]).optional(),
  feature_type: z.string().optional(),
  geometry: z.unknown(),
  properties: z.record(z.string(), z.unknown()).nullable().optional(),
});

const collectionSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) });

/**
 * Reads the features of a FeatureCollection one by one: a feature with a broken geometry keeps its
 * properties (geometry null) and adds a warning, so one bad polygon never loses a whole file.
 * Returns undefined when the value is not a FeatureCollection at all.
 */
export function readFeatureCollection(
  value: unknown,
  file: string,
  warnings: string[],
): VenueFeature[] | undefined {
  const collection = collectionSchema.safeParse(value);
  if (!collection.success) return undefined;
  const features: VenueFeature[] = [];
  collection.data.features.forEach((raw, index) => {
    const feature = featureSchema.safeParse(raw);
    if (!feature.success) {
      warnings.push(`${file}: features[${index}] is not a GeoJSON feature, skipped`);
      return;
    }
    const properties = feature.data.properties ?? {};
    const id = feature.data.id ?? properties.id;
    const featureId = typeof id === 'string' || typeof id === 'number' ? String(id) : `${file}#${index}`;
    let geometry: GeoJsonGeometry | null = null;
    if (feature.data.geometry !== null && feature.data.geometry !== undefined) {
      const parsed = geoJsonGeometrySchema.safeParse(feature.data.geometry);
      if (parsed.success) geometry = parsed.data;
      else warnings.push(`${file}: feature ${featureId} has an unreadable geometry, kept without it`);
    }
    const featureType = feature.data.feature_type ?? properties.feature_type;
    features.push({
      id: featureId,
      ...(typeof featureType === 'string' ? { featureType } : {}),
      geometry,
      properties,
    });
  });
  return features;
}

/** A representative position of any geometry: the point, the first vertex otherwise. */
export function anchorPosition(geometry: GeoJsonGeometry): GeoPosition {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates[0], geometry.coordinates[1]];
    case 'LineString':
      return [geometry.coordinates[0]![0], geometry.coordinates[0]![1]];
    case 'MultiLineString':
    case 'Polygon':
      return [geometry.coordinates[0]![0]![0], geometry.coordinates[0]![0]![1]];
    case 'MultiPolygon':
      return [geometry.coordinates[0]![0]![0]![0], geometry.coordinates[0]![0]![0]![1]];
  }
}

/** Every position of a geometry, to size the venue. */
export function allPositions(geometry: GeoJsonGeometry): GeoPosition[] {
  const toPosition = (coordinates: number[]): GeoPosition => [coordinates[0]!, coordinates[1]!];
  switch (geometry.type) {
    case 'Point':
      return [toPosition(geometry.coordinates)];
    case 'LineString':
      return geometry.coordinates.map(toPosition);
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat().map(toPosition);
    case 'MultiPolygon':
      return geometry.coordinates.flat(2).map(toPosition);
  }
}

/** Centre of the bounding box of many positions: the origin of the venue's local metres. */
export function boundingBoxCentre(
  positions: readonly GeoPosition[],
): { lon: number; lat: number } | undefined {
  if (positions.length === 0) return undefined;
  let minLon = Number.POSITIVE_INFINITY;
  let maxLon = Number.NEGATIVE_INFINITY;
  let minLat = Number.POSITIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  for (const [lon, lat] of positions) {
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  return { lon: (minLon + maxLon) / 2, lat: (minLat + maxLat) / 2 };
}
