import type { PlannerObject, PlannerPoint, Preset, Scenario } from '@vantage/contracts';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import Papa from 'papaparse';
import { roleOf } from '@/lib/plan/kinds/registry';
import { objectSpec } from '@/lib/plan/object-specs';
import {
  footprintRing,
  POINT_STRUCTURE_KEYS,
  type PointStructureKey,
  structureShape,
} from '@/lib/plan/structures';
import {
  decimalsOf,
  formatCoordinate,
  fromWgs84,
  isGeographic,
  type PlannerCoordinateSystem,
} from './coordinates';
import { kindOf } from './validation';

/**
 * A plan's objects as files for GIS colleagues and spreadsheets: GeoJSON (RFC 7946) with every
 * layout, and CSV with the turbines in the project's coordinate system, both readable again by
 * the import.
 */

function parseData(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** About a millimetre: RFC 7946 advises against more digits than the data's precision. */
const position = ({ longitude, latitude }: PlannerPoint): Position => [
  Number(longitude.toFixed(8)),
  Number(latitude.toFixed(8)),
];

/** Twice the signed area in degrees: positive when the ring runs anticlockwise. */
function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x1 = 0, y1 = 0] = ring[index] ?? [];
    const [x2 = 0, y2 = 0] = ring[index + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

const isPointStructure = (kind: string): kind is PointStructureKey =>
  (POINT_STRUCTURE_KEYS as readonly string[]).includes(kind);

/**
 * A stationary object standing at a point is exported as its footprint polygon at true size,
 * so that a GIS user sees what ground it takes; the point it stands at is the `point` property
 * ([longitude, latitude]), and its settings (length, width, bearing …) are properties as any
 * object's. The import reads it back as a point with those settings.
 */
function structureFootprint(object: PlannerObject, presets: readonly Preset[]): Geometry | null {
  const spec = objectSpec(object, presets as Preset[]);
  const at = object.points[0];
  if (!at || !isPointStructure(spec.kind) || !('settings' in spec)) return null;
  const ring = footprintRing(at, structureShape(spec.kind, spec.settings)).map(position);
  return { type: 'Polygon', coordinates: [ring] };
}

function geometryOf(object: PlannerObject): Geometry {
  const positions = object.points.map(position);
  if (object.layout === 'Point') return { type: 'Point', coordinates: positions[0] ?? [] };
  if (object.layout === 'Path') return { type: 'LineString', coordinates: positions };
  const ring = [...positions];
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first);
  // RFC 7946 section 3.1.6: exterior rings run anticlockwise.
  if (signedArea(ring) < 0) ring.reverse();
  return { type: 'Polygon', coordinates: [ring] };
}

/**
 * The objects as a GeoJSON FeatureCollection. Properties: the object's own settings, the
 * settings its preset gives that the object does not override (when the presets are passed),
 * and name, layout, kind, scenarioId, presetId (and presetName), which no setting overrides.
 */
export function toGeoJson(
  objects: readonly PlannerObject[],
  presets: readonly Preset[] = [],
): FeatureCollection {
  const features = objects.map((object): Feature => {
    const preset = presets.find((candidate) => candidate.id === object.presetId);
    const presetData = parseData(preset?.presetDataJson);
    const footprint = structureFootprint(object, presets);
    return {
      type: 'Feature',
      geometry: footprint ?? geometryOf(object),
      properties: {
        ...presetData,
        ...parseData(object.plannerObjectDataJson),
        ...(footprint && object.points[0] ? { point: position(object.points[0]) } : {}),
        name: object.name,
        layout: object.layout,
        kind: kindOf(
          object.layout,
          object.plannerObjectTypeId,
          object.plannerObjectDataJson,
          preset?.presetDataJson,
        ),
        scenarioId: object.scenarioId,
        presetId: object.presetId,
        ...(preset ? { presetName: preset.name } : {}),
      },
    };
  });
  return { type: 'FeatureCollection', features };
}

/** Decimals that keep a position to the centimetre: 7 for degrees, at least 2 for metres. */
function exportDecimals(system: PlannerCoordinateSystem): number {
  return isGeographic(system) ? 7 : Math.max(2, decimalsOf(system));
}

const coordinateColumn = (system: PlannerCoordinateSystem, axis: string) =>
  `${axis} (EPSG:${system.epsgCode})`;

/** A name a spreadsheet would run as a formula ("=…", "+…", "-…", "@…") is kept as text. */
/** A text cell that a spreadsheet will not run as a formula. */
export const csvText = (name: string) => (/^[=+\-@\t\r]/.test(name) ? `'${name}` : name);

const dimension = (own: Record<string, unknown>, preset: Record<string, unknown>, key: string) => {
  const value = typeof own[key] === 'number' ? own[key] : preset[key];
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
};

/**
 * The turbines (Point objects; paths and areas are left out) as CSV: name, scenario (the
 * scenario's name, so that alternative layouts shown together can be told apart), x and y in
 * the system, each headed by the system's axis name and EPSG code ("X (EPSG:28992)"), so that
 * whoever opens the file knows what the numbers are; hubHeight, rotorDiameter (the object's
 * own, else its preset's when the presets are passed); comma separator and decimal point,
 * positions to the centimetre. The import reads the columns by name (ignoring what is in
 * brackets, as it does for units) and leaves the scenario column to the choice it asks.
 */
export function toCsv(
  objects: readonly PlannerObject[],
  system: PlannerCoordinateSystem,
  presets: readonly Preset[] = [],
  scenarios: readonly Pick<Scenario, 'id' | 'name'>[] = [],
): string {
  const decimals = exportDecimals(system);
  const rows = objects
    // A stationary object is no turbine row: the GeoJSON export holds it, with its footprint.
    .filter((object) => object.layout === 'Point' && object.points[0] && roleOf(object) !== 'structure')
    .map((object) => {
      const { x, y } = fromWgs84(system, object.points[0] as PlannerPoint);
      const own = parseData(object.plannerObjectDataJson);
      const preset = parseData(presets.find((candidate) => candidate.id === object.presetId)?.presetDataJson);
      const scenario = scenarios.find((candidate) => candidate.id === object.scenarioId);
      return [
        csvText(object.name),
        csvText(scenario?.name ?? String(object.scenarioId)),
        formatCoordinate(system, x, decimals),
        formatCoordinate(system, y, decimals),
        dimension(own, preset, 'hubHeight'),
        dimension(own, preset, 'rotorDiameter'),
      ];
    });
  return Papa.unparse(
    {
      fields: [
        'name',
        'scenario',
        coordinateColumn(system, system.xCoordinateName),
        coordinateColumn(system, system.yCoordinateName),
        'hubHeight',
        'rotorDiameter',
      ],
      data: rows,
    },
    { delimiter: ',', newline: '\r\n' },
  );
}
