import {
  type PlannerObject,
  type PlannerPoint,
  type Preset,
  plannerDataOf,
  receptorFootprintOf,
  type Scenario,
} from '@vantage/contracts';
import type { LonLat } from '@vantage/contracts/studies/geodesy';
import type { SetbackZone } from '@vantage/contracts/studies/setbacks';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { receptorCategory } from '@/lib/plan/kinds/receptor';
import { KIND_MODULES } from '@/lib/plan/kinds/registry';
import { objectSpec, RECEPTOR_MARKS } from '@/lib/plan/object-specs';
import {
  footprintRing,
  POINT_STRUCTURE_KEYS,
  type PointStructureKey,
  structureShape,
} from '@/lib/plan/structures';
import type { LayerZone } from '../model/layer-zones';
import { isProjectWide } from '../model/site-studies';
import { kindOfObject, type ObjectKind } from '../object-types';

export type ObjectFeatureProperties = {
  id: number;
  kind: ObjectKind;
  name: string;
  /**
   * The scenario's colour, '#'-prefixed; for what belongs to the project (receptors by their
   * category, boundaries, existing turbines) the kind's own colour.
   */
  color: string;
  selected: boolean;
  /** Closer to its nearest neighbour than the project's minimum spacing. */
  tooClose: boolean;
  /** Breaks a setback rule or stands outside the site boundary. */
  flagged: boolean;
};

function colourOf(object: PlannerObject, kind: ObjectKind, scenarioColours: ReadonlyMap<number, string>) {
  if (kind === 'receptor')
    return RECEPTOR_MARKS[receptorCategory(plannerDataOf(object.plannerObjectDataJson))].color;
  if (isProjectWide(object)) return KIND_MODULES[kind].mapStyle.color;
  return scenarioColours.get(object.scenarioId) ?? '#44b3ea';
}

export function geometryOf(layout: PlannerObject['layout'], points: readonly PlannerPoint[]): Geometry {
  const positions = points.map((point) => [point.longitude, point.latitude]);
  if (layout === 'Point') return { type: 'Point', coordinates: positions[0] ?? [0, 0] };
  if (layout === 'Path') return { type: 'LineString', coordinates: positions };
  const first = positions[0];
  return { type: 'Polygon', coordinates: [first ? [...positions, first] : positions] };
}

const isPointStructure = (kind: string): kind is PointStructureKey =>
  (POINT_STRUCTURE_KEYS as readonly string[]).includes(kind);

/**
 * A stationary object standing at a point is drawn as its footprint at true size (length along
 * its bearing, width across it); every other object as its points.
 */
export function objectGeometry(
  object: PlannerObject,
  points: readonly PlannerPoint[],
  presets: readonly Preset[] = [],
): Geometry {
  const spec = objectSpec(object, presets as Preset[]);
  const at = points[0];
  if (!at || !isPointStructure(spec.kind) || !('settings' in spec)) return geometryOf(object.layout, points);
  const ring = footprintRing(at, structureShape(spec.kind, spec.settings));
  return { type: 'Polygon', coordinates: [ring.map((p) => [p.longitude, p.latitude])] };
}

/**
 * The map's features for the objects: one per object, with what the layers style by. Objects
 * being dragged are drawn at `moved(object)`'s points.
 */
