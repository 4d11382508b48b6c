import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setbackRules } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';

let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: owner } = await openContentSuite(['Owner']));
  await f.setFeature(subscription.id, 'BufferLayer', 'Enabled');
});
afterAll(() => t.close());

const FOUR_H = {
  name: '4 × tip height from dwellings',
  targetKind: 'receptor',
  receptorCategory: 'dwelling',
  distanceValue: 4,
  distanceUnit: 'tipHeight',
};
const rulesUrl = (projectId: number) => `/api/projects/${projectId}/setback-rules`;

async function createRule(projectId: number, payload: Record<string, unknown> = FOUR_H) {
  const res = await t.app.inject({
    method: 'POST',
    url: rulesUrl(projectId),
    headers: owner.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number };
}

describe('setback rules', () => {
  it('creates, lists, gets, updates and deletes a rule', async () => {
    const project = await f.project(subscription.id);
    const rule = await createRule(project.id);
    expect(rule).toMatchObject({ ...FOUR_H, projectId: project.id, version: 1 });
    const list = await t.app.inject({ url: rulesUrl(project.id), headers: owner.headers });
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([rule]);
    const get = await t.app.inject({ url: `${rulesUrl(project.id)}/${rule.id}`, headers: owner.headers });
    expect(get.headers.etag).toBe('"1"');
    const put = await t.app.inject({
      method: 'PUT',
      url: `${rulesUrl(project.id)}/${rule.id}`,
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { distanceValue: 10, name: '10H' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      distanceValue: 10,
      name: '10H',
      version: 2,
      receptorCategory: 'dwelling',
    });
    expect(put.headers.etag).toBe('"2"');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${rulesUrl(project.id)}/${rule.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({ url: `${rulesUrl(project.id)}/${rule.id}`, headers: owner.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('takes a site-boundary rule without a category', async () => {
    const project = await f.project(subscription.id);
    const rule = await createRule(project.id, {
      name: 'Inside the site',
      targetKind: 'siteBoundary',
      distanceValue: 50,
      distanceUnit: 'm',
    });
    expect(rule).toMatchObject({ targetKind: 'siteBoundary', receptorCategory: null });
  });

  it('412 on a stale If-Match, with the rule as it is now, and nothing changed', async () => {
    const project = await f.project(subscription.id);
    const rule = await createRule(project.id);
    await t.app.inject({
      method: 'PUT',
      url: `${rulesUrl(project.id)}/${rule.id}`,
      headers: owner.headers,
      payload: { distanceValue: 5 },
    });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `${rulesUrl(project.id)}/${rule.id}`,
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { distanceValue: 6 },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json().detail).toBe(
      'Setback rule "4 × tip height from dwellings" was changed by someone else since you loaded it.',
    );
    expect(stale.json().current).toMatchObject({ distanceValue: 5, version: 2 });
    const [row] = await t.ctx.db.select().from(setbackRules).where(eq(setbackRules.id, rule.id));
    expect(row!.distanceValue).toBe(5);
  });

  it('400 in words on bad input, and nothing written', async () => {
    const project = await f.project(subscription.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...FOUR_H, distanceUnit: 'feet' }, 'distanceUnit must be one of: m, tipHeight, rotorDiameter'],
      [{ ...FOUR_H, distanceValue: -1 }, 'distanceValue must be at least 0.01'],
      [{ ...FOUR_H, distanceValue: 101 }, "distanceValue must be at most 100 times the turbine's size"],
      [{ ...FOUR_H, receptorCategory: 'castle' }, 'receptorCategory must be one of:'],
      [{ ...FOUR_H, receptorCategory: undefined }, 'A rule about receptors names their category'],
      [{ ...FOUR_H, targetKind: 'siteBoundary' }, 'A rule about the site boundary has no receptorCategory'],
      [{ ...FOUR_H, name: '  ' }, 'Setback rule name must not be empty'],
    ];
    for (const [payload, words] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: rulesUrl(project.id),
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toContain(words);
    }
    const rule = await createRule(project.id);
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: `${rulesUrl(project.id)}/${rule.id}`,
      headers: owner.headers,
      payload: { targetKind: 'siteBoundary' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toContain('A rule about the site boundary has no receptorCategory');
    const empty = await t.app.inject({
      method: 'PUT',
      url: `${rulesUrl(project.id)}/${rule.id}`,
      headers: owner.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const rows = await t.ctx.db.select().from(setbackRules).where(eq(setbackRules.projectId, project.id));
    expect(rows.map((r) => [r.distanceValue, r.targetKind, r.version])).toEqual([[4, 'receptor', 1]]);
  });

  it('answers 404 for another organisation’s project and rules, and for a rule of another project', async () => {
    const { subscription: theirs } = await t.buildSubscription();
    await f.setFeature(theirs.id, 'BufferLayer', 'Enabled');
    const stranger = await t.buildMember(theirs, ['Owner']);
    const project = await f.project(subscription.id);
    const rule = await createRule(project.id);
    const requests = [
      { method: 'GET' as const, url: rulesUrl(project.id) },
      { method: 'POST' as const, url: rulesUrl(project.id), payload: FOUR_H },
      { method: 'GET' as const, url: `${rulesUrl(project.id)}/${rule.id}` },
      { method: 'PUT' as const, url: `${rulesUrl(project.id)}/${rule.id}`, payload: { distanceValue: 1 } },
      { method: 'DELETE' as const, url: `${rulesUrl(project.id)}/${rule.id}` },
      { method: 'GET' as const, url: `${rulesUrl(project.id)}/check?scenarioId=1` },
    ];
    for (const request of requests) {
      const res = await t.app.inject({ ...request, headers: stranger.headers });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const other = await f.project(subscription.id);
    const cross = await t.app.inject({ url: `${rulesUrl(other.id)}/${rule.id}`, headers: owner.headers });
    expect(cross.statusCode).toBe(404);
    const rows = await t.ctx.db.select().from(setbackRules).where(eq(setbackRules.projectId, project.id));
    expect(rows.map((r) => r.distanceValue)).toEqual([4]);
  });

  it('lets the content editors change rules, observers only read (their own projects)', async () => {
    const project = await f.project(subscription.id);
    const rule = await createRule(project.id);
    const put = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `${rulesUrl(project.id)}/${rule.id}`,
        headers,
        payload: { distanceValue: 3 },
      });
    for (const roles of [['Administrator'], ['TeamMember'], ['SupportStaff']] as const) {
      const member = await t.buildMember(subscription, [...roles]);
      expect((await put(member.headers)).statusCode, roles[0]).toBe(200);
    }
    const projectMember = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [project.id] });
    expect((await put(projectMember.headers)).statusCode).toBe(200);
    const outsider = await t.buildMember(subscription, ['ProjectMember']);
    expect((await put(outsider.headers)).statusCode).toBe(404);
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const denied = await put(observer.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe('You may only view this project.');
    const read = await t.app.inject({ url: rulesUrl(project.id), headers: observer.headers });
    expect(read.statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${rulesUrl(project.id)}/${rule.id}`,
      headers: observer.headers,
    });
    expect(del.statusCode).toBe(403);
  });

  it('refuses changes on an expired subscription', async () => {
    const { subscription: expired } = await t.buildSubscription({ expiresAt: new Date(Date.now() - 1000) });
    await f.setFeature(expired.id, 'BufferLayer', 'Enabled');
    const team = await t.buildMember(expired, ['TeamMember']);
    const project = await f.project(expired.id);
    const res = await t.app.inject({
      method: 'POST',
      url: rulesUrl(project.id),
      headers: team.headers,
      payload: FOUR_H,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your subscription has expired.');
  });

  it('403 problem+json naming the module while BufferLayer is locked, for every operation', async () => {
    const { subscription: locked } = await t.buildSubscription();
    await f.setFeature(locked.id, 'BufferLayer', 'Disabled');
    const lockedOwner = await t.buildMember(locked, ['Owner']);
    const project = await f.project(locked.id);
    const scenario = await f.scenario(project.id);
    const requests = [
      { method: 'GET' as const, url: rulesUrl(project.id) },
      { method: 'POST' as const, url: rulesUrl(project.id), payload: FOUR_H },
      { method: 'GET' as const, url: `${rulesUrl(project.id)}/1` },
      { method: 'PUT' as const, url: `${rulesUrl(project.id)}/1`, payload: { distanceValue: 1 } },
      { method: 'DELETE' as const, url: `${rulesUrl(project.id)}/1` },
      { method: 'GET' as const, url: `${rulesUrl(project.id)}/check?scenarioId=${scenario.id}` },
    ];
    for (const request of requests) {
      const res = await t.app.inject({ ...request, headers: lockedOwner.headers });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(
        'The Buffer layer (BufferLayer) module is not unlocked for your subscription.',
      );
    }
    const rows = await t.ctx.db.select().from(setbackRules).where(eq(setbackRules.projectId, project.id));
    expect(rows).toEqual([]);
  });
});

/** The road and nature area of packages/contracts/src/studies/setbacks.test.ts's constraint layer. */
const ROADS_GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'N201' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [4.994, 52.004],
          [5.003, 52.0031],
          [5.012, 52.006],
        ],
      },
    },
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [4.985, 51.992],
            [4.996, 51.9925],
            [4.995, 51.9975],
            [4.987, 51.998],
            [4.985, 51.992],
          ],
        ],
      },
    },
  ],
});
/** Metres from (5, 52.0025) to the road, by the unit test's brute force. */
const ROAD_DISTANCE = 98.86;
const ROADS_RULE = {
  name: '1.5 × tip height from roads',
  targetKind: 'constraintLayer',
  distanceValue: 1.5,
  distanceUnit: 'tipHeight',
};

async function createLayer(projectId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/constraint-layers`,
    headers: owner.headers,
    payload: { name: 'Roads', geojson: ROADS_GEOJSON },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe('rules about a constraint layer', () => {
  it('names a layer of the project; the rule goes with its layer', async () => {
    const project = await f.project(subscription.id);
    const layer = await createLayer(project.id);
    const rule = await createRule(project.id, { ...ROADS_RULE, constraintLayerId: layer.id });
    expect(rule).toMatchObject({
      targetKind: 'constraintLayer',
      constraintLayerId: layer.id,
      receptorCategory: null,
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/constraint-layers/${layer.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({ url: `${rulesUrl(project.id)}/${rule.id}`, headers: owner.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('400 in words for a layer rule without its layer or a layer on another rule; 404 for a layer of another project or organisation; nothing written', async () => {
    const project = await f.project(subscription.id);
    const otherProject = await f.project(subscription.id);
    const foreignLayer = await createLayer(otherProject.id);
    const { subscription: theirs } = await t.buildSubscription();
    const stranger = await t.buildMember(theirs, ['Owner']);
    const theirProject = await f.project(theirs.id);
    const theirLayer = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${theirProject.id}/constraint-layers`,
      headers: stranger.headers,
      payload: { name: 'Their roads', geojson: ROADS_GEOJSON },
    });
    expect(theirLayer.statusCode, theirLayer.body).toBe(201);
    const bad: [Record<string, unknown>, string][] = [
      [ROADS_RULE, 'A rule about a constraint layer names the layer (constraintLayerId).'],
      [{ ...FOUR_H, constraintLayerId: foreignLayer.id }, 'Only a rule about a constraint layer names one'],
      [
        { ...ROADS_RULE, constraintLayerId: 'roads' },
        'constraintLayerId must be the id of a constraint layer',
      ],
    ];
    for (const [payload, words] of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: rulesUrl(project.id),
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toContain(words);
    }
    for (const id of [foreignLayer.id, (theirLayer.json() as { id: number }).id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: rulesUrl(project.id),
        headers: owner.headers,
        payload: { ...ROADS_RULE, constraintLayerId: id },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(`Constraint layer ${id} does not exist in project ${project.id}.`);
    }
    const layer = await createLayer(project.id);
    const rule = await createRule(project.id, { ...ROADS_RULE, constraintLayerId: layer.id });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${rulesUrl(project.id)}/${rule.id}`,
      headers: owner.headers,
      payload: { constraintLayerId: foreignLayer.id },
    });
    expect(moved.statusCode).toBe(404);
    const rows = await t.ctx.db.select().from(setbackRules).where(eq(setbackRules.projectId, project.id));
    expect(rows.map((r) => [r.targetKind, r.constraintLayerId, r.version])).toEqual([
      ['constraintLayer', layer.id, 1],
    ]);
  });
});

describe('checking a scenario', () => {
  it('flags the issue case with its sentence, at the unit test’s distance within 0.1 m, and not at 900 m', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const otherScenario = await f.scenario(project.id);
    await createRule(project.id);
    const preset = await f.preset(project.id, { presetDataJson: '{"hubHeight":140,"rotorDiameter":120}' });
    const turbine = await f.plannerObject(scenario, {
      name: 'Turbine 3',
      presetId: preset.id,
      points: [{ longitude: 5, latitude: 52 }],
    });
    // The receptor kind (typeId 5) belongs to the project; here it stands in another scenario.
    const house = await f.plannerObject(otherScenario, {
      name: 'Farm de Vries',
      plannerObjectTypeId: 5,
      plannerObjectDataJson: '{"category":"dwelling","heightAboveGround":2}',
      points: [{ longitude: 5.0075, latitude: 52 }],
    });
    await f.plannerObject(otherScenario, {
      name: 'School',
      plannerObjectTypeId: 5,
      plannerObjectDataJson: '{"category":"school"}',
      points: [{ longitude: 5.003, latitude: 52 }],
    });
    const res = await t.app.inject({
      url: `${rulesUrl(project.id)}/check?scenarioId=${scenario.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { breaches } = res.json() as {
      breaches: { distance: number; message: string; featureId: number }[];
    };
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatchObject({
      turbineId: turbine.id,
      turbineName: 'Turbine 3',
      featureId: house.id,
      featureName: 'Farm de Vries',
      required: 800,
      outside: false,
      message: 'Turbine 3 is 515 m from Farm de Vries; the rule asks 800 m (4 × tip height 200 m)',
    });
    // packages/contracts/src/studies/setbacks.test.ts finds 515.085 m (Vincenty) for these places.
    expect(Math.abs(breaches[0]!.distance - 515.085)).toBeLessThan(0.1);

    // 900 m east of the tower (geodesic Direct): the flag goes.
    const { geodesicDestination } = await import('@vantage/contracts/studies/geodesy');
    const far = geodesicDestination({ longitude: 5, latitude: 52 }, 90, 900);
    const { plannerObjects } = await import('../../db/schema/index.js');
    await t.ctx.db
      .update(plannerObjects)
      .set({ points: [far] })
      .where(eq(plannerObjects.id, house.id));
    const again = await t.app.inject({
      url: `${rulesUrl(project.id)}/check?scenarioId=${scenario.id}`,
      headers: owner.headers,
    });
    expect(again.json().breaches).toEqual([]);
  });

  it('measures a building receptor from the nearest point of its footprint, at the web test’s distance within 0.1 m', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    await createRule(project.id);
    const preset = await f.preset(project.id, { presetDataJson: '{"hubHeight":140,"rotorDiameter":120}' });
    await f.plannerObject(scenario, {
      name: 'Turbine 3',
      presetId: preset.id,
      points: [{ longitude: 5, latitude: 52 }],
    });
    // The L-shaped barn of apps/web/src/features/editor/model/site-studies.test.ts, as the GIS import keeps it.
    const footprint = [
      [
        [5.0085, 51.9998],
        [5.0092, 51.9998],
        [5.0092, 52.0004],
        [5.0089, 52.0004],
        [5.0089, 52.0001],
        [5.0085, 52.0001],
        [5.0085, 51.9998],
      ],
    ];
    const barn = await f.plannerObject(scenario, {
      name: 'Barn',
      plannerObjectTypeId: 5,
      plannerObjectDataJson: JSON.stringify({ category: 'dwelling', footprint }),
      points: [{ longitude: 5.0088, latitude: 52.0001 }],
    });
    const res = await t.app.inject({
      url: `${rulesUrl(project.id)}/check?scenarioId=${scenario.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [breach] = (res.json() as { breaches: { distance: number; featureId: number; message: string }[] })
      .breaches;
    expect(breach!.featureId).toBe(barn.id);
    // A dense sampling of the barn's walls finds 583.76 m; its point is about 600 m away.
    expect(Math.abs(breach!.distance - 583.76)).toBeLessThan(0.1);
    expect(breach!.message).toBe('Turbine 3 is 583 m from Barn; the rule asks 800 m (4 × tip height 200 m)');
  });

  it('measures a boundary rule against the project’s site boundary, of any scenario', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const otherScenario = await f.scenario(project.id);
    await createRule(project.id, {
      name: 'Inside the site',
      targetKind: 'siteBoundary',
      distanceValue: 50,
      distanceUnit: 'm',
    });
    await f.plannerObject(otherScenario, {
      name: 'Site North',
      plannerObjectTypeId: 6,
      layout: 'Area',
      points: [
        { longitude: 5, latitude: 52 },
        { longitude: 5.01, latitude: 52 },
        { longitude: 5.01, latitude: 52.01 },
        { longitude: 5, latitude: 52.01 },
      ],
    });
    const inside = await f.plannerObject(scenario, {
      name: 'Inside',
      points: [{ longitude: 5.005, latitude: 52.005 }],
    });
    const outside = await f.plannerObject(scenario, {
      name: 'Outside',
      points: [{ longitude: 5.02, latitude: 52.005 }],
    });
    const res = await t.app.inject({
      url: `${rulesUrl(project.id)}/check?scenarioId=${scenario.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { breaches } = res.json() as {
      breaches: { turbineId: number; outside: boolean; message: string }[];
    };
    expect(breaches.map((b) => b.turbineId)).toEqual([outside.id]);
    expect(breaches[0]!.outside).toBe(true);
    expect(breaches[0]!.message).toMatch(
      /^Outside stands 6\d\d m outside Site North; the rule asks it inside, 50 m from the edge$/,
    );
    expect(breaches.some((b) => b.turbineId === inside.id)).toBe(false);
  });

  it('measures a constraint-layer rule to the nearest feature, at the unit test’s distance within 0.1 m', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const layer = await createLayer(project.id);
    await createRule(project.id, { ...ROADS_RULE, constraintLayerId: layer.id });
    const preset = await f.preset(project.id, { presetDataJson: '{"hubHeight":140,"rotorDiameter":120}' });
    const near = await f.plannerObject(scenario, {
      name: 'Turbine 3',
      presetId: preset.id,
      points: [{ longitude: 5, latitude: 52.0025 }],
    });
    await f.plannerObject(scenario, {
      name: 'Turbine 4',
      presetId: preset.id,
      points: [{ longitude: 5.02, latitude: 51.99 }],
    });
    const res = await t.app.inject({
      url: `${rulesUrl(project.id)}/check?scenarioId=${scenario.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { breaches } = res.json() as { breaches: { distance: number; turbineId: number }[] };
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatchObject({
      turbineId: near.id,
      featureId: layer.id,
      featureName: 'Roads',
      required: 300,
      message: 'Turbine 3 is 98 m from Roads; the rule asks 300 m (1.5 × tip height 200 m)',
    });
    // packages/contracts/src/studies/setbacks.test.ts finds this against a dense sampling of the road.
    expect(Math.abs(breaches[0]!.distance - ROAD_DISTANCE)).toBeLessThan(0.1);
  });

  it('404 for a scenario of another project, 400 without a scenario', async () => {
    const project = await f.project(subscription.id);
    const other = await f.project(subscription.id);
    const scenario = await f.scenario(other.id);
    const res = await t.app.inject({
      url: `${rulesUrl(project.id)}/check?scenarioId=${scenario.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(404);
    const missing = await t.app.inject({ url: `${rulesUrl(project.id)}/check`, headers: owner.headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('scenarioId');
  });
});
