import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { CoordinateSystem } from '@vantage/contracts';
import proj4 from 'proj4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/connection.js';
import { COORDINATE_SYSTEMS } from '../../seed/reference.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let systems: CoordinateSystem[];
beforeAll(async () => {
  t = await createTestApp();
  const { subscription } = await t.buildSubscription();
  const { headers } = await t.buildMember(subscription, ['Observer']);
  systems = (await t.app.inject({ url: '/api/coordinate-systems', headers })).json();
});
afterAll(() => t.close());

/** Metres between two WGS 84 positions (equirectangular: exact enough over metres). */
function metresBetween([lon1, lat1]: number[], [lon2, lat2]: number[]): number {
  const rad = Math.PI / 180;
  return 6_371_000 * Math.hypot((lat2! - lat1!) * rad, (lon2! - lon1!) * rad * Math.cos(lat1! * rad));
}

/**
 * Each system's point as PROJ 9 itself transforms it to WGS 84 (`cs2cs EPSG:<code> EPSG:4326`,
 * with its Helmert transformations where a grid would be more exact), and, for RD New, the
 * origin at Amersfoort as RDNAPTRANS 2018 gives it in ETRS89.
 */
const REFERENCES: Array<[epsgCode: number, xy: [number, number], lonLat: [number, number], source: string]> =
  [
    [28992, [155000, 463000], [5.38720621, 52.1551744], 'RDNAPTRANS 2018, Amersfoort'],
    [28992, [121000, 487000], [4.887970765, 52.36982621], 'PROJ, Amsterdam'],
    [27700, [530000, 180000], [-0.12835394, 51.503990828], 'PROJ, London'],
    [27700, [325000, 673000], [-3.202386182, 55.944167047], 'PROJ, Edinburgh'],
    [31370, [150000, 170000], [4.368752141, 50.840411283], 'PROJ, Brussels'],
    [31467, [3500000, 5500000], [8.998958968, 49.636708262], 'PROJ, Odenwald'],
    [31467, [3560000, 5800000], [9.879078252, 52.330114308], 'PROJ, Hannover'],
    [25831, [500000, 5800000], [3, 52.35029335], 'PROJ'],
    [25832, [500000, 5800000], [9, 52.35029335], 'PROJ'],
    [25833, [500000, 5800000], [15, 52.35029335], 'PROJ'],
    [3857, [556597.45, 6800125.45], [4.999999964, 51.999999976], 'PROJ'],
  ];

describe('GET /api/coordinate-systems: proj4 definitions', () => {
  it('gives every seeded system its full proj4 definition beside the fields the spec fixes', () => {
    expect(systems.map((system) => system.epsgCode).sort()).toEqual(
      COORDINATE_SYSTEMS.map((system) => system.epsgCode).sort(),
    );
    for (const system of systems) {
      const seeded = COORDINATE_SYSTEMS.find((row) => row.epsgCode === system.epsgCode)!;
      expect(system).toEqual({ id: expect.any(Number), ...seeded });
      expect(system.proj4Definition).toMatch(/^\+proj=\w+ .*\+no_defs \+type=crs$/);
    }
  });

  it('carries the datum shifts: RD New, British National Grid, Belgian Lambert 72 and DHDN with +towgs84', () => {
    const definitionOf = (code: number) =>
      systems.find((system) => system.epsgCode === code)!.proj4Definition;
    expect(definitionOf(28992)).toContain('+towgs84=565.4171,50.3319,465.5524,');
    for (const code of [27700, 31370, 31467, 25831, 25832, 25833])
      expect(definitionOf(code)).toContain('+towgs84=');
  });

  it.each(REFERENCES)(
    'EPSG:%s %j lies where PROJ puts it, within half a metre, read by proj4js',
    (code, xy, expected) => {
      const system = systems.find((row) => row.epsgCode === code)!;
      const lonLat = proj4(system.proj4Definition, 'EPSG:4326', xy);
      expect(metresBetween(lonLat, expected)).toBeLessThan(0.5);
      const back = proj4('EPSG:4326', system.proj4Definition, lonLat);
      expect(Math.hypot(back[0]! - xy[0], back[1]! - xy[1])).toBeLessThan(0.01);
    },
  );

  it('WGS 84 is longitude and latitude as they are', () => {
    const wgs = systems.find((row) => row.epsgCode === 4326)!;
    expect(proj4(wgs.proj4Definition, 'EPSG:4326', [5.1, 52.1])).toEqual([5.1, 52.1]);
  });
});

describe('migration 0002', () => {
  /** The migration files up to `last`, as drizzle runs them: split at its breakpoints. */
  function statementsUpTo(last: number): string[] {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ idx: number; tag: string }>;
    };
    return journal.entries
      .filter((entry) => entry.idx <= last)
      .flatMap((entry) =>
        readFileSync(join(migrationsFolder, `${entry.tag}.sql`), 'utf8').split('--> statement-breakpoint'),
      );
  }

  it('writes the definitions into a database seeded before it, and leaves a system it does not know empty', async () => {
    const db = new PGlite();
    try {
      for (const statement of statementsUpTo(1)) await db.exec(statement);
      for (const { proj4Definition: _new, ...system } of COORDINATE_SYSTEMS)
        await db.query(
          'insert into coordinate_systems (name, epsg_code, proj4_key, x_coordinate_name, y_coordinate_name, decimals) values ($1, $2, $3, $4, $5, $6)',
          [
            system.name,
            system.epsgCode,
            system.proj4Key,
            system.xCoordinateName,
            system.yCoordinateName,
            system.decimals,
          ],
        );
      await db.query(
        `insert into coordinate_systems (name, epsg_code, proj4_key, x_coordinate_name, y_coordinate_name, decimals) values ('Local', 99999, 'EPSG:99999', 'X', 'Y', 2)`,
      );
      for (const statement of statementsUpTo(2).slice(statementsUpTo(1).length)) await db.exec(statement);
      const { rows: columns } = await db.query(
        `select is_nullable, column_default from information_schema.columns where table_name = 'coordinate_systems' and column_name = 'proj4_definition'`,
      );
      expect(columns).toEqual([{ is_nullable: 'NO', column_default: null }]);
      const { rows } = await db.query<{ epsg_code: number; proj4_definition: string }>(
        'select epsg_code, proj4_definition from coordinate_systems order by epsg_code',
      );
      const expected = [
        ...COORDINATE_SYSTEMS.map((system) => ({
          epsg_code: system.epsgCode,
          proj4_definition: system.proj4Definition,
        })),
        { epsg_code: 99999, proj4_definition: '' },
      ].sort((a, b) => a.epsg_code - b.epsg_code);
      expect(rows).toEqual(expected);
    } finally {
      await db.close();
    }
  });
});
