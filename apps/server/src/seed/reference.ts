import { FEATURE_KEYS, PRESENT_FEATURE_KEY } from '@vantage/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { coordinateSystems, type SubscriptionLimits, subscriptionTypes } from '../db/schema/index.js';

/**
 * Feature keys of things the product does not have yet (module-truth.test.ts holds every other
 * key to something it unlocks). Every plan carries them Phantom: listed Locked where the License
 * page lists them, usable nowhere, until the product has them and a plan Enables them.
 */
export const NOT_YET_FEATURE_KEYS = [
  'Cyclomedia',
  'Pano360Render',
  'AdvancedAnimations',
  'TerrainTexture',
  'TerrainSrtm',
  'Esri',
] as const satisfies readonly (typeof FEATURE_KEYS)[number][];

const allEnabled = Object.fromEntries(
  FEATURE_KEYS.map((key) => [
    key,
    (NOT_YET_FEATURE_KEYS as readonly string[]).includes(key) ? 'Phantom' : 'Enabled',
  ]),
);

/**
 * The product's plans. "Wind Planner" is the plan the trial form prefers (spec section 3).
 * Enabled: the plan has it; Disabled: the product has it, the plan does not (listed Locked);
 * Phantom: the product does not have it yet (NOT_YET_FEATURE_KEYS); Hidden: not offered.
 */
export const SUBSCRIPTION_TYPES: Array<{
  key: string;
  name: string;
  sortOrder: number;
  defaultLimits: SubscriptionLimits;
  defaultFeatures: Record<string, string>;
}> = [
  {
    key: 'wind-planner',
    name: 'Wind Planner',
    sortOrder: 1,
    defaultLimits: {
      projectLimit: 25,
      teamMemberLimit: 6,
      projectMemberLimit: 10,
      observerLimit: 20,
      plannerObjectLimit: 5000,
      revisionsLimit: 50,
      panoramaAICreditsLimit: 100,
    },
    defaultFeatures: {
      ...allEnabled,
      Solar: 'Disabled',
      Pylon: 'Disabled',
      Cyclomedia: 'Hidden',
      NoiseSimulation: 'Disabled',
    },
  },
  {
    key: 'energy-planner',
    name: 'Energy Planner',
    sortOrder: 2,
    defaultLimits: {
      projectLimit: 100,
      teamMemberLimit: 21,
      projectMemberLimit: 50,
      observerLimit: 100,
      plannerObjectLimit: 50000,
      revisionsLimit: 500,
      panoramaAICreditsLimit: 1000,
    },
    defaultFeatures: { ...allEnabled, [PRESENT_FEATURE_KEY]: 'Enabled' },
  },
];

/** ETRS89 / UTM zone `zone`N as epsg.io defines it (ETRS89 = WGS 84 at this accuracy). */
const utm = (zone: number) =>
  `+proj=utm +zone=${zone} +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs`;

/**
 * Common coordinate systems for our users, with their proj4 definitions: the datum shift as
 * `+towgs84` (position-vector Helmert, rotations in arc seconds), without which RD New is
 * 114 m off. epsg.io's RD New string gives EPSG's rotations of "Amersfoort to WGS 84 (4)" as
 * they are, in microradians and the coordinate-frame sense (1.9342,-1.6677,9.1019), which
 * proj4js reads as arc seconds: 170 m off. Here they are converted, as PROJ does
 * (`projinfo -s EPSG:28992 -t EPSG:4326`): 0.3 m from RDNAPTRANS at Amersfoort. The others
 * are epsg.io's (coordinate_systems/routes.test.ts holds each to PROJ within half a metre).
 * Migration 0002 wrote these definitions into existing databases; the seed keeps them current.
 */
