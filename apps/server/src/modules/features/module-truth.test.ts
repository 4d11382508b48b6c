import { readFileSync } from 'node:fs';
import * as contracts from '@vantage/contracts';
import { FEATURE_KEYS, LICENSE_MODULES, PRESENT_FEATURE_KEY, plannerKindOfType } from '@vantage/contracts';
import { kindLocked, moduleLabel } from '@vantage/contracts/gates/modules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  plannerObjects,
  subscriptionFeatures,
  subscriptionTypes,
  userAccounts,
  users,
} from '../../db/schema/index.js';
import { DEMO_USERS, seedDemoIfEmpty } from '../../seed/demo.js';
import '../../seed/demo-content.js';
import { NOT_YET_FEATURE_KEYS, SUBSCRIPTION_TYPES } from '../../seed/reference.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { presentableProject, publish } from '../../test/presentation-fixtures.js';
import { type ContentFixtures, contentFixtures } from '../../test/project-content-fixtures.js';
import { multipartUpload } from '../../test/terrain-fixtures.js';

/**
 * The subscription page tells the truth: every feature key a plan or the demo Enables unlocks
 * something the product has. Each key names what it unlocks (an operation of the API, shown by
 * its 403 while the key is not Enabled and its opening when it is; or a planner tab the web
 * gates on it) or is one the product does not have yet, which no plan and no demo Enables.
 */
type FeatureKey = (typeof FEATURE_KEYS)[number];
type Member = { headers: Record<string, string> };
type Place = {
  subscriptionId: number;
  member: Member;
  projectId: number;
  scenarioId: number;
  viewpointId: number;
};
type Unlock =
  | {
      operation: string;
      call: (place: Place) => Promise<{ statusCode: number; json: () => { detail?: string } }>;
    }
  | { tab: string; file: string };

let t: TestApp;
let f: ContentFixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = contentFixtures(t);
});
afterAll(() => t.close());

const p = (longitude: number, latitude: number) => ({ longitude, latitude });
const newObject = (place: Place, plannerObjectTypeId: number, layout: string, points: object[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${place.projectId}/planner-objects`,
    headers: place.member.headers,
    payload: { name: 'Probe', scenarioId: place.scenarioId, plannerObjectTypeId, layout, points },
  });
const read = (place: Place, path: string) =>
  t.app.inject({ url: `/api/projects/${place.projectId}/${path}`, headers: place.member.headers });
/** Bytes that are no file of any kind: the gate answers before they are read. */
const junk = new TextEncoder().encode('not a file');

const UNLOCKS: Record<FeatureKey, Unlock | null> = {
  Wind: {
    operation: 'createPlannerObject (wind turbine)',
    call: (place) => newObject(place, 1, 'Point', [p(5.4, 52.5)]),
  },
  Solar: {
    operation: 'createPlannerObject (solar field)',
    call: (place) => newObject(place, 2, 'Area', [p(5.4, 52.5), p(5.41, 52.5), p(5.41, 52.51)]),
  },
  Pylon: {
    operation: 'createPlannerObject (power line)',
    call: (place) => newObject(place, 4, 'Path', [p(5.4, 52.5), p(5.45, 52.5)]),
  },
  Stationary: {
    operation: 'createPlannerObject (substation)',
    call: (place) => newObject(place, 8, 'Point', [p(5.4, 52.5)]),
  },
  [PRESENT_FEATURE_KEY]: {
    operation: 'createPresentation',
    call: async (place) => {
      const { request } = await presentableProject(t, place.subscriptionId);
      return publish(t, place.member.headers, request);
    },
  },
  PanoUpload: {
    operation: 'uploadViewpointPhoto',
    call: (place) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/projects/viewpoints/${place.viewpointId}/photo`,
        ...multipartUpload(place.member.headers, junk, 'photo.jpg'),
      }),
  },
  Cyclomedia: null,
  ShadowFlickerSimulation: {
    operation: 'getShadowFlickerSettings',
    call: (place) => read(place, 'shadow-flicker-settings'),
  },
  NoiseSimulation: { operation: 'getNoiseSettings', call: (place) => read(place, 'noise-settings') },
  PdfReport: {
    tab: 'the planner’s Report',
    file: 'apps/web/src/features/editor/components/studies/report-section.tsx',
  },
  Pano360Render: null,
  AdvancedAnimations: null,
  SketchLayer: {
    operation: 'createSketch',
    call: (place) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${place.projectId}/sketches`,
        headers: place.member.headers,
        payload: { kind: 'label', text: 'Probe', points: [p(5.4, 52.5)] },
      }),
  },
  TerrainTexture: null,
  TerrainAhn: {
    operation: 'uploadTerrainModel',
    call: (place) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/projects/${place.projectId}/terrain-model`,
        ...multipartUpload(place.member.headers, junk, 'hill.tif'),
      }),
  },
  TerrainSrtm: null,
  Esri: null,
  BufferLayer: { operation: 'listSetbackRules', call: (place) => read(place, 'setback-rules') },
  AddCrs: {
    operation: 'createCoordinateSystem',
    call: (place) =>
      t.app.inject({
        method: 'POST',
        url: '/api/coordinate-systems',
        headers: place.member.headers,
        payload: {
          name: 'Probe grid',
          epsgCode: 900_000 + place.subscriptionId,
          definition: '+proj=tmerc +lat_0=52 +lon_0=5 +k=1 +x_0=100000 +y_0=200000 +ellps=GRS80 +units=m',
          areaOfUse: { west: 4, south: 51, east: 6, north: 53 },
        },
      }),
  },
};

