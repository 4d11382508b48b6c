import type { PlannerPoint } from '@vantage/contracts';
import proj4 from 'proj4';
import { distanceMetres } from './geometry';

/**
 * Coordinate systems as the API gives them, and conversion of positions between them and
 * WGS84 longitude/latitude (what planner objects store). proj4js does the arithmetic; this
 * module adds what it does not: the system's area of use, so that swapped columns or numbers
 * of another system are refused instead of landing in the wrong country, and a control point
 * for the systems that need a datum shift, so that a definition with a wrong or missing
 * `+towgs84` (about 100 m off without one) is refused instead of misplacing every object.
 */
export type PlannerCoordinateSystem = {
  epsgCode: number;
  name: string;
  proj4Definition: string;
  xCoordinateName: string;
  yCoordinateName: string;
  decimals: number;
  /** A subscription's own system (AddCrs) carries the area of use it was stated for. */
  areaOfUse?: Area;
};

export type ProjectedPoint = { x: number; y: number };

type Area = { south: number; west: number; north: number; east: number };
type ControlPoint = { x: number; y: number; longitude: number; latitude: number };

/** Areas of use as PROJ 9.1.1's EPSG database gives them (`projinfo EPSG:<code>`, BBOX). */
const KNOWN_SYSTEMS: Record<number, { area: Area; control?: ControlPoint }> = {
  4326: { area: { south: -90, west: -180, north: 90, east: 180 } },
  3857: { area: { south: -85.06, west: -180, north: 85.06, east: 180 } },
  25831: { area: { south: 37, west: 0, north: 82.45, east: 6.01 } },
  25832: { area: { south: 38.76, west: 6, north: 84.33, east: 12.01 } },
  25833: { area: { south: 46.4, west: 12, north: 84.42, east: 18.01 } },
  28992: {
    area: { south: 50.75, west: 3.2, north: 53.7, east: 7.22 },
    // The RD reference point (Amersfoort) in ETRS89 as RDNAPTRANS(TM)2018 gives it.
    control: { x: 155_000, y: 463_000, longitude: 5.38720621, latitude: 52.1551744 },
  },
  27700: {
    area: { south: 49.75, west: -9, north: 61.01, east: 2.01 },
    // PROJ 9.1.1 `cs2cs EPSG:27700 EPSG:4326` (OSGB36 to WGS 84 (6), 2 m).
    control: { x: 400_000, y: 300_000, longitude: -2.001433116, latitude: 52.597792431 },
  },
  31370: {
    area: { south: 49.5, west: 2.5, north: 51.51, east: 6.4 },
    // PROJ 9.1.1 `cs2cs EPSG:31370 EPSG:4326` (BD72 to WGS 84 (3), 1 m).
    control: { x: 150_000, y: 170_000, longitude: 4.368752141, latitude: 50.840411283 },
  },
  31467: {
    area: { south: 47.27, west: 7.5, north: 55.09, east: 10.51 },
    // PROJ 9.1.1 `cs2cs EPSG:31467 EPSG:4326` (DHDN to WGS 84 (4), BETA2007 grid).
    control: { x: 3_500_000, y: 5_500_000, longitude: 8.998958968, latitude: 49.636708262 },
  },
};

const WORLD: Area = { south: -90, west: -180, north: 90, east: 180 };

/**
 * How far beyond its EPSG area of use a system is still accepted, in degrees (about 70–110 km):
 * enough for a project at the edge of the area, far short of where swapped columns or another
 * system's numbers land (hundreds of kilometres away).
 */
export const AREA_MARGIN_DEGREES = 1;

/**
 * How far a system's definition may place its control point from where it lies. A 7-parameter
 * datum shift is good to 1–2 m; no shift or one with misread parameters is off by 100 m or more.
 */
export const CONTROL_TOLERANCE_METRES = 5;

