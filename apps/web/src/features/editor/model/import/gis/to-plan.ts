import { i18n } from '@lingui/core';
import {
  CONSTRAINT_LAYER_MAX_BYTES,
  CONSTRAINT_LAYER_MAX_FEATURES,
  type ConstraintFeatureCollection,
  footprintData,
  RECEPTOR_CATEGORIES,
  RECEPTOR_FOOTPRINT_KEY,
  RECEPTOR_FOOTPRINT_MAX_POINTS,
  type ReceptorCategory,
} from '@vantage/contracts';
import type { Feature, Geometry, Position } from 'geojson';
import { KIND_MODULES } from '@/lib/plan/kinds/registry';
import { type PlannerCoordinateSystem, toWgs84 } from '../../coordinates';
import { importGeoJson } from '../geojson';
import { type ImportCode, type ImportText, importMessage, listOf, passedOn } from '../import-text';
import {
  type ImportedObject,
  type ImportResult,
  importedObjectProblems,
  nameGiver,
} from '../imported-object';
import type { AttributeValue, SourceFeature, SourceLayer } from './source-layer';

/** What the features of a GIS file become. */
export const GIS_TARGETS = ['asDrawn', 'receptor', 'turbine', 'siteBoundary', 'constraintLayer'] as const;
export type GisTarget = (typeof GIS_TARGETS)[number];

export const GIS_TARGET_LABELS: Record<GisTarget, string> = {
  get asDrawn() {
    return i18n._('planner.toPlan.gisTargetLabelsAsDrawn');
  },
  get receptor() {
    return i18n._('planner.toPlan.gisTargetLabelsReceptor');
  },
  get turbine() {
    return i18n._('planner.toPlan.gisTargetLabelsTurbine');
  },
  get siteBoundary() {
    return i18n._('planner.toPlan.gisTargetLabelsSiteBoundary');
  },
  get constraintLayer() {
    return i18n._('planner.toPlan.gisTargetLabelsConstraintLayer');
  },
};

export type GisOptions = {
  system: PlannerCoordinateSystem;
  target: GisTarget;
  /** The category of receptors whose attributes name none the product knows. */
  receptorCategory: ReceptorCategory;
};

/** Objects to create, or (for a constraint layer) the layer's features in WGS84. */
export type GisImportResult = ImportResult & { layer: ConstraintFeatureCollection | null };

const failed = (errors: ImportResult['errors']): GisImportResult => ({
  objects: [],
  errors,
  notes: [],
  layer: null,
});

function convertPositions(value: unknown, system: PlannerCoordinateSystem): unknown {
  if (Array.isArray(value) && typeof value[0] === 'number') {
    const point = toWgs84(system, value[0] as number, value[1] as number);
    return [point.longitude, point.latitude];
  }
  if (Array.isArray(value)) return value.map((member) => convertPositions(member, system));
  return value;
}

/** The geometry in WGS84 longitude, latitude (heights dropped); throws the first position's problem. */
function toWgs84Geometry(geometry: Geometry, system: PlannerCoordinateSystem): Geometry {
  if (geometry.type === 'GeometryCollection')
    return {
      type: 'GeometryCollection',
      geometries: geometry.geometries.map((g) => toWgs84Geometry(g, system)),
    };
  return { ...geometry, coordinates: convertPositions(geometry.coordinates, system) } as Geometry;
}

const WORDS: Record<Geometry['type'], ImportText> = {
  Point: { code: 'geometryPoint' },
  MultiPoint: { code: 'geometryPoints' },
  LineString: { code: 'geometryLine' },
  MultiLineString: { code: 'geometryLines' },
  Polygon: { code: 'geometryArea' },
  MultiPolygon: { code: 'geometryAreas' },
  GeometryCollection: { code: 'geometryCollection' },
};

const why = (code: ImportCode, values?: ImportText['values']): ImportText =>
  values ? { code, values } : { code };
const errorText = (error: unknown) => passedOn(error instanceof Error ? error.message : String(error));

/** A feature's problems as the error naming it ("Feature 3: …"). */
const featureError = (number: number, problems: readonly ImportText[]) => ({
  feature: number,
  ...importMessage('feature', { number, problems: listOf(problems) }),
});

