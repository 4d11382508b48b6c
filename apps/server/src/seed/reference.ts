import { FEATURE_KEYS, PRESENT_FEATURE_KEY } from '@vantage/contracts';
import type { Database } from '../db/connection.js';
import { coordinateSystems, type SubscriptionLimits, subscriptionTypes } from '../db/schema/index.js';

const allEnabled = Object.fromEntries(FEATURE_KEYS.map((key) => [key, 'Enabled']));

/** The product's plans. "Wind Planner" is the plan the trial form prefers (spec section 3). */
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
      NoiseSimulation: 'Phantom',
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

/** Common coordinate systems for our users. */
export const COORDINATE_SYSTEMS = [
  {
    name: 'WGS 84',
    epsgCode: 4326,
    proj4Key: 'EPSG:4326',
    xCoordinateName: 'Longitude',
    yCoordinateName: 'Latitude',
    decimals: 6,
  },
  {
    name: 'WGS 84 / Pseudo-Mercator',
    epsgCode: 3857,
    proj4Key: 'EPSG:3857',
    xCoordinateName: 'X',
    yCoordinateName: 'Y',
    decimals: 2,
  },
  {
    name: 'ETRS89 / UTM zone 31N',
    epsgCode: 25831,
    proj4Key: 'EPSG:25831',
    xCoordinateName: 'Easting',
    yCoordinateName: 'Northing',
    decimals: 2,
  },
  {
    name: 'ETRS89 / UTM zone 32N',
    epsgCode: 25832,
    proj4Key: 'EPSG:25832',
    xCoordinateName: 'Easting',
    yCoordinateName: 'Northing',
    decimals: 2,
  },
  {
    name: 'ETRS89 / UTM zone 33N',
    epsgCode: 25833,
    proj4Key: 'EPSG:25833',
    xCoordinateName: 'Easting',
    yCoordinateName: 'Northing',
    decimals: 2,
  },
  {
    name: 'Amersfoort / RD New',
    epsgCode: 28992,
    proj4Key: 'EPSG:28992',
    xCoordinateName: 'X',
    yCoordinateName: 'Y',
    decimals: 2,
  },
  {
    name: 'OSGB36 / British National Grid',
    epsgCode: 27700,
    proj4Key: 'EPSG:27700',
    xCoordinateName: 'Easting',
    yCoordinateName: 'Northing',
    decimals: 2,
  },
  {
    name: 'Belge 1972 / Belgian Lambert 72',
    epsgCode: 31370,
    proj4Key: 'EPSG:31370',
    xCoordinateName: 'X',
    yCoordinateName: 'Y',
    decimals: 2,
  },
  {
    name: 'DHDN / 3-degree Gauss-Kruger zone 3',
    epsgCode: 31467,
    proj4Key: 'EPSG:31467',
    xCoordinateName: 'Rechtswert',
    yCoordinateName: 'Hochwert',
    decimals: 2,
  },
];

export const DEFAULT_EPSG_CODE = 4326;

/** Reference rows every installation needs; idempotent, run on every start. */
export async function seedReferenceData(db: Database): Promise<void> {
  for (const type of SUBSCRIPTION_TYPES) {
    await db.insert(subscriptionTypes).values(type).onConflictDoNothing();
  }
  await db.insert(coordinateSystems).values(COORDINATE_SYSTEMS).onConflictDoNothing();
}