export const COORDINATE_SYSTEMS = [
  {
    name: 'WGS 84',
    epsgCode: 4326,
    proj4Key: 'EPSG:4326',
    xCoordinateName: 'Longitude',
    yCoordinateName: 'Latitude',
    decimals: 6,
    proj4Definition: '+proj=longlat +datum=WGS84 +no_defs +type=crs',
  },
  {
    name: 'WGS 84 / Pseudo-Mercator',
    epsgCode: 3857,
    proj4Key: 'EPSG:3857',
    xCoordinateName: 'X',
    yCoordinateName: 'Y',
    decimals: 2,
    proj4Definition:
      '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs +type=crs',
  },
  {
    name: 'ETRS89 / UTM zone 31N',
    epsgCode: 25831,
    proj4Key: 'EPSG:25831',
    xCoordinateName: 'Easting',
    yCoordinateName: 'Northing',
    decimals: 2,
    proj4Definition: utm(31),
  },
  {
    name: 'ETRS89 / UTM zone 32N',
    epsgCode: 25832,
    proj4Key: 'EPSG:25832',
    xCoordinateName: 'Easting',
    yCoordinateName: 'Northing',
    decimals: 2,
    proj4Definition: utm(32),
  },
  {
    name: 'ETRS89 / UTM zone 33N',
    epsgCode: 25833,
    proj4Key: 'EPSG:25833',
    xCoordinateName: 'Easting',
    yCoordinateName: 'Northing',
    decimals: 2,
    proj4Definition: utm(33),
  },
  {
    name: 'Amersfoort / RD New',
    epsgCode: 28992,
    proj4Key: 'EPSG:28992',
    xCoordinateName: 'X',
    yCoordinateName: 'Y',
    decimals: 2,
    proj4Definition:
      '+proj=sterea +lat_0=52.1561605555556 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 +ellps=bessel +towgs84=565.4171,50.3319,465.5524,-0.398957388243134,0.343987817378283,-1.87740163998045,4.0725 +units=m +no_defs +type=crs',
  },
  {
    name: 'OSGB36 / British National Grid',
    epsgCode: 27700,
    proj4Key: 'EPSG:27700',
    xCoordinateName: 'Easting',
    yCoordinateName: 'Northing',
    decimals: 2,
    proj4Definition:
      '+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy +towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs +type=crs',
  },
  {
    name: 'Belge 1972 / Belgian Lambert 72',
    epsgCode: 31370,
    proj4Key: 'EPSG:31370',
    xCoordinateName: 'X',
    yCoordinateName: 'Y',
    decimals: 2,
    proj4Definition:
      '+proj=lcc +lat_0=90 +lon_0=4.36748666666667 +lat_1=51.1666672333333 +lat_2=49.8333339 +x_0=150000.013 +y_0=5400088.438 +ellps=intl +towgs84=-106.8686,52.2978,-103.7239,0.3366,-0.457,1.8422,-1.2747 +units=m +no_defs +type=crs',
  },
  {
    name: 'DHDN / 3-degree Gauss-Kruger zone 3',
    epsgCode: 31467,
    proj4Key: 'EPSG:31467',
    xCoordinateName: 'Rechtswert',
    yCoordinateName: 'Hochwert',
    decimals: 2,
    proj4Definition:
      '+proj=tmerc +lat_0=0 +lon_0=9 +k=1 +x_0=3500000 +y_0=0 +ellps=bessel +towgs84=598.1,73.7,418.2,0.202,0.045,-2.455,6.7 +units=m +no_defs +type=crs',
  },
];

export const DEFAULT_EPSG_CODE = 4326;

/**
 * Reference rows every installation needs; idempotent, run on every start. The plans' default
 * features are kept current (only the seed writes them), so a new subscription gets what the
 * product has; existing subscriptions keep the features they were given.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  for (const type of SUBSCRIPTION_TYPES) {
    await db
      .insert(subscriptionTypes)
      .values(type)
      .onConflictDoUpdate({
        target: subscriptionTypes.key,
        set: { defaultFeatures: sql`excluded.default_features` },
        setWhere: sql`${subscriptionTypes.defaultFeatures} is distinct from excluded.default_features`,
      });
  }
  await db
    .insert(coordinateSystems)
    .values(COORDINATE_SYSTEMS)
    .onConflictDoUpdate({
      target: coordinateSystems.epsgCode,
      targetWhere: sql`${coordinateSystems.subscriptionId} is null`,
      set: { proj4Definition: sql`excluded.proj4_definition` },
      setWhere: sql`${coordinateSystems.proj4Definition} is distinct from excluded.proj4_definition`,
    });
}
