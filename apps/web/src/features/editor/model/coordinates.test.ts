import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { areaOfUse, formatCoordinate, fromWgs84, isGeographic, toWgs84 } from './coordinates';
import { distanceMetres } from './geometry';
import { RD_NEW, RD_NEW_EPSG_IO_DEFINITION, UTM_31N, WGS84 } from './import/fixtures/systems';

beforeAll(activatePlannerEnglish);

/** The RD reference point in ETRS89 as RDNAPTRANS(TM)2018 gives it (the official grid). */
const AMERSFOORT_OFFICIAL = { longitude: 5.38720621, latitude: 52.1551744 };

describe('coordinates', () => {
  it('puts the RD reference point within 0.5 m of its official position (a 7-parameter shift, no grid)', () => {
    const point = toWgs84(RD_NEW, 155_000, 463_000);
    expect(distanceMetres(point, AMERSFOORT_OFFICIAL)).toBeLessThan(0.5);
  });

  it('refuses an RD New definition whose datum shift misplaces the reference point by more than 100 m', () => {
    const misread = { ...RD_NEW, proj4Definition: RD_NEW_EPSG_IO_DEFINITION };
    expect(() => toWgs84(misread, 155_000, 463_000)).toThrow(
      /puts its control point 1\d\d m from where it lies .*datum shift \(\+towgs84\) is wrong/,
    );
    const withoutShift = { ...RD_NEW, proj4Definition: RD_NEW.proj4Definition.replace(/\+towgs84=\S+ /, '') };
    expect(() => fromWgs84(withoutShift, AMERSFOORT_OFFICIAL)).toThrow(/datum shift/);
  });

  it('goes from UTM 31N to WGS84 and back to the millimetre', () => {
    const point = toWgs84(UTM_31N, 664_143.582, 5_818_955.499);
    const back = fromWgs84(UTM_31N, point);
    expect(back.x).toBeCloseTo(664_143.582, 3);
    expect(back.y).toBeCloseTo(5_818_955.499, 3);
  });

  it('reads a geographic system as x = longitude, y = latitude', () => {
    expect(isGeographic(WGS84)).toBe(true);
    expect(isGeographic(RD_NEW)).toBe(false);
    expect(toWgs84(WGS84, 5.4, 52.5)).toEqual({ longitude: 5.4, latitude: 52.5 });
    expect(fromWgs84(WGS84, { longitude: 5.4, latitude: 52.5 })).toEqual({ x: 5.4, y: 52.5 });
    expect(() => toWgs84(WGS84, 52.5, 95)).toThrow('95 is not a latitude: latitudes run from -90 to 90.');
    expect(() => toWgs84(WGS84, 190, 52)).toThrow('190 is not a longitude');
  });

  it('refuses swapped RD columns and UTM numbers given as RD, naming the system and where they would land', () => {
    // Where swapped columns land, by PROJ: `echo 463000 155000 | cs2cs -d 4 EPSG:28992 EPSG:4326` → 49.3075 9.6219.
    expect(() => toWgs84(RD_NEW, 463_000, 155_000)).toThrow(
      '463000, 155000 lies outside the area where Amersfoort / RD New (EPSG:28992) is used (it would be at 49.3075° N, 9.6219° E). Are the columns swapped, or are these coordinates of another system?',
    );
    expect(() => toWgs84(RD_NEW, 664_143, 5_818_955)).toThrow(/outside|cannot be converted/);
    expect(() => fromWgs84(UTM_31N, { longitude: 12.5, latitude: 52 })).toThrow(
      'lies outside the area where ETRS89 / UTM zone 31N (EPSG:25831) is used',
    );
  });

  it('accepts a position a little beyond the area of use (a park at its edge)', () => {
    const area = areaOfUse(RD_NEW);
    expect(area.east).toBeCloseTo(8.22, 6);
    const justEast = fromWgs84(RD_NEW, { longitude: 7.3, latitude: 52.3 });
    expect(toWgs84(RD_NEW, justEast.x, justEast.y).longitude).toBeCloseTo(7.3, 7);
  });

  it('refuses numbers that are not finite and definitions proj4 cannot read', () => {
    expect(() => toWgs84(RD_NEW, Number.NaN, 463_000)).toThrow('X and Y must be numbers.');
    expect(() => fromWgs84(RD_NEW, { longitude: Number.POSITIVE_INFINITY, latitude: 52 })).toThrow(
      'Longitude and latitude must be numbers.',
    );
    const broken = { ...RD_NEW, epsgCode: 99_999, proj4Definition: '+proj=nonsense' };
    expect(() => toWgs84(broken, 1, 2)).toThrow(
      'The definition of Amersfoort / RD New (EPSG:99999) cannot be read',
    );
  });

  it("formats with the system's decimals, 6 to 7 for degrees, and never as -0", () => {
    expect(formatCoordinate(RD_NEW, 155_000)).toBe('155000.00');
    expect(formatCoordinate(RD_NEW, 157_091.334_9)).toBe('157091.33');
    expect(formatCoordinate(RD_NEW, -0.001)).toBe('0.00');
    expect(formatCoordinate(WGS84, 5.387_206_214)).toBe('5.387206');
    expect(formatCoordinate({ ...WGS84, decimals: 9 }, 5.387_206_214)).toBe('5.3872062');
    expect(formatCoordinate({ ...WGS84, decimals: 2 }, 5.387_206_214)).toBe('5.387206');
    expect(() => formatCoordinate(RD_NEW, Number.NaN)).toThrow('A coordinate must be a number.');
  });
});

describe('an own coordinate system (AddCrs)', () => {
  const LOCAL = {
    epsgCode: 900_001,
    name: 'Local grid',
    proj4Definition:
      '+proj=tmerc +lat_0=52 +lon_0=5 +k=1 +x_0=100000 +y_0=200000 +ellps=GRS80 +units=m +no_defs',
    xCoordinateName: 'Easting',
    yCoordinateName: 'Northing',
    decimals: 2,
    areaOfUse: { west: 4, south: 51, east: 6, north: 53 },
  };

  it('accepts numbers within its stated area (with the margin) and refuses those beyond', () => {
    expect(areaOfUse(LOCAL)).toEqual({ west: 3, south: 50, east: 7, north: 54 });
    const origin = toWgs84(LOCAL, 100_000, 200_000);
    expect(origin.longitude).toBeCloseTo(5, 9);
    expect(origin.latitude).toBeCloseTo(52, 9);
    // 400 km north of its origin: outside the area stated for it.
    expect(() => toWgs84(LOCAL, 100_000, 600_000)).toThrow(/lies outside the area where Local grid/);
  });

  it('counts a WKT geographic system as geographic', () => {
    const wkt = {
      ...LOCAL,
      proj4Definition:
        'GEOGCS["ETRS89",DATUM["European_Terrestrial_Reference_System_1989",SPHEROID["GRS 1980",6378137,298.257222101]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]]',
    };
    expect(isGeographic(wkt)).toBe(true);
    expect(isGeographic(LOCAL)).toBe(false);
  });
});
