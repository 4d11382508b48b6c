import { PLANNER_OBJECT_KINDS, type PlannerObjectLayout, type PlannerPoint } from '@vantage/contracts';
import { isStructureKey, type StructureKey } from '@/lib/plan/structures';
import { OBJECT_TYPES } from '../../object-types';
import { FIELDS, kindOf } from '../validation';
import { parseDecimal } from './decimal';
import { fieldWord, type ImportCode, type ImportText, importMessage, listOf } from './import-text';
import {
  type ImportedData,
  type ImportedObject,
  type ImportResult,
  importedObjectProblems,
  nameGiver,
} from './imported-object';

/**
 * Objects from GeoJSON (RFC 7946: WGS84 longitude, latitude[, altitude]): a Point becomes a
 * turbine, a LineString a power line (a cable when it gives a burial depth), a Polygon's outer
 * ring a solar field; Multi* geometries and GeometryCollections give one object per part.
 * A feature whose `kind` names a stationary object (as the export writes it) becomes that
 * object: one standing at a point from a Point, or from its footprint polygon (at its `point`
 * property, else the footprint's centre), a noise barrier from a LineString.
 */

/** What the messages call an item: "Feature 3" in GeoJSON, "Placemark 3" in KML. */
export type ItemLabel = 'Feature' | 'Placemark';

const GEOMETRY_TYPES = [
  'Point',
  'LineString',
  'Polygon',
  'MultiPoint',
  'MultiLineString',
  'MultiPolygon',
  'GeometryCollection',
];

type Part = { layout: PlannerObjectLayout; positions: unknown[]; holes: boolean };
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const why = (code: ImportCode, values?: ImportText['values']): ImportText =>
  values ? { code, values } : { code };
const isWhy = (value: unknown): value is ImportText => isObject(value) && 'code' in value;

/** The parts of a geometry as planner layouts, or why it has none. */
function partsOf(geometry: Json, depth = 0): Part[] | ImportText {
  const coordinates = geometry.coordinates;
  const list = (value: unknown) => (Array.isArray(value) ? value : null);
  switch (geometry.type) {
    case 'Point':
      return [{ layout: 'Point', positions: [coordinates], holes: false }];
    case 'LineString':
      return list(coordinates)
        ? [{ layout: 'Path', positions: coordinates as unknown[], holes: false }]
        : why('notAList');
    case 'Polygon': {
      const rings = list(coordinates);
      if (!rings || !Array.isArray(rings[0])) return why('notRings');
      return [{ layout: 'Area', positions: rings[0] as unknown[], holes: rings.length > 1 }];
    }
    case 'MultiPoint':
    case 'MultiLineString':
    case 'MultiPolygon': {
      const members = list(coordinates);
      if (!members) return why('notAList');
      const single = (geometry.type as string).slice('Multi'.length);
      const parts: Part[] = [];
      for (const member of members) {
        const inner = partsOf({ type: single, coordinates: member }, depth);
        if (isWhy(inner)) return inner;
        parts.push(...inner);
      }
      return parts;
    }
    case 'GeometryCollection': {
      const members = list(geometry.geometries);
      if (!members || depth > 8) return why('geometriesNotList');
      const parts: Part[] = [];
      for (const member of members) {
        if (!isObject(member)) return why('memberNotGeometry');
        const inner = partsOf(member, depth + 1);
        if (isWhy(inner)) return inner;
        parts.push(...inner);
      }
      return parts;
    }
    default:
      return why('geometryType', { type: String(geometry.type).slice(0, 40) });
  }
}

/** A position as a planner point, or why it is not one. */
function pointOf(position: unknown): PlannerPoint | ImportText {
  if (!Array.isArray(position) || position.length < 2) return why('positionNotPair');
  const [longitude, latitude] = position;
  if (
    typeof longitude !== 'number' ||
    typeof latitude !== 'number' ||
    !Number.isFinite(longitude) ||
    !Number.isFinite(latitude)
  )
    return why('positionNotNumbers');
  if (latitude < -90 || latitude > 90)
    return why(Math.abs(longitude) <= 90 ? 'latitudeSwapped' : 'latitudeRange', { value: String(latitude) });
  if (longitude < -180 || longitude > 180) return why('longitudeRange', { value: String(longitude) });
  return { longitude, latitude };
}