/** A system whose coordinates are longitude (x) and latitude (y) in degrees. */
export function isGeographic(system: PlannerCoordinateSystem): boolean {
  return (
    system.epsgCode === 4326 ||
    /\+proj=longlat\b/.test(system.proj4Definition) ||
    /^\s*(GEOGCS|GEOGCRS|GEODCRS|GEOGRAPHICCRS)\s*\[/.test(system.proj4Definition)
  );
}

/** The system's area of use with the margin, in degrees. */
export function areaOfUse(system: PlannerCoordinateSystem): Area {
  const area = KNOWN_SYSTEMS[system.epsgCode]?.area ?? system.areaOfUse;
  if (!area) return WORLD;
  return {
    south: Math.max(-90, area.south - AREA_MARGIN_DEGREES),
    west: Math.max(-180, area.west - AREA_MARGIN_DEGREES),
    north: Math.min(90, area.north + AREA_MARGIN_DEGREES),
    east: Math.min(180, area.east + AREA_MARGIN_DEGREES),
  };
}

const label = (system: PlannerCoordinateSystem) => `${system.name} (EPSG:${system.epsgCode})`;
const degrees = (value: number) => String(Number(value.toFixed(4)));
const placeOf = ({ longitude, latitude }: PlannerPoint) =>
  `${degrees(Math.abs(latitude))}° ${latitude < 0 ? 'S' : 'N'}, ${degrees(Math.abs(longitude))}° ${longitude < 0 ? 'W' : 'E'}`;

const converters = new Map<string, proj4.Converter>();

/** proj4's converter from the system (forward) to WGS84, built and checked once per definition. */
function converterOf(system: PlannerCoordinateSystem): proj4.Converter {
  const cached = converters.get(system.proj4Definition);
  if (cached) return cached;
  let converter: proj4.Converter;
  try {
    converter = proj4(system.proj4Definition, 'EPSG:4326');
  } catch {
    throw new Error(
      `The definition of ${label(system)} cannot be read, so its coordinates cannot be converted.`,
    );
  }
  const control = KNOWN_SYSTEMS[system.epsgCode]?.control;
  if (control) {
    const [longitude, latitude] = converter.forward([control.x, control.y]) as [number, number];
    const off = Number.isFinite(longitude) ? distanceMetres({ longitude, latitude }, control) : Infinity;
    if (!(off <= CONTROL_TOLERANCE_METRES))
      throw new Error(
        `The definition of ${label(system)} puts its control point ${Number.isFinite(off) ? `${Math.round(off)} m` : 'nowhere'} ` +
          `from where it lies (more than ${CONTROL_TOLERANCE_METRES} m): its datum shift (+towgs84) is wrong, ` +
          'so every position would be misplaced. The coordinate system needs correcting before it can be used.',
      );
  }
  converters.set(system.proj4Definition, converter);
  return converter;
}

function checkLongitudeLatitude({ longitude, latitude }: PlannerPoint): void {
  if (!(latitude >= -90 && latitude <= 90))
    throw new Error(`${latitude} is not a latitude: latitudes run from -90 to 90.`);
  if (!(longitude >= -180 && longitude <= 180))
    throw new Error(`${longitude} is not a longitude: longitudes run from -180 to 180.`);
}

function inArea(area: Area, { longitude, latitude }: PlannerPoint): boolean {
  return latitude >= area.south && latitude <= area.north && longitude >= area.west && longitude <= area.east;
}

/** Position given in the system (x easting or longitude, y northing or latitude) in WGS84. */
export function toWgs84(system: PlannerCoordinateSystem, x: number, y: number): PlannerPoint {
  if (!Number.isFinite(x) || !Number.isFinite(y))
    throw new Error(`${system.xCoordinateName} and ${system.yCoordinateName} must be numbers.`);
  let point: PlannerPoint;
  if (system.epsgCode === 4326) point = { longitude: x, latitude: y };
  else {
    const converter = converterOf(system);
    let result: [number, number];
    try {
      result = converter.forward([x, y]) as [number, number];
    } catch {
      result = [Number.NaN, Number.NaN];
    }
    point = { longitude: result[0], latitude: result[1] };
    if (!Number.isFinite(point.longitude) || !Number.isFinite(point.latitude))
      throw new Error(
        `${x}, ${y} cannot be converted from ${label(system)}: it lies outside what the system covers.`,
      );
  }
  if (isGeographic(system)) checkLongitudeLatitude(point);
  if (!inArea(areaOfUse(system), point))
    throw new Error(
      `${x}, ${y} lies outside the area where ${label(system)} is used (it would be at ${placeOf(point)}). ` +
        'Are the columns swapped, or are these coordinates of another system?',
    );
  return point;
}

/** WGS84 position in the system's coordinates. */
export function fromWgs84(system: PlannerCoordinateSystem, point: PlannerPoint): ProjectedPoint {
  if (!Number.isFinite(point.longitude) || !Number.isFinite(point.latitude))
    throw new Error('Longitude and latitude must be numbers.');
  checkLongitudeLatitude(point);
  if (!inArea(areaOfUse(system), point))
    throw new Error(`${placeOf(point)} lies outside the area where ${label(system)} is used.`);
  if (system.epsgCode === 4326) return { x: point.longitude, y: point.latitude };
  const converter = converterOf(system);
  let result: [number, number];
  try {
    result = converter.inverse([point.longitude, point.latitude]) as [number, number];
  } catch {
    result = [Number.NaN, Number.NaN];
  }
  const [x, y] = result;
  if (!Number.isFinite(x) || !Number.isFinite(y))
    throw new Error(`${placeOf(point)} cannot be converted to ${label(system)}.`);
  return { x, y };
}

/** Decimals a coordinate of the system is shown with: its own, 6–7 for degrees. */
export function decimalsOf(system: PlannerCoordinateSystem): number {
  const decimals = Number.isInteger(system.decimals) ? system.decimals : 2;
  return isGeographic(system) ? Math.min(7, Math.max(6, decimals)) : Math.min(6, Math.max(0, decimals));
}

/** A coordinate as text with a decimal point and the system's decimals (e.g. "155000.00"). */
export function formatCoordinate(
  system: PlannerCoordinateSystem,
  value: number,
  decimals = decimalsOf(system),
): string {
  if (!Number.isFinite(value)) throw new Error('A coordinate must be a number.');
  const text = value.toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}
