import { z } from 'zod/mini';
import { ChangedBy } from './changed-by.js';
import { IdParam, requireSomeField, SafeString } from './primitives.js';

/**
 * Constraint layers (docs/decisions/194-gis-import-constraint-layers.md): reference features
 * imported from GIS files (roads, railways, power lines, nature areas, safeguarding zones) kept
 * with a project, shown on the planner's map. They are not planner objects: nobody edits their
 * features, and the public viewer never gets them.
 *
 * The features travel as GeoJSON text (`geojson`), read by `readConstraintGeoJson` below rather
 * than by a zod schema: the limit is on that text, the reader names the broken feature, and
 * neither side walks 5 MB of coordinates through a schema (whose union code would also join
 * every page's first load).
 */

/** At most this many features in one layer (400 beyond). */
export const CONSTRAINT_LAYER_MAX_FEATURES = 5_000;
/** At most this many bytes of the layer's GeoJSON (UTF-8) in one layer (413 beyond). */
export const CONSTRAINT_LAYER_MAX_BYTES = 5_000_000;
/** At most this many layers per project (400 beyond). */
export const CONSTRAINT_LAYERS_MAX = 20;
/**
 * The request body's limit: the layer's GeoJSON as a JSON string (quotes escaped), its name and
 * colour, so that a layer just over its limit is refused in the layer's own words.
 */
export const CONSTRAINT_LAYER_MAX_BODY_BYTES = 6_000_000;

/** The colour a new layer is drawn in unless the import chooses one. */
export const CONSTRAINT_LAYER_DEFAULT_COLOUR = '#7c3aed';

export type ConstraintPosition = number[];
export type ConstraintGeometry =
  | { type: 'Point'; coordinates: ConstraintPosition }
  | { type: 'MultiPoint'; coordinates: ConstraintPosition[] }
  | { type: 'LineString'; coordinates: ConstraintPosition[] }
  | { type: 'MultiLineString'; coordinates: ConstraintPosition[][] }
  | { type: 'Polygon'; coordinates: ConstraintPosition[][] }
  | { type: 'MultiPolygon'; coordinates: ConstraintPosition[][][] };

/** An attribute of a feature as the file held it (an empty one is left out). */
export type ConstraintAttribute = string | number | boolean;

export type ConstraintFeature = {
  type: 'Feature';
  geometry: ConstraintGeometry;
  properties: Record<string, ConstraintAttribute>;
};
export type ConstraintFeatureCollection = { type: 'FeatureCollection'; features: ConstraintFeature[] };

/** How deep each geometry's positions lie in its coordinates. */
const DEPTHS: Record<ConstraintGeometry['type'], number> = {
  Point: 0,
  MultiPoint: 1,
  LineString: 1,
  MultiLineString: 2,
  Polygon: 2,
  MultiPolygon: 3,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why the coordinates are not positions in WGS84 at this depth, or null. */
function coordinatesProblem(value: unknown, depth: number): string | null {
  if (!Array.isArray(value)) return 'its coordinates are not a list';
  if (depth === 0) {
    if (
      value.length < 2 ||
      value.length > 3 ||
      !value.every((n) => typeof n === 'number' && Number.isFinite(n))
    )
      return 'a position is not [longitude, latitude] in numbers';
    const [longitude, latitude] = value as number[];
    if (!(longitude! >= -180 && longitude! <= 180)) return `${longitude} is not a longitude (-180 to 180)`;
    if (!(latitude! >= -90 && latitude! <= 90)) return `${latitude} is not a latitude (-90 to 90)`;
    return null;
  }
  for (const member of value) {
    const problem = coordinatesProblem(member, depth - 1);
    if (problem) return problem;
  }
  return null;
}

/** Why a geometry cannot be a constraint feature (WGS84; lines of 2 positions, closed rings of 4), or null. */
function geometryProblem(geometry: unknown): string | null {
  if (!isRecord(geometry)) return 'it has no geometry';
  const type = geometry.type as ConstraintGeometry['type'];
  const depth = DEPTHS[type];
  if (typeof type !== 'string' || depth === undefined)
    return 'its geometry is not a Point, LineString, Polygon or one of their Multi forms';
  const problem = coordinatesProblem(geometry.coordinates, depth);
  if (problem) return problem;
  const coordinates = geometry.coordinates as unknown[];
  const lines = (
    type === 'LineString' ? [coordinates] : type === 'MultiLineString' ? coordinates : []
  ) as unknown[][];
  if (lines.some((line) => line.length < 2)) return 'a line needs at least 2 positions';
  const polygons = (
    type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' ? coordinates : []
  ) as unknown[][][];
  if (polygons.some((rings) => rings.length === 0)) return 'a polygon needs its outline';
  if (polygons.some((rings) => rings.some((ring) => ring.length < 4)))
    return 'a polygon ring needs at least 4 positions (closed)';
  return null;
}

/** Why a feature's attributes cannot be kept, or null. */
function attributesProblem(properties: unknown): string | null {
  if (properties === undefined || properties === null) return null;
  if (!isRecord(properties)) return 'its properties are not an object';
  for (const [key, value] of Object.entries(properties)) {
    const name = key.slice(0, 40);
    if (key.length > 200) return 'an attribute name is longer than 200 characters';
    if (
      typeof value === 'number'
        ? !Number.isFinite(value)
        : typeof value !== 'string' && typeof value !== 'boolean'
    )
      return `its attribute "${name}" is not a text, a number or yes/no`;
    if (typeof value === 'string' && value.includes('\u0000'))
      return `its attribute "${name}" contains a NUL character`;
  }
  return null;
}

/**
 * A constraint layer's GeoJSON read and checked: a FeatureCollection of 1 to 5,000 features in
 * WGS84 longitude, latitude, each a Point, LineString, Polygon or Multi form with attributes that
 * are texts, numbers or yes/no. The first problem names its feature (1-based).
 */
export function readConstraintGeoJson(
  text: string,
): { collection: ConstraintFeatureCollection; problem: null } | { collection: null; problem: string } {
  const failed = (problem: string) => ({ collection: null, problem }) as const;
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return failed('geojson is not valid JSON.');
  }
  if (!isRecord(root) || root.type !== 'FeatureCollection' || !Array.isArray(root.features))
    return failed('geojson must be a GeoJSON FeatureCollection.');
  const features = root.features as unknown[];
  if (features.length === 0) return failed('A constraint layer holds at least one feature.');
  if (features.length > CONSTRAINT_LAYER_MAX_FEATURES)
    return failed(
      `A constraint layer holds at most ${CONSTRAINT_LAYER_MAX_FEATURES} features; this one has ${features.length}.`,
    );
  for (const [index, feature] of features.entries()) {
    const problem =
      isRecord(feature) && feature.type === 'Feature'
        ? (geometryProblem(feature.geometry) ?? attributesProblem(feature.properties))
        : 'it is not a GeoJSON Feature';
    if (problem) return failed(`Feature ${index + 1}: ${problem}.`);
  }
  const collection: ConstraintFeatureCollection = {
    type: 'FeatureCollection',
    features: features.map((feature) => {
      const { geometry, properties } = feature as ConstraintFeature;
      return { type: 'Feature', geometry, properties: properties ?? {} };
    }),
  };
  return { collection, problem: null };
}

