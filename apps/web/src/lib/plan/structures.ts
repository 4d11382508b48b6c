import { CONTAINER_40FT, PLANNER_OBJECT_KINDS, type PlannerPoint } from '@vantage/contracts';

/**
 * Stationary objects (the Stationary module, decision 195): what a substation, transformer,
 * battery container row, electrolyser hall, building or mast is made of, at its true size, in
 * its own frame, and its footprint on the earth. Pure, no three.js: the planner's map, the
 * GeoJSON export and the 3D scene read the same shapes.
 *
 * The frame: `along` runs in the direction of the object's bearing (its length), `across` square
 * to it, to the right when facing along; both centred on the object's point; heights from its
 * foot. A bearing is degrees clockwise from true north.
 */
export const POINT_STRUCTURE_KEYS = [
  'substation',
  'transformer',
  'batteryRow',
  'electrolyser',
  'building',
  'mast',
] as const;
export type PointStructureKey = (typeof POINT_STRUCTURE_KEYS)[number];
export type StructureKey = PointStructureKey | 'noiseBarrier';
export const STRUCTURE_KEYS: readonly StructureKey[] = [...POINT_STRUCTURE_KEYS, 'noiseBarrier'];

export const isStructureKey = (key: string): key is StructureKey =>
  (STRUCTURE_KEYS as readonly string[]).includes(key);

/** One solid of a structure: a box, a box with a gable roof (ridge along its length), or a tapering mast. */
export type StructurePart = {
  shape: 'box' | 'gable' | 'mast';
  along: readonly [number, number];
  across: readonly [number, number];
  /** The walls' height (a mast's height). */
  height: number;
  /** A gable's ridge above the walls; a mast's top width. */
  top?: number;
};

export type StructureShape = {
  /** The footprint: length along the bearing, width across it, metres. */
  length: number;
  width: number;
  bearing: number;
  /** The highest point above the foot, metres. */
  height: number;
  parts: StructurePart[];
};

/** A transformer bay's transformer, in a substation (about a 40 MVA unit with its radiators). */
export const BAY_TRANSFORMER = { length: 8, width: 5, height: 5 } as const;

/** The settings of a structure's data, each its own, else its preset's, else the catalogue's default. */
export function structureSettings(
  key: StructureKey,
  own: Readonly<Record<string, unknown>>,
  preset: Readonly<Record<string, unknown>> = {},
): Record<string, number | string> {
  const settings: Record<string, number | string> = {};
  for (const field of PLANNER_OBJECT_KINDS[key].fields) {
    const fits = (v: unknown): v is number | string => {
      if (field.unit === 'choice') return typeof v === 'string' && field.options.includes(v);
      if (field.unit === 'm' || field.unit === '°' || field.unit === 'count')
        return typeof v === 'number' && Number.isFinite(v) && v >= field.min && v <= field.max;
      return false;
    };
    const value = [own[field.key], preset[field.key], 'default' in field ? field.default : undefined].find(
      fits,
    );
    if (value !== undefined) settings[field.key] = value;
  }
  return settings;
}

const num = (settings: Record<string, number | string>, key: string) => Number(settings[key] ?? 0);