export function objectFeatures(
  objects: readonly PlannerObject[],
  options: {
    scenarios: readonly Scenario[];
    selection: ReadonlySet<number>;
    tooClose: ReadonlySet<number>;
    flagged?: ReadonlySet<number>;
    moved?: (object: PlannerObject) => readonly PlannerPoint[] | undefined;
    hidden?: ReadonlySet<number>;
    presets?: readonly Preset[];
  },
): FeatureCollection<Geometry, ObjectFeatureProperties> {
  const colours = new Map(options.scenarios.map((scenario) => [scenario.id, `#${scenario.color}`]));
  const features: Feature<Geometry, ObjectFeatureProperties>[] = [];
  for (const object of objects) {
    if (options.hidden?.has(object.id)) continue;
    const points = options.moved?.(object) ?? object.points;
    const kind = kindOfObject(object);
    features.push({
      type: 'Feature',
      id: object.id,
      geometry: objectGeometry(object, points, options.presets),
      properties: {
        id: object.id,
        kind,
        name: object.name,
        color: colourOf(object, kind, colours),
        selected: options.selection.has(object.id),
        tooClose: options.tooClose.has(object.id),
        flagged: options.flagged?.has(object.id) ?? false,
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** The smallest [west, south, east, north] holding every point, or undefined for none. */
export function boundsOf(objects: readonly { points: readonly PlannerPoint[] }[]) {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const object of objects)
    for (const point of object.points) {
      west = Math.min(west, point.longitude);
      east = Math.max(east, point.longitude);
      south = Math.min(south, point.latitude);
      north = Math.max(north, point.latitude);
    }
  return Number.isFinite(west) ? ([west, south, east, north] as [number, number, number, number]) : undefined;
}

/** Where a project without objects opens: the area its default coordinate system serves. */
export function homeOf(epsgCode: number | undefined): { longitude: number; latitude: number; zoom: number } {
  switch (epsgCode) {
    case 28992:
      return { longitude: 5.3, latitude: 52.2, zoom: 7 };
    case 31370:
      return { longitude: 4.5, latitude: 50.6, zoom: 7 };
    case 27700:
      return { longitude: -2.5, latitude: 54, zoom: 5.5 };
    case 25831:
      return { longitude: 3, latitude: 52, zoom: 5.5 };
    case 25832:
    case 31467:
      return { longitude: 9, latitude: 51, zoom: 5.5 };
    case 25833:
      return { longitude: 14, latitude: 52, zoom: 5.5 };
    default:
      return { longitude: 8, latitude: 50, zoom: 4 };
  }
}

/**
 * The outlines of the receptors that keep a building's footprint (imported from a shapefile or
 * a GeoPackage), drawn beside their markers in the receptor's colour: the footprint is what the
 * setbacks measure such a receptor from. Where the footprint is kept, not where the marker is
 * dragged to: it is the outline the checks use.
 */
export function receptorFootprintFeatures(
  objects: readonly PlannerObject[],
  selection: ReadonlySet<number>,
): FeatureCollection<Geometry, { id: number; color: string; selected: boolean }> {
  const features: Feature<Geometry, { id: number; color: string; selected: boolean }>[] = [];
  for (const object of objects) {
    if (kindOfObject(object) !== 'receptor') continue;
    const data = plannerDataOf(object.plannerObjectDataJson);
    const footprint = receptorFootprintOf(data);
    if (!footprint) continue;
    features.push({
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: footprint.map((ring) => {
          const positions = ring.map((p) => [p.longitude, p.latitude]);
          const [first] = positions;
          const last = positions[positions.length - 1];
          const closed = first && last && first[0] === last[0] && first[1] === last[1];
          return closed || !first ? positions : [...positions, first];
        }),
      },
      properties: {
        id: object.id,
        color: RECEPTOR_MARKS[receptorCategory(data)].color,
        selected: selection.has(object.id),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** A zone's properties on the map: its rule, and the receptor or the constraint layer it keeps turbines from. */
type ZoneProperties = { ruleId: number; receptorId?: number; layerId?: number };

/** The setback rules' buffer zones as polygons for the map (each the area a turbine must keep out of). */
export function zoneFeatures(
  zones: readonly SetbackZone[],
  layerZones: readonly LayerZone[] = [],
): FeatureCollection<Geometry, ZoneProperties> {
  const lonLat = (p: LonLat) => [p.longitude, p.latitude];
  return {
    type: 'FeatureCollection',
    features: [
      ...zones.map((zone) => ({
        type: 'Feature' as const,
        geometry: { type: 'Polygon' as const, coordinates: [zone.ring.map(lonLat)] },
        properties: { ruleId: zone.ruleId, receptorId: zone.receptorId },
      })),
      ...layerZones.map((zone) => ({
        type: 'Feature' as const,
        geometry: {
          type: 'MultiPolygon' as const,
          coordinates: zone.polygons.map((rings) => rings.map((ring) => ring.map(lonLat))),
        },
        properties: { ruleId: zone.ruleId, layerId: zone.layerId },
      })),
    ],
  };
}
