import { plannerDataOf } from '@vantage/contracts';
import { computeShadowFlicker } from '@vantage/contracts/studies/shadow-flicker';
import {
  type ShadowPlanObject,
  shadowFigures,
  shadowPlanStudy,
} from '@vantage/contracts/studies/shadow-plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';

let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: owner } = await openContentSuite(['Owner']));
  await f.setFeature(subscription.id, 'ShadowFlickerSimulation', 'Enabled');
});
afterAll(() => t.close());

const url = (projectId: number) => `/api/projects/${projectId}/shadow-flicker`;
const SETTINGS = { year: 2027, timeZone: 'Europe/Amsterdam' };

/**
 * Two turbines of the scenario, one existing turbine 350 m west of the first house, and four houses: 300 m
 * west of the first turbine (its morning shadow, the existing one's evening shadow), 250 m north-east, 1 km due south (the sun never stands north of it
 * at 52° N) and 3 km east (beyond the 2 km reach).
 */
async function layout() {
  const project = await f.project(subscription.id);
  const scenario = await f.scenario(project.id);
  const preset = await f.preset(project.id, { presetDataJson: '{"hubHeight":120,"rotorDiameter":130}' });
  const objects = [
    await f.plannerObject(scenario, {
      name: 'T1',
      presetId: preset.id,
      points: [{ longitude: 5, latitude: 52 }],
    }),
    await f.plannerObject(scenario, {
      name: 'T2',
      plannerObjectDataJson: '{"hubHeight":100,"rotorDiameter":110}',
      points: [{ longitude: 5.006, latitude: 52.001 }],
    }),
    await f.plannerObject(scenario, {
      name: 'Old mill',
      plannerObjectTypeId: 7,
      plannerObjectDataJson: '{"hubHeight":60,"rotorDiameter":50}',
      points: [{ longitude: 4.9905, latitude: 52.0005 }],
    }),
    ...(await Promise.all(
      [
        ['West house', 4.9956, 52.0002],
        ['North-east house', 5.0085, 52.0027],
        ['South farm', 5.003, 51.99],
        ['Far house', 5.05, 52],
      ].map(([name, longitude, latitude]) =>
        f.plannerObject(scenario, {
          name: name as string,
          plannerObjectTypeId: 5,
          plannerObjectDataJson: '{"category":"dwelling","heightAboveGround":2}',
          points: [{ longitude: longitude as number, latitude: latitude as number }],
        }),
      ),
    )),
  ];
  return { project, scenario, objects };
}

