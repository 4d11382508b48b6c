import type { ConstraintGeometry, ConstraintPosition } from '@vantage/contracts';
import { BUFFER_RING_VERTICES, fromLocal, type LonLat, toLocal } from '@vantage/contracts/studies/geodesy';
import {
  requiredDistance,
  type SetbackConstraintLayer,
  type SetbackRuleInput,
  type TurbineSize,
} from '@vantage/contracts/studies/setbacks';
import type JstsGeometry from 'jsts/org/locationtech/jts/geom/Geometry.js';
import GeometryFactory from 'jsts/org/locationtech/jts/geom/GeometryFactory.js';
import GeoJSONReader from 'jsts/org/locationtech/jts/io/GeoJSONReader.js';
import GeoJSONWriter from 'jsts/org/locationtech/jts/io/GeoJSONWriter.js';
import BufferOp from 'jsts/org/locationtech/jts/operation/buffer/BufferOp.js';
import BufferParameters from 'jsts/org/locationtech/jts/operation/buffer/BufferParameters.js';

/** One polygon of a zone: its outer ring, then its holes, each closed (WGS 84). */
export type ZonePolygon = LonLat[][];

/** A constraint-layer rule's buffer zone: where a turbine of the drawn size breaks the rule. */
export type LayerZone = { ruleId: number; layerId: number; distance: number; polygons: ZonePolygon[] };

type Planar = [number, number];

/** The centre of the geometries' bounding box in longitude and latitude, the projection's centre. */
function centreOf(geometries: readonly ConstraintGeometry[]): LonLat {
  let [west, south, east, north] = [180, 90, -180, -90];
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number') {
      const [x = 0, y = 0] = value as ConstraintPosition;
      west = Math.min(west, x);
      east = Math.max(east, x);
      south = Math.min(south, y);
      north = Math.max(north, y);
      return;
    }
    for (const item of value) visit(item);
  };
  for (const geometry of geometries) visit(geometry.coordinates);
  return { longitude: (west + east) / 2, latitude: (south + north) / 2 };
}

/** The geometry with every position replaced by `f` of it (GeoJSON's nesting kept). */
function mapPositions(value: unknown, f: (position: ConstraintPosition) => Planar): unknown {
  if (!Array.isArray(value)) return value;
  if (typeof value[0] === 'number') return f(value as ConstraintPosition);
  return value.map((item) => mapPositions(item, f));
}

const readPosition = (position: ConstraintPosition): LonLat => ({
  longitude: position[0] ?? 0,
  latitude: position[1] ?? 0,
});

/**
 * The buffer of a layer's features by `distance` metres: every point within `distance` of the
 * nearest point of a feature (inside an area, 0), as polygons (WGS 84).
 *
 * The features are placed in the azimuthal-equidistant projection about the layer's centre
 * (GeographicLib's inverse per vertex, the projection the setback check measures in), buffered
 * there by JTS (jsts) with arcs of one vertex every 5° and no simplification of the input, and
 * taken back by the direct problem. Distances in the projection are exact from its centre and
 * stretched across by about ρ² / 6R² elsewhere (2 mm per km of buffer at 25 km from the centre),
 * so for a site's layers the zone is the true one to the centimetre at its vertices; between
 * them an arc's chord lies inside it by at most D (1 − cos 2.5°). See layer-zones.test.ts.
 */
export function layerBuffer(geometries: readonly ConstraintGeometry[], distance: number): ZonePolygon[] {
  if (geometries.length === 0 || !(distance > 0)) return [];
  const centre = centreOf(geometries);
  const project = (position: ConstraintPosition): Planar => {
    const { x, y } = toLocal(centre, readPosition(position));
    return [x, y];
  };
  const reader = new GeoJSONReader(new GeometryFactory());
  const collection = reader.read({
    type: 'GeometryCollection',
    geometries: geometries.map((geometry) => ({
      type: geometry.type,
      coordinates: mapPositions(geometry.coordinates, project),
    })),
  }) as JstsGeometry;
  const parameters = new BufferParameters();
  parameters.setQuadrantSegments(BUFFER_RING_VERTICES / 4);
  parameters.setSimplifyFactor(0);
  const buffered = BufferOp.bufferOp(collection, distance, parameters) as JstsGeometry;
  const written = new GeoJSONWriter().write(buffered) as
    | { type: 'Polygon'; coordinates: Planar[][] }
    | { type: 'MultiPolygon'; coordinates: Planar[][][] };
  const polygons = written.type === 'Polygon' ? [written.coordinates] : written.coordinates;
  return polygons.map((rings) => rings.map((ring) => ring.map(([x, y]) => fromLocal(centre, { x, y }))));
}

/**
 * The zones of the constraint-layer rules for a turbine of the given size (the map draws them
 * for the scenario's largest, as it does the receptors' zones). A rule whose layer is missing or
 * empty draws nothing.
 */
export function layerZones(
  rules: readonly SetbackRuleInput[],
  layers: readonly SetbackConstraintLayer[],
  size: TurbineSize,
): LayerZone[] {
  const zones: LayerZone[] = [];
  for (const rule of rules) {
    if (rule.targetKind !== 'constraintLayer') continue;
    const layer = layers.find((candidate) => candidate.id === rule.constraintLayerId);
    if (!layer) continue;
    const distance = requiredDistance(rule, size);
    const polygons = layerBuffer(layer.geometries, distance);
    if (polygons.length > 0) zones.push({ ruleId: rule.id, layerId: layer.id, distance, polygons });
  }
  return zones;
}