/** An attribute by any of the names GIS files give it, without case ("NAAM", "Name"). */
function attribute(properties: Record<string, AttributeValue>, names: readonly string[]): string {
  for (const wanted of names) {
    const key = Object.keys(properties).find((candidate) => candidate.toLowerCase() === wanted);
    const value = key === undefined ? undefined : properties[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

// `identifica`: the BAG's `identificatie` in a shapefile, whose field names end at 10 characters.
const NAME_KEYS = ['name', 'naam', 'title', 'label', 'identificatie', 'identifica', 'id'] as const;
const ADDRESS_KEYS = ['address', 'adres'] as const;

/** The area centroid of a ring (shoelace, in the file's own plane), or the mean of its vertices when it has no area. */
function ringCentroid(ring: readonly Position[]): Position {
  let area = 0;
  let x = 0;
  let y = 0;
  const [ox = 0, oy = 0] = ring[0] ?? [];
  for (let i = 0; i < ring.length; i += 1) {
    const [ax = 0, ay = 0] = ring[i] ?? [];
    const [bx = 0, by = 0] = ring[(i + 1) % ring.length] ?? [];
    // Relative to the first vertex: metres of a national grid are large numbers.
    const cross = (ax - ox) * (by - oy) - (bx - ox) * (ay - oy);
    area += cross;
    x += (ax - ox + bx - ox) * cross;
    y += (ay - oy + by - oy) * cross;
  }
  if (Math.abs(area) < 1e-12) {
    const n = Math.max(1, ring.length);
    return [ring.reduce((s, p) => s + (p[0] ?? 0), 0) / n, ring.reduce((s, p) => s + (p[1] ?? 0), 0) / n];
  }
  return [ox + x / (3 * area), oy + y / (3 * area)];
}

const ringArea = (ring: readonly Position[]) => Math.abs(ringCentroidArea(ring));
function ringCentroidArea(ring: readonly Position[]) {
  let area = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [ax = 0, ay = 0] = ring[i] ?? [];
    const [bx = 0, by = 0] = ring[(i + 1) % ring.length] ?? [];
    area += ax * by - bx * ay;
  }
  return area / 2;
}

type ReceptorPositions = {
  positions: Position[];
  outlines: number;
  /** A building's outline (its rings), in the file's coordinates. */
  footprint: Position[][] | null;
};

/**
 * Where a receptor stands for each part of the geometry (a point, or an outline's centroid),
 * and the outline it keeps, in the file's coordinates.
 */
function receptorPositions(geometry: Geometry): ReceptorPositions | ImportText {
  switch (geometry.type) {
    case 'Point':
      return { positions: [geometry.coordinates], outlines: 0, footprint: null };
    case 'MultiPoint':
      return { positions: geometry.coordinates, outlines: 0, footprint: null };
    case 'Polygon':
      return geometry.coordinates[0]
        ? { positions: [ringCentroid(geometry.coordinates[0])], outlines: 1, footprint: geometry.coordinates }
        : why('noOutlinePoints');
    case 'MultiPolygon': {
      // A building drawn in parts is one receptor, at the centroid of its largest part, keeping that part's outline.
      const largest = geometry.coordinates
        .filter((polygon) => polygon[0])
        .sort((a, b) => ringArea(b[0]!) - ringArea(a[0]!))[0];
      return largest
        ? { positions: [ringCentroid(largest[0]!)], outlines: 1, footprint: largest }
        : why('noOutlinePoints');
    }
    default:
      return why('notReceptorGeometry', { geometry: WORDS[geometry.type] });
  }
}

/**
 * A building's outline in WGS84 as a receptor keeps it, or null when it has more points than a
 * receptor keeps; a point that cannot be converted is added to `problems`.
 */
function footprintOf(
  rings: Position[][] | null,
  system: PlannerCoordinateSystem,
  problems: ImportText[],
): number[][][] | null {
  if (!rings) return null;
  if (rings.reduce((count, ring) => count + ring.length, 0) > RECEPTOR_FOOTPRINT_MAX_POINTS) return null;
  try {
    return footprintData(
      rings.map((ring) => ring.map((p) => toWgs84(system, p[0] ?? Number.NaN, p[1] ?? Number.NaN))),
    );
  } catch (error) {
    problems.push(errorText(error));
    return null;
  }
}

function receptorsOf(layer: SourceLayer, options: GisOptions): GisImportResult {
  const result: GisImportResult = { objects: [], errors: [], notes: [], layer: null };
  const giveName = nameGiver(layer.features.map((feature) => attribute(feature.properties, NAME_KEYS)));
  const defaults = KIND_MODULES.receptor.defaults;
  let outlines = 0;
  let unkept = 0;
  let defaulted = 0;
  layer.features.forEach((feature, index) => {
    const number = index + 1;
    const fail = (problems: readonly ImportText[]) => result.errors.push(featureError(number, problems));
    if (feature.problem) {
      fail([passedOn(feature.problem)]);
      return;
    }
    if (!feature.geometry) {
      fail([why('noGeometry')]);
      return;
    }
    const where = receptorPositions(feature.geometry);
    if ('code' in where) {
      fail([where]);
      return;
    }
    const given = attribute(feature.properties, ['category', 'categorie']);
    const category = RECEPTOR_CATEGORIES.find((c) => c === given) ?? options.receptorCategory;
    if (category !== given) defaulted += 1;
    const address = attribute(feature.properties, ADDRESS_KEYS).slice(0, 200);
    const baseName = attribute(feature.properties, NAME_KEYS);
    const problems: ImportText[] = [];
    const objects: ImportedObject[] = [];
    const footprint = footprintOf(where.footprint, options.system, problems);
    if (where.footprint && !footprint && problems.length === 0) unkept += 1;
    where.positions.forEach((position, part) => {
      let point: ReturnType<typeof toWgs84>;
      try {
        point = toWgs84(options.system, position[0] ?? Number.NaN, position[1] ?? Number.NaN);
      } catch (error) {
        problems.push(errorText(error));
        return;
      }
      const name =
        baseName === ''
          ? giveName('Receptor')
          : where.positions.length > 1
            ? `${baseName} (part ${part + 1})`
            : baseName;
      const source = `Feature ${index + 1}${where.positions.length > 1 ? ` part ${part + 1}` : ''}`;
      const object: ImportedObject = {
        name,
        layout: 'Point',
        kind: 'receptor',
        points: [point],
        data: {},
        source,
      };
      const shape = importedObjectProblems(object);
      if (shape.length > 0) problems.push(...shape);
      else
        objects.push({
          ...object,
          data: { ...defaults, category, ...(address ? { address } : {}) },
          ...(footprint ? { extraData: { [RECEPTOR_FOOTPRINT_KEY]: footprint } } : {}),
        });
    });
    if (problems.length > 0) {
      fail(problems);
      return;
    }
    outlines += where.outlines;
    result.objects.push(...objects);
  });
  if (outlines > 0) result.notes.push(importMessage('outlines', { count: outlines }));
  if (unkept > 0)
    result.notes.push(importMessage('unkept', { count: unkept, max: RECEPTOR_FOOTPRINT_MAX_POINTS }));
  if (defaulted > 0)
    result.notes.push(
      importMessage('defaulted', { count: defaulted, category: { category: options.receptorCategory } }),
    );
  return result;
}

/** The layer's features in WGS84 as GeoJSON, or the features that cannot be converted. */
function featuresInWgs84(layer: SourceLayer, system: PlannerCoordinateSystem) {
  const errors: ImportResult['errors'] = [];
  const features: Feature[] = [];
  layer.features.forEach((feature: SourceFeature, index) => {
    const number = index + 1;
    const fail = (problem: ImportText) => errors.push(featureError(number, [problem]));
    if (feature.problem) {
      fail(passedOn(feature.problem));
      return;
    }
    if (!feature.geometry) {
      fail(why('noGeometry'));
      return;
    }
    try {
      features.push({
        type: 'Feature',
        geometry: toWgs84Geometry(feature.geometry, system),
        properties: feature.properties,
      });
    } catch (error) {
      fail(errorText(error));
    }
  });
  return { features, errors };
}

/** Features of a geometry other than the wanted ones, as errors naming them. */
function onlyOf(layer: SourceLayer, wanted: readonly Geometry['type'][], code: ImportCode) {
  return layer.features.flatMap((feature, index) =>
    feature.geometry && !wanted.includes(feature.geometry.type)
      ? [featureError(index + 1, [why(code, { geometry: WORDS[feature.geometry.type] })])]
      : [],
  );
}

/**
 * A layer of a shapefile or GeoPackage converted from its own coordinates (the planner's
 * definition of its system, datum shift included) and made into what the import chose. Every
 * error names its feature (1-based, in the file's order); nothing may be written while any stands.
 */
export function convertGisLayer(layer: SourceLayer, options: GisOptions): GisImportResult {
  if (layer.features.length === 0) return failed([importMessage('layerEmpty', { name: layer.name })]);
  if (options.target === 'receptor') return receptorsOf(layer, options);
  const wrong =
    options.target === 'turbine'
      ? onlyOf(layer, ['Point', 'MultiPoint'], 'notTurbineGeometry')
      : options.target === 'siteBoundary'
        ? onlyOf(layer, ['Polygon', 'MultiPolygon'], 'notBoundaryGeometry')
        : [];
  const { features, errors } = featuresInWgs84(layer, options.system);
  const all = [...wrong, ...errors].sort((a, b) => (a.feature ?? 0) - (b.feature ?? 0));
  if (all.length > 0) return failed(all);
  const collection = { type: 'FeatureCollection', features } as ConstraintFeatureCollection;
  if (options.target === 'constraintLayer') {
    const bytes = new TextEncoder().encode(JSON.stringify(collection)).length;
    if (features.length > CONSTRAINT_LAYER_MAX_FEATURES)
      return failed([
        importMessage('layerTooManyFeatures', { count: features.length, max: CONSTRAINT_LAYER_MAX_FEATURES }),
      ]);
    if (bytes > CONSTRAINT_LAYER_MAX_BYTES)
      return failed([
        importMessage('layerTooLarge', {
          size: (bytes / 1_000_000).toFixed(1),
          max: CONSTRAINT_LAYER_MAX_BYTES / 1_000_000,
        }),
      ]);
    return { objects: [], errors: [], notes: [], layer: collection };
  }
  const imported = importGeoJson(collection);
  if (options.target !== 'siteBoundary') return { ...imported, layer: null };
  return {
    ...imported,
    objects: imported.objects.map((object) => ({ ...object, kind: 'siteBoundary', data: {} })),
    layer: null,
  };
}