describe('calculateShadowFlicker', () => {
  it('answers the numbers the pure module computes for the same plan, per receptor and turbine', async () => {
    const { project, scenario, objects } = await layout();
    const res = await t.app.inject({
      method: 'POST',
      url: url(project.id),
      headers: owner.headers,
      payload: { scenarioId: scenario.id, ...SETTINGS },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const planObjects: ShadowPlanObject[] = objects.map((object) => ({
      id: object.id,
      name: object.name,
      typeId: object.plannerObjectTypeId,
      scenarioId: object.scenarioId,
      longitude: object.points[0]!.longitude,
      latitude: object.points[0]!.latitude,
      data: plannerDataOf(object.plannerObjectDataJson),
      presetData: object.presetId ? { hubHeight: 120, rotorDiameter: 130 } : {},
    }));
    const study = shadowPlanStudy(planObjects, scenario.id, SETTINGS);
    const direct = computeShadowFlicker(study.turbines, study.receptors, study.settings);
    expect(answer).toEqual({
      scenarioId: scenario.id,
      ground: { kind: 'flat', text: 'Flat ground at 0 m: the project has no terrain model.' },
      year: 2027,
      timeZone: 'Europe/Amsterdam',
      limits: 'DE',
      receptors: shadowFigures(study, direct.receptors),
    });
    const byName = new Map(answer.receptors.map((r: { name: string }) => [r.name, r]));
    expect(byName.get('West house')).toMatchObject({ exceeded: true });
    expect((byName.get('West house') as { hours: number }).hours).toBeGreaterThan(30);
    expect(byName.get('South farm')).toMatchObject({ minutes: 0, firstDate: null });
    expect(byName.get('Far house')).toMatchObject({ minutes: 0 });
  });

  it('leaves the existing turbines out when asked, and weighs the expected case', async () => {
    const { project, scenario } = await layout();
    const ask = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: url(project.id),
        headers: owner.headers,
        payload: { scenarioId: scenario.id, ...SETTINGS, ...payload },
      });
      expect(res.statusCode, res.body).toBe(200);
      const receptors = res.json().receptors as {
        name: string;
        perTurbine: { name: string; existing: boolean; minutes: number }[];
        expectedHours: number;
        hours: number;
      }[];
      // By name: the houses are created at once, so on PostgreSQL their ids (and the answer's
      // order) are not the order of the list above.
      return receptors.find((receptor) => receptor.name === 'West house')!;
    };
    const withExisting = await ask({});
    const without = await ask({ includeExisting: false });
    const mill = (house: typeof withExisting) =>
      house.perTurbine.find((p) => p.name === 'Old mill')?.minutes ?? 0;
    expect(mill(withExisting)).toBeGreaterThan(0);
    expect(mill(without)).toBe(0);
    expect(without.hours).toBeLessThan(withExisting.hours);
    const half = Array(12).fill(0.5);
    const sectors = Array(12).fill(1 / 12);
    const expected = await ask({ expected: { sunshine: half, operating: sectors, source: 'Test station' } });
    expect(expected.expectedHours).toBeCloseTo(expected.hours * 0.5, 1);
  });

  it('lets an Observer of the project calculate (it changes nothing)', async () => {
    const { project, scenario } = await layout();
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const res = await t.app.inject({
      method: 'POST',
      url: url(project.id),
      headers: observer.headers,
      payload: { scenarioId: scenario.id, ...SETTINGS },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('404 for another organisation’s project and for a scenario of another project', async () => {
    const { project, scenario } = await layout();
    const { subscription: theirs } = await t.buildSubscription();
    await f.setFeature(theirs.id, 'ShadowFlickerSimulation', 'Enabled');
    const stranger = await t.buildMember(theirs, ['Owner']);
    const res = await t.app.inject({
      method: 'POST',
      url: url(project.id),
      headers: stranger.headers,
      payload: { scenarioId: scenario.id },
    });
    expect(res.statusCode).toBe(404);
    const other = await f.project(subscription.id);
    const cross = await t.app.inject({
      method: 'POST',
      url: url(other.id),
      headers: owner.headers,
      payload: { scenarioId: scenario.id },
    });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().detail).toBe(`Scenario ${scenario.id} does not exist in project ${other.id}.`);
  });

  it('403 naming the module while ShadowFlickerSimulation is locked', async () => {
    const { subscription: locked } = await t.buildSubscription();
    await f.setFeature(locked.id, 'ShadowFlickerSimulation', 'Disabled');
    const member = await t.buildMember(locked, ['Owner']);
    const project = await f.project(locked.id);
    const scenario = await f.scenario(project.id);
    const res = await t.app.inject({
      method: 'POST',
      url: url(project.id),
      headers: member.headers,
      payload: { scenarioId: scenario.id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(
      'The Shadow Flicker Simulation (ShadowFlickerSimulation) module is not unlocked for your subscription.',
    );
  });

  it('400 in words beyond 50,000 turbine–receptor pairs, and on a bad setting', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const row = (name: string, typeId: number, index: number) => ({
      projectId: project.id,
      scenarioId: scenario.id,
      name,
      layout: 'Point' as const,
      plannerObjectTypeId: typeId,
      points: [{ longitude: 5 + (index % 50) * 0.001, latitude: 52 + Math.floor(index / 50) * 0.001 }],
    });
    await t.ctx.db
      .insert(plannerObjects)
      .values([
        ...Array.from({ length: 101 }, (_, i) => row(`T${i}`, 1, i)),
        ...Array.from({ length: 500 }, (_, i) => row(`H${i}`, 5, i)),
      ]);
    const res = await t.app.inject({
      method: 'POST',
      url: url(project.id),
      headers: owner.headers,
      payload: { scenarioId: scenario.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'A shadow-flicker calculation takes at most 50,000 turbine–receptor pairs; this one has 101 turbines × 500 receptors = 50,500. Split the receptors into several requests.',
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: url(project.id),
      headers: owner.headers,
      payload: { scenarioId: scenario.id, timeZone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('timeZone: an IANA time zone, such as Europe/Berlin');
  });
});