/** What a point structure is made of, from its settings (structureSettings). */
export function structureShape(
  key: PointStructureKey,
  settings: Record<string, number | string>,
): StructureShape {
  const bearing = num(settings, 'bearing');
  if (key === 'batteryRow') {
    const n = num(settings, 'containers');
    const gap = num(settings, 'spacing');
    const length = n * CONTAINER_40FT.length + (n - 1) * gap;
    const half = CONTAINER_40FT.width / 2;
    const parts = Array.from({ length: n }, (_, i): StructurePart => {
      const from = -length / 2 + i * (CONTAINER_40FT.length + gap);
      return {
        shape: 'box',
        along: [from, from + CONTAINER_40FT.length],
        across: [-half, half],
        height: CONTAINER_40FT.height,
      };
    });
    return { length, width: CONTAINER_40FT.width, bearing, height: CONTAINER_40FT.height, parts };
  }
  if (key === 'mast') {
    const base = num(settings, 'baseWidth');
    const height = num(settings, 'height');
    return {
      length: base,
      width: base,
      bearing,
      height,
      parts: [
        { shape: 'mast', along: [-base / 2, base / 2], across: [-base / 2, base / 2], height, top: base / 4 },
      ],
    };
  }
  const length = num(settings, 'length');
  const width = num(settings, 'width');
  const height = num(settings, 'height');
  const whole = { along: [-length / 2, length / 2] as const, across: [-width / 2, width / 2] as const };
  if (key === 'building' && settings.roof === 'gable') {
    const ridge = num(settings, 'roofHeight');
    return {
      length,
      width,
      bearing,
      height: height + ridge,
      parts: [{ shape: 'gable', ...whole, height, top: ridge }],
    };
  }
  if (key !== 'substation')
    return { length, width, bearing, height, parts: [{ shape: 'box', ...whole, height }] };
  // The control building over the first third of the compound; the bays share the rest across its width.
  const buildingEnd = -length / 2 + length / 3;
  const parts: StructurePart[] = [
    { shape: 'box', along: [-length / 2, buildingEnd], across: whole.across, height },
  ];
  const bays = num(settings, 'bays');
  const yard = [buildingEnd, length / 2] as const;
  const middle = (yard[0] + yard[1]) / 2;
  const unitLength = Math.min(BAY_TRANSFORMER.length, (yard[1] - yard[0]) * 0.6);
  const slot = width / Math.max(1, bays);
  const unitWidth = Math.min(BAY_TRANSFORMER.width, slot * 0.6);
  for (let i = 0; i < bays; i += 1) {
    const centre = -width / 2 + slot * (i + 0.5);
    parts.push({
      shape: 'box',
      along: [middle - unitLength / 2, middle + unitLength / 2],
      across: [centre - unitWidth / 2, centre + unitWidth / 2],
      height: Math.min(BAY_TRANSFORMER.height, Math.max(height, 1)),
    });
  }
  return { length, width, bearing, height: Math.max(height, ...parts.map((p) => p.height)), parts };
}

/** A point of the structure's frame in metres east and north of its point. */
export function alongAcrossToEastNorth(
  along: number,
  across: number,
  bearingDegrees: number,
): [east: number, north: number] {
  const b = (bearingDegrees * Math.PI) / 180;
  return [along * Math.sin(b) + across * Math.cos(b), along * Math.cos(b) - across * Math.sin(b)];
}

// WGS 84.
const A = 6_378_137;
const F = 1 / 298.257223563;
const E2 = F * (2 - F);

/**
 * Metres east and north of a point to longitude and latitude, through the ellipsoid's radii of
 * curvature at the point (meridian M, prime vertical N). Over a structure's few hundred metres
 * the error is below a millimetre (it grows with the square of the distance over the radius).
 */
export function offsetToLonLat(origin: PlannerPoint, east: number, north: number): PlannerPoint {
  const phi = (origin.latitude * Math.PI) / 180;
  const w = 1 - E2 * Math.sin(phi) ** 2;
  const m = (A * (1 - E2)) / w ** 1.5;
  const n = A / Math.sqrt(w);
  return {
    longitude: origin.longitude + ((east / (n * Math.cos(phi))) * 180) / Math.PI,
    latitude: origin.latitude + ((north / m) * 180) / Math.PI,
  };
}

/**
 * The footprint of a structure standing at `at`: its four corners, counter-clockwise seen from
 * above from the back left (along −, across −), and the first again, closing the ring as GeoJSON
 * wants it.
 */
export function footprintRing(
  at: PlannerPoint,
  shape: Pick<StructureShape, 'length' | 'width' | 'bearing'>,
): PlannerPoint[] {
  const l = shape.length / 2;
  const w = shape.width / 2;
  const corners: [number, number][] = [
    [-l, -w],
    [-l, w],
    [l, w],
    [l, -w],
  ];
  const ring = corners.map(([along, across]) =>
    offsetToLonLat(at, ...alongAcrossToEastNorth(along, across, shape.bearing)),
  );
  return [...ring, ring[0]!];
}