async function placeFor(features: Record<string, 'Enabled' | 'Disabled'>): Promise<Place> {
  const { subscription } = await t.buildSubscription({ features });
  const member = await t.buildMember(subscription, ['Owner']);
  const project = await f.project(subscription.id);
  const scenario = await f.scenario(project.id);
  const viewpoint = await f.viewpoint(project.id);
  return {
    subscriptionId: subscription.id,
    member,
    projectId: project.id,
    scenarioId: scenario.id,
    viewpointId: viewpoint.id,
  };
}

async function featuresOf(subscriptionId: number): Promise<Map<string, string>> {
  const rows = await t.ctx.db
    .select()
    .from(subscriptionFeatures)
    .where(eq(subscriptionFeatures.subscriptionId, subscriptionId));
  return new Map(rows.map((row) => [row.key, row.state]));
}

const enabledKeys = (states: ReadonlyMap<string, string> | Record<string, string>) =>
  [...(states instanceof Map ? states : new Map(Object.entries(states))).entries()].flatMap(([key, state]) =>
    state === 'Enabled' ? [key] : [],
  );

describe('the subscription page tells the truth', () => {
  it('the keys the product does not have yet are the seed’s NOT_YET_FEATURE_KEYS', () => {
    const notYet = FEATURE_KEYS.filter((key) => UNLOCKS[key] === null);
    expect([...NOT_YET_FEATURE_KEYS].sort()).toEqual([...notYet].sort());
  });

  it('every plan states every key, and Enables only keys that unlock something', async () => {
    const stored = await t.ctx.db.select().from(subscriptionTypes);
    expect(stored.map((type) => type.key).sort()).toEqual(SUBSCRIPTION_TYPES.map((type) => type.key).sort());
    for (const type of stored) {
      expect(Object.keys(type.defaultFeatures).sort(), type.key).toEqual([...FEATURE_KEYS].sort());
      for (const key of enabledKeys(type.defaultFeatures))
        expect(UNLOCKS[key as FeatureKey], `${type.name} Enables ${key}`).not.toBeNull();
    }
  });

  it('the demo Enables only keys that unlock something, and every kind of its data is unlocked', async () => {
    await seedDemoIfEmpty(t.ctx);
    const [demo] = await t.ctx.db
      .select({ id: userAccounts.subscriptionId })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(eq(users.email, DEMO_USERS[0]!.email));
    expect(demo, 'the demo subscription').toBeDefined();
    const states = await featuresOf(demo!.id);
    for (const key of enabledKeys(states))
      expect(UNLOCKS[key as FeatureKey], `the demo Enables ${key}`).not.toBeNull();
    const objects = await t.ctx.db
      .select({ typeId: plannerObjects.plannerObjectTypeId })
      .from(plannerObjects);
    expect(objects.length).toBeGreaterThan(0);
    for (const { typeId } of objects) {
      const kind = plannerKindOfType(typeId);
      expect(kind, `type ${typeId}`).toBeDefined();
      expect(
        kindLocked(kind!, (key) => states.get(key) as never),
        `${kind!.name} in the demo`,
      ).toBe(false);
    }
  });

  it('the License page lists no module the product lacks as Unlocked on a new trial', async () => {
    const [wind] = await t.ctx.db
      .select()
      .from(subscriptionTypes)
      .where(eq(subscriptionTypes.key, 'wind-planner'));
    for (const module of LICENSE_MODULES)
      if (UNLOCKS[module.key] === null)
        expect(wind!.defaultFeatures[module.key], module.label).not.toBe('Enabled');
  });

  const operations = FEATURE_KEYS.flatMap((key) => {
    const unlock = UNLOCKS[key];
    return unlock && 'operation' in unlock ? [[key, unlock.operation, unlock] as const] : [];
  });
  it.each(operations)('%s unlocks %s: 403 naming the module unless Enabled', async (key, _name, unlock) => {
    const locked = await unlock.call(await placeFor({ [key]: 'Disabled' }));
    expect(locked.statusCode).toBe(403);
    const detail = locked.json().detail ?? '';
    expect(detail).toContain('module');
    expect(
      [key, moduleLabel(key)].some((name) => detail.includes(name)),
      detail,
    ).toBe(true);
    const open = await unlock.call(await placeFor({ [key]: 'Enabled' }));
    expect(open.statusCode, JSON.stringify(open.json())).not.toBe(403);
    expect(open.statusCode).toBeLessThan(500);
  });

  const tabs = FEATURE_KEYS.flatMap((key) => {
    const unlock = UNLOCKS[key];
    return unlock && 'tab' in unlock ? [[key, unlock.tab, unlock] as const] : [];
  });
  /** The ways a web file can name a key: the literal, or a constant of the contracts that holds it. */
  const namesOf = (key: string) => [
    `'${key}'`,
    ...Object.entries(contracts).flatMap(([name, value]) => (value === key ? [name] : [])),
  ];
  it('a key is named by its literal or by the contracts constant that holds it', () => {
    expect(namesOf('PdfReport')).toEqual(["'PdfReport'", 'PDF_REPORT_FEATURE_KEY']);
  });
  it.each(tabs)('%s unlocks %s, which the web gates on it', (key, _name, unlock) => {
    const source = readFileSync(new URL(`../../../../../${unlock.file}`, import.meta.url), 'utf8');
    expect(
      namesOf(key).filter((name) => source.includes(name)),
      `${unlock.file} names ${key}`,
    ).not.toEqual([]);
    expect(source).toContain("'Enabled'");
  });
});