const layerName = SafeString.check(
  z.trim(),
  z.minLength(1, { error: 'Constraint layer name must not be empty' }),
  z.maxLength(200, { error: 'Constraint layer name must be at most 200 characters' }),
);
const colour = z
  .string()
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'colour must be a hex colour such as #7c3aed' }));

/** A layer as listed: everything but its features. */
export const ConstraintLayerSummary = z.object({
  id: z.int(),
  projectId: z.int(),
  name: z.string(),
  colour: z.string(),
  featureCount: z.int(),
  /** The size of the layer's GeoJSON, bytes (UTF-8). */
  byteSize: z.int(),
  /** Starts at 1 and grows by one with every change; its ETag is `"<version>"`. */
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConstraintLayerSummary = z.infer<typeof ConstraintLayerSummary>;

export const ConstraintLayer = z.extend(ConstraintLayerSummary, {
  /** The features: a GeoJSON FeatureCollection (RFC 7946, WGS84) as text. */
  geojson: z.string(),
});
export type ConstraintLayer = z.infer<typeof ConstraintLayer>;

export const CreateConstraintLayerRequest = z.object({
  name: layerName,
  colour: z.optional(colour),
  /**
   * The features: a GeoJSON FeatureCollection (RFC 7946, WGS84 longitude, latitude) as text, of
   * Points, LineStrings, Polygons and their Multi forms, whose properties are texts, numbers or
   * yes/no; 1 to 5,000 features, at most 5 MB.
   */
  geojson: SafeString,
});
export type CreateConstraintLayerRequest = z.infer<typeof CreateConstraintLayerRequest>;

export const UpdateConstraintLayerRequest = requireSomeField(
  z.object({ name: z.optional(layerName), colour: z.optional(colour) }),
);
export type UpdateConstraintLayerRequest = z.infer<typeof UpdateConstraintLayerRequest>;

export const ConstraintLayerParams = z.object({ projectId: IdParam, id: IdParam });

/**
 * The hub's item event (`OnItemAdded`, `OnItemUpdated`, `OnItemDeleted`) about a constraint
 * layer, to the project's group: which layer and its version now (for a deletion, its last).
 * It never carries the features (up to CONSTRAINT_LAYER_MAX_BYTES, to every client of the
 * project): a planner reads the layer again.
 */
export const ConstraintLayerEvent = z.object({
  kind: z.literal('constraintLayer'),
  id: z.int(),
  projectId: z.int(),
  version: z.int(),
  changedBy: ChangedBy,
});
export type ConstraintLayerEvent = z.infer<typeof ConstraintLayerEvent>;
