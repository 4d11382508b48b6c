import { z } from 'zod/mini';
import { IdParam, requireSomeField, SafeString } from './primitives.js';

/**
 * Constraint layers (docs/decisions/194-gis-import-constraint-layers.md): reference features
 * imported from GIS files (roads, railways, power lines, nature areas, safeguarding zones) kept
 * with a project, shown on the planner's map and measured by setback rules. They are not planner
 * objects: nobody edits their features, and the public viewer never gets them.
 */

/** At most this many features in one layer (400 beyond). */
export const CONSTRAINT_LAYER_MAX_FEATURES = 5_000;
/** At most this many bytes of the layer's GeoJSON (UTF-8, as sent) in one layer (413 beyond). */
export const CONSTRAINT_LAYER_MAX_BYTES = 5_000_000;
/** At most this many layers per project (400 beyond). */
export const CONSTRAINT_LAYERS_MAX = 20;
/**
 * The request body's limit: the layer's GeoJSON, its name and colour, and room for the
 * whitespace a client may send, so that a layer just over the limit is refused in the layer's
 * own words (the size counted as stored) rather than the body's.
 */
export const CONSTRAINT_LAYER_MAX_BODY_BYTES = 6_000_000;

/** The colour a new layer is drawn in unless the import chooses one. */
export const CONSTRAINT_LAYER_DEFAULT_COLOUR = '#7c3aed';

const Position = z
  .array(z.number())
  .check(
    z.minLength(2, { error: 'a position has a longitude and a latitude' }),
    z.maxLength(3, { error: 'a position has at most longitude, latitude and height' }),
  );
const Line = z.array(Position);
const Rings = z.array(Line);

export const ConstraintGeometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: Position }),
  z.object({ type: z.literal('MultiPoint'), coordinates: Line }),
  z.object({ type: z.literal('LineString'), coordinates: Line }),
  z.object({ type: z.literal('MultiLineString'), coordinates: Rings }),
  z.object({ type: z.literal('Polygon'), coordinates: Rings }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(Rings) }),
]);
export type ConstraintGeometry = z.infer<typeof ConstraintGeometry>;

/** An attribute of a feature as the file held it (an empty one is left out: OpenAPI 3.0 has no nullable union). */
export const ConstraintAttribute = z.union([SafeString, z.number(), z.boolean()]);

export const ConstraintFeature = z.object({
  type: z.literal('Feature'),
  geometry: ConstraintGeometry,
  properties: z.record(z.string(), ConstraintAttribute),
});
export type ConstraintFeature = z.infer<typeof ConstraintFeature>;

/** The positions of a geometry, flattened. */
export function positionsOf(geometry: ConstraintGeometry): number[][] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
  }
}

/** Why a geometry cannot be a constraint feature (WGS84 longitude, latitude; lines of 2 points, rings of 4), or null. */
export function constraintGeometryProblem(geometry: ConstraintGeometry): string | null {
  for (const [longitude = Number.NaN, latitude = Number.NaN] of positionsOf(geometry)) {
    if (!(longitude >= -180 && longitude <= 180)) return `${longitude} is not a longitude (-180 to 180)`;
    if (!(latitude >= -90 && latitude <= 90)) return `${latitude} is not a latitude (-90 to 90)`;
  }
  const lines =
    geometry.type === 'LineString'
      ? [geometry.coordinates]
      : geometry.type === 'MultiLineString'
        ? geometry.coordinates
        : [];
  if (lines.some((line) => line.length < 2)) return 'a line needs at least 2 positions';
  const rings =
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat()
        : [];
  if (rings.some((ring) => ring.length < 4)) return 'a polygon ring needs at least 4 positions (closed)';
  if ((geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') && rings.length === 0)
    return 'a polygon needs its outline';
  return null;
}

export const ConstraintFeatureCollection = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(ConstraintFeature).check(
      z.minLength(1, { error: 'A constraint layer holds at least one feature.' }),
      z.maxLength(CONSTRAINT_LAYER_MAX_FEATURES, {
        error: `A constraint layer holds at most ${CONSTRAINT_LAYER_MAX_FEATURES} features.`,
      }),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const [index, feature] of value.features.entries()) {
        const problem = constraintGeometryProblem(feature.geometry);
        if (problem) {
          ctx.addIssue({
            code: 'custom',
            message: `Feature ${index + 1}: ${problem}`,
            path: ['features', index, 'geometry'],
            input: feature.geometry,
          });
          return;
        }
      }
    }),
  );
export type ConstraintFeatureCollection = z.infer<typeof ConstraintFeatureCollection>;

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
  /** The size of the layer's GeoJSON, bytes. */
  byteSize: z.int(),
  /** Starts at 1 and grows by one with every change; its ETag is `"<version>"`. */
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConstraintLayerSummary = z.infer<typeof ConstraintLayerSummary>;

export const ConstraintLayer = z.extend(ConstraintLayerSummary, { features: ConstraintFeatureCollection });
export type ConstraintLayer = z.infer<typeof ConstraintLayer>;

export const CreateConstraintLayerRequest = z.object({
  name: layerName,
  colour: z.optional(colour),
  features: ConstraintFeatureCollection,
});
export type CreateConstraintLayerRequest = z.infer<typeof CreateConstraintLayerRequest>;

export const UpdateConstraintLayerRequest = requireSomeField(
  z.object({ name: z.optional(layerName), colour: z.optional(colour) }),
);
export type UpdateConstraintLayerRequest = z.infer<typeof UpdateConstraintLayerRequest>;

export const ConstraintLayerParams = z.object({ projectId: IdParam, id: IdParam });
