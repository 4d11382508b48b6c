import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { metresBetween, readDefinition } from './definition.js';

const TMERC = '+proj=tmerc +lat_0=52 +lon_0=5 +k=1 +x_0=100000 +y_0=200000 +ellps=GRS80 +units=m +no_defs';
const AROUND_52_5 = { west: 4, south: 51, east: 6, north: 53 };
/** EPSG:28992 as WKT 1 (epsg.io's OGC WKT), with its datum shift. */
const RD_WKT =
  'PROJCS["Amersfoort / RD New",GEOGCS["Amersfoort",DATUM["Amersfoort",SPHEROID["Bessel 1841",6377397.155,299.1528128],TOWGS84[565.4171,50.3319,465.5524,1.9342,-1.6677,9.1019,4.0725]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Oblique_Stereographic"],PARAMETER["latitude_of_origin",52.1561605555556],PARAMETER["central_meridian",5.38763888888889],PARAMETER["scale_factor",0.9999079],PARAMETER["false_easting",155000],PARAMETER["false_northing",463000],UNIT["metre",1],AUTHORITY["EPSG","28992"]]';

describe('readDefinition', () => {
  it('reads a local transverse Mercator and puts the centre where proj4 itself does', () => {
    const reading = readDefinition(` ${TMERC} `, AROUND_52_5);
    expect(reading).toMatchObject({ ok: true, definition: TMERC, geographic: false });
    if (!reading.ok) return;
    // The origin of this system is (5°E, 52°N) at (100000, 200000); the centre is 5°E, 52°N.
    expect(reading.centre.x).toBeCloseTo(100_000, 3);
    expect(reading.centre.y).toBeCloseTo(200_000, 3);
    const [x, y] = proj4('EPSG:4326', TMERC, [5, 52]);
    expect(Math.hypot(reading.centre.x - x!, reading.centre.y - y!)).toBeLessThan(1e-6);
  });

  it('reads WKT 1 and agrees with the proj4 definition of the same system within a centimetre', () => {
    const reading = readDefinition(RD_WKT, { west: 3.2, south: 50.75, east: 7.22, north: 53.7 });
    expect(reading.ok, JSON.stringify(reading)).toBe(true);
    if (!reading.ok) return;
    const rd =
      '+proj=sterea +lat_0=52.1561605555556 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 +ellps=bessel +towgs84=565.4171,50.3319,465.5524,1.9342,-1.6677,9.1019,4.0725 +units=m +no_defs';
    const [x, y] = proj4('EPSG:4326', rd, [(3.2 + 7.22) / 2, (50.75 + 53.7) / 2]);
    expect(Math.hypot(reading.centre.x - x!, reading.centre.y - y!)).toBeLessThan(0.01);
  });

  it('knows a geographic system', () => {
    expect(readDefinition('+proj=longlat +ellps=GRS80 +no_defs', AROUND_52_5)).toMatchObject({
      ok: true,
      geographic: true,
    });
  });

  it.each([
    ['', /give a proj4 definition/],
    ['hello world', /neither a proj4 definition .* nor a WKT text/],
    ['EPSG:4326', /neither a proj4 definition/],
    ['+proj=nosuchprojection +units=m', /^definition: proj4 cannot read it/],
    ['PROJCS["broken"', /^definition: proj4 cannot read it/],
  ])('refuses %j in words', (text, problem) => {
    const reading = readDefinition(text, AROUND_52_5);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problem).toMatch(problem);
  });

  it('refuses a definition whose numbers do not transform at the centre of the area', () => {
    const reading = readDefinition(
      '+proj=tmerc +lat_0=52 +lon_0=5 +k=abc +ellps=GRS80 +units=m',
      AROUND_52_5,
    );
    expect(reading.ok).toBe(false);
    if (!reading.ok)
      expect(reading.problem).toMatch(
        /^definition: the centre of the area of use \(longitude 5\.00000, latitude 52\.00000\)/,
      );
  });

  it('refuses an area whose sides are the wrong way round', () => {
    expect(readDefinition(TMERC, { west: 6, south: 51, east: 4, north: 53 })).toEqual({
      ok: false,
      problem:
        'areaOfUse: west (6) must be less than east (4); an area across the antimeridian is not supported.',
    });
    expect(readDefinition(TMERC, { west: 4, south: 53, east: 6, north: 51 })).toEqual({
      ok: false,
      problem: 'areaOfUse: south (53) must be less than north (51).',
    });
  });

  it('measures metres the way the round trip needs: a millimetre is a millimetre', () => {
    const oneMillimetreNorth = 0.001 / 6_371_000 / (Math.PI / 180);
    expect(metresBetween([5, 52], [5, 52 + oneMillimetreNorth])).toBeCloseTo(0.001, 9);
  });
});

describe('the round trip tolerance', () => {
  it('takes the built-in RD New definition, whose round trip in proj4js misses by 5 mm', () => {
    const rd =
      '+proj=sterea +lat_0=52.1561605555556 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 +ellps=bessel +towgs84=565.4171,50.3319,465.5524,1.9342,-1.6677,9.1019,4.0725 +units=m +no_defs';
    expect(readDefinition(rd, { west: 3.2, south: 50.75, east: 7.22, north: 53.7 }).ok).toBe(true);
  });
});