/** The first position whose numbers cannot be degrees at all (projected metres), if any. */
function firstProjected(value: unknown, depth = 0): number[] | null {
  if (!Array.isArray(value) || depth > 12) {
    if (isObject(value)) {
      for (const key of ['features', 'geometry', 'geometries', 'coordinates'] as const) {
        const found = firstProjected(value[key], depth + 1);
        if (found) return found;
      }
    }
    return null;
  }
  if (value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number')
    return Math.abs(value[0]) > 360 || Math.abs(value[1]) > 360 ? (value as number[]) : null;
  for (const member of value) {
    const found = firstProjected(member, depth + 1);
    if (found) return found;
  }
  return null;
}

function crsNameOf(root: Json): string | null {
  const crs = root.crs;
  if (!isObject(crs) || !isObject(crs.properties)) return null;
  const name = crs.properties.name;
  return typeof name === 'string' ? name.slice(0, 80) : null;
}

/** A property of the feature matched without case and punctuation (hub_height = hubHeight). */
function propertyOf(properties: Json, key: string): unknown {
  const wanted = key.toLowerCase();
  const found = Object.keys(properties).find(
    (candidate) => candidate.toLowerCase().replace(/[^a-z0-9]/g, '') === wanted,
  );
  return found === undefined ? undefined : properties[found];
}

function nameOf(feature: Json, properties: Json): string {
  for (const value of [properties.name, properties.title, properties.id, feature.id]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

/** The stationary object a feature's `kind` names, or null. */
const structureOf = (properties: Json): StructureKey | null =>
  typeof properties.kind === 'string' && isStructureKey(properties.kind) ? properties.kind : null;

/**
 * Where a stationary object exported as its footprint stands: its `point` property, else the
 * centre of the footprint's corners (the centre of a rectangle).
 */
function standingPoint(properties: Json, ring: readonly PlannerPoint[]): PlannerPoint | null {
  const [longitude, latitude] = Array.isArray(properties.point) ? properties.point : [];
  if (typeof longitude === 'number' && typeof latitude === 'number') return { longitude, latitude };
  if (ring.length === 0) return null;
  const sum = ring.reduce(
    (a, p) => ({ longitude: a.longitude + p.longitude, latitude: a.latitude + p.latitude }),
    {
      longitude: 0,
      latitude: 0,
    },
  );
  return { longitude: sum.longitude / ring.length, latitude: sum.latitude / ring.length };
}

/** The settings the viewer knows for this layout, from the properties, with what is wrong with them. */
function dataOf(layout: PlannerObjectLayout, properties: Json, structure: StructureKey | null = null) {
  const problems: ImportText[] = [];
  const candidates = structure
    ? FIELDS[structure]
    : layout === 'Point'
      ? FIELDS.turbine
      : layout === 'Area'
        ? FIELDS.solar
        : [...FIELDS.powerLine, ...FIELDS.cable];
  const data: ImportedData = {};
  if (structure === 'building' && (properties.roof === 'flat' || properties.roof === 'gable'))
    data.roof = properties.roof;
  for (const field of candidates) {
    const value = propertyOf(properties, field.key);
    if (value === undefined || value === null || value === '') continue;
    if (field.unit === 'colour') {
      data[field.key] = String(value);
      continue;
    }
    const number = typeof value === 'number' ? value : typeof value === 'string' ? parseDecimal(value) : null;
    if (number === null || !Number.isFinite(number))
      problems.push(why('notANumber', { what: fieldWord(field.key), value: String(value).slice(0, 40) }));
    else data[field.key] = number;
  }
  if (structure) return { kind: structure, data, problems };
  const kind = kindOf(layout, 0, JSON.stringify(data));
  const known = new Set(FIELDS[kind].map((field) => field.key));
  for (const key of Object.keys(data)) if (!known.has(key)) delete data[key];
  return { kind, data, problems };
}

/** Objects from parsed GeoJSON (also what KML becomes). */
export function importGeoJson(root: unknown, label: ItemLabel = 'Feature'): ImportResult {
  const result: ImportResult = { objects: [], errors: [], notes: [] };
  if (!isObject(root)) {
    result.errors.push(importMessage('notGeoJsonTop'));
    return result;
  }
  let features: unknown[];
  if (root.type === 'FeatureCollection') {
    if (!Array.isArray(root.features)) {
      result.errors.push(importMessage('notGeoJsonFeatures'));
      return result;
    }
    features = root.features;
  } else if (root.type === 'Feature') features = [root];
  else if (GEOMETRY_TYPES.includes(root.type as string))
    features = [{ type: 'Feature', geometry: root, properties: {} }];
  else {
    result.errors.push(importMessage('notGeoJson'));
    return result;
  }

  const projected = firstProjected(root);
  if (projected) {
    const crs = crsNameOf(root);
    const at = { x: String(projected[0]), y: String(projected[1]) };
    result.errors.push(
      crs ? importMessage('projectedNamed', { ...at, crs }) : importMessage('projected', at),
    );
    return result;
  }

  const giveName = nameGiver(
    features.flatMap((feature) =>
      isObject(feature) ? [nameOf(feature, isObject(feature.properties) ? feature.properties : {})] : [],
    ),
  );
  const given: string[] = [];
  let holes = 0;
  let overlays = 0;
  for (const [index, feature] of features.entries()) {
    const number = index + 1;
    const fail = (problems: ImportText[]) =>
      result.errors.push({
        feature: number,
        ...importMessage(label === 'Feature' ? 'feature' : 'placemark', {
          number,
          problems: listOf(problems),
        }),
      });
    if (!isObject(feature) || feature.type !== 'Feature') {
      fail([why('notAFeature')]);
      continue;
    }
    const properties = isObject(feature.properties) ? feature.properties : {};
    if (properties['@geometry-type'] === 'groundoverlay') {
      overlays += 1;
      continue;
    }
    const parts = isObject(feature.geometry) ? partsOf(feature.geometry) : why('noGeometry');
    if (isWhy(parts) || parts.length === 0) {
      fail([isWhy(parts) ? parts : why('emptyGeometry')]);
      continue;
    }
    const baseName = nameOf(feature, properties);
    const problems: ImportText[] = [];
    const objects: ImportedObject[] = [];
    parts.forEach((part, partIndex) => {
      const where = (problem: ImportText) =>
        parts.length > 1 ? why('part', { part: partIndex + 1, problem }) : problem;
      const points: PlannerPoint[] = [];
      for (const position of part.positions) {
        const point = pointOf(position);
        if (isWhy(point)) {
          problems.push(where(point));
          return;
        }
        points.push(point);
      }
      const first = points[0];
      const last = points[points.length - 1];
      if (
        part.layout === 'Area' &&
        points.length > 1 &&
        first?.longitude === last?.longitude &&
        first?.latitude === last?.latitude
      )
        points.pop();
      if (part.holes) holes += 1;
      const structure = structureOf(properties);
      let layout = part.layout;
      if (structure) {
        const wanted = PLANNER_OBJECT_KINDS[structure].layout;
        if (wanted === 'Point' && layout === 'Area') {
          const at = standingPoint(properties, points);
          points.splice(0, points.length, ...(at ? [at] : []));
          layout = 'Point';
        }
        if (layout !== wanted) {
          problems.push(
            where(
              why(wanted === 'Point' ? 'structurePoint' : 'structureLine', {
                kind: { kind: structure },
                actual: why(
                  part.layout === 'Path' ? 'notALine' : part.layout === 'Point' ? 'notAPoint' : 'notAnArea',
                ),
              }),
            ),
          );
          return;
        }
      }
      const { kind, data, problems: dataProblems } = dataOf(layout, properties, structure);
      problems.push(...dataProblems.map(where));
      let name = baseName;
      if (name === '') {
        name = giveName(OBJECT_TYPES[kind].newName);
        given.push(name);
      } else if (parts.length > 1) name = `${baseName} (part ${partIndex + 1})`;
      const object: ImportedObject = {
        name,
        layout,
        kind,
        points,
        data,
        source: `${label} ${number}${parts.length > 1 ? ` part ${partIndex + 1}` : ''}`,
      };
      const objectProblems = importedObjectProblems(object);
      problems.push(...objectProblems.map(where));
      if (objectProblems.length === 0 && dataProblems.length === 0) objects.push(object);
    });
    if (problems.length > 0) fail(problems);
    else result.objects.push(...objects);
  }

  if (given.length > 0)
    result.notes.push(
      importMessage('objectsNamed', {
        count: given.length,
        names: `${given.slice(0, 3).join(', ')}${given.length > 3 ? '…' : ''}`,
      }),
    );
  if (holes > 0) result.notes.push(importMessage('holes', { count: holes }));
  if (overlays > 0) result.notes.push(importMessage('overlays', { count: overlays }));
  return result;
}

/** Parses a GeoJSON file. */
export function parseGeoJson(text: string): ImportResult {
  let root: unknown;
  try {
    root = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 120) : '';
    return { objects: [], errors: [importMessage('invalidJson', { reason })], notes: [] };
  }
  return importGeoJson(root);
}
