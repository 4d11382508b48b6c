import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';

/**
 * Stationary objects (decision 195): substations, transformers, battery container rows,
 * electrolyser halls, buildings and masts stand at a point, a noise barrier runs along a path;
 * their sizes and bearing are checked against the catalogue (400 naming the setting, nothing
 * written), and the Stationary (Object) module gates them as any kind (403 naming the module).
 */
let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let team: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: team } = await openContentSuite(['TeamMember']));
});
afterAll(() => t.close());

const p = (longitude: number, latitude: number) => ({ longitude, latitude });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/projects/${url}`, headers: team.headers, payload });
const rowsOf = (projectId: number) =>
  t.ctx.db.select().from(plannerObjects).where(eq(plannerObjects.projectId, projectId));

const POINT_KINDS = [
  [8, 'Substation', '{"length":80,"width":50,"height":7,"bays":3,"bearing":35}'],
  [9, 'Transformer', '{"length":9,"width":4.5,"height":5.5,"bearing":120}'],
  [10, 'Battery row', '{"containers":12,"spacing":3.5,"bearing":90}'],
  [11, 'Electrolyser hall', '{"length":120,"width":35,"height":14,"bearing":0}'],
  [12, 'Building', '{"length":24,"width":10,"height":6,"roof":"gable","roofHeight":3.5,"bearing":300}'],
  [13, 'Met mast', '{"height":120,"baseWidth":2.5,"bearing":45}'],
] as const;

const structure = (scenarioId: number, plannerObjectTypeId: number, extra: object = {}) => ({
  name: 'Object',
  scenarioId,
  plannerObjectTypeId,
  layout: 'Point',
  points: [p(5.4, 52.5)],
  ...extra,
});

const LOCKED = (plural: string) =>
  `${plural} are part of the Object (Stationary) module, which is not unlocked for your subscription.`;

describe('stationary objects', () => {
  it('makes each kind at a point with its sizes and bearing, and a noise barrier along a path', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    for (const [typeId, name, data] of POINT_KINDS) {
      const made = await send(
        'POST',
        `${project.id}/planner-objects`,
        structure(scenario.id, typeId, { name, plannerObjectDataJson: data }),
      );
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json()).toMatchObject({ plannerObjectTypeId: typeId, plannerObjectDataJson: data });
    }
    const barrier = await send('POST', `${project.id}/planner-objects`, {
      name: 'Barrier',
      scenarioId: scenario.id,
      plannerObjectTypeId: 14,
      layout: 'Path',
      points: [p(5.4, 52.5), p(5.401, 52.5), p(5.402, 52.501)],
      plannerObjectDataJson: '{"height":4.5}',
    });
    expect(barrier.statusCode, barrier.body).toBe(201);
    expect(await rowsOf(project.id)).toHaveLength(7);
  });

  it.each([
    [8, '{"length":0.5}', 'plannerObjectDataJson length must be between 1 and 1000 m'],
    [10, '{"containers":0}', 'plannerObjectDataJson containers must be a whole number between 1 and 100'],
    [10, '{"containers":3.5}', 'plannerObjectDataJson containers must be a whole number between 1 and 100'],
    [12, '{"roof":"dome"}', 'plannerObjectDataJson roof must be one of flat, gable'],
    [12, '{"bearing":400}', 'plannerObjectDataJson bearing must be between 0 and 360 °'],
    [13, '{"height":"tall"}', 'plannerObjectDataJson height must be between 2 and 300 m'],
  ])(
    'refuses type %i with %s in words (400), single or batch, and writes nothing',
    async (typeId, data, detail) => {
      const project = await f.project(subscription.id);
      const scenario = await f.scenario(project.id);
      const single = await send(
        'POST',
        `${project.id}/planner-objects`,
        structure(scenario.id, typeId, { plannerObjectDataJson: data }),
      );
      expect(single.statusCode).toBe(400);
      expect(single.headers['content-type']).toContain('application/problem+json');
      expect(single.json().detail).toBe(detail);
      const batch = await send('POST', `${project.id}/planner-objects/batch`, {
        plannerObjects: [
          structure(scenario.id, typeId),
          structure(scenario.id, typeId, { plannerObjectDataJson: data }),
        ],
      });
      expect(batch.statusCode).toBe(400);
      expect(batch.json().detail).toBe(`body.plannerObjects.1.plannerObjectDataJson: ${detail}`);
      expect(await rowsOf(project.id)).toHaveLength(0);
    },
  );

  it('refuses a barrier at a point and a building along a path', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const barrier = await send('POST', `${project.id}/planner-objects`, structure(scenario.id, 14));
    expect(barrier.statusCode).toBe(400);
    expect(barrier.json().detail).toBe('A noise barrier or fence is laid out as a Path, not a Point.');
    const building = await send(
      'POST',
      `${project.id}/planner-objects`,
      structure(scenario.id, 12, { layout: 'Path', points: [p(5.4, 52.5), p(5.41, 52.5)] }),
    );
    expect(building.statusCode).toBe(400);
    expect(building.json().detail).toBe('A building is laid out as a Point, not a Path.');
    expect(await rowsOf(project.id)).toHaveLength(0);
  });

  it('checks a change of size or bearing; a good one is kept with a new version', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const made = (await send('POST', `${project.id}/planner-objects`, structure(scenario.id, 12))).json();
    const bad = await send('PUT', `${project.id}/planner-objects/${made.id}`, {
      plannerObjectDataJson: '{"width":501}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('plannerObjectDataJson width must be between 1 and 500 m');
    const good = await send('PUT', `${project.id}/planner-objects/${made.id}`, {
      plannerObjectDataJson: '{"length":30,"width":15,"height":9,"bearing":72.5}',
    });
    expect(good.statusCode, good.body).toBe(200);
    const [row] = await rowsOf(project.id);
    expect(row).toMatchObject({
      plannerObjectDataJson: '{"length":30,"width":15,"height":9,"bearing":72.5}',
      version: 2,
    });
  });

  it('refuses every stationary object while Stationary is locked (403 naming the module); stored ones stay and can be deleted', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const kept = (await send('POST', `${project.id}/planner-objects`, structure(scenario.id, 8))).json();
    await f.setFeature(subscription.id, 'Stationary', 'Disabled');
    const expectLocked = (response: Awaited<ReturnType<typeof send>>, detail: string) => {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 403, detail });
    };
    expectLocked(
      await send('POST', `${project.id}/planner-objects`, structure(scenario.id, 10)),
      LOCKED('Battery container rows'),
    );
    expectLocked(
      await send('POST', `${project.id}/planner-objects/batch`, {
        plannerObjects: [{ ...structure(scenario.id, 1) }, structure(scenario.id, 12)],
      }),
      `body.plannerObjects.1.plannerObjectTypeId: ${LOCKED('Buildings')}`,
    );
    expectLocked(
      await send('PUT', `${project.id}/planner-objects/${kept.id}`, {
        plannerObjectDataJson: '{"bearing":10}',
      }),
      LOCKED('Substations'),
    );
    expectLocked(
      await send('POST', `${project.id}/presets`, { name: 'Compound', plannerObjectTypeId: 8 }),
      LOCKED('Substations'),
    );
    const rows = await rowsOf(project.id);
    expect(rows.map((row) => [row.id, row.version])).toEqual([[kept.id, 1]]);
    const list = await t.app.inject({
      url: `/api/projects/${project.id}/planner-objects`,
      headers: team.headers,
    });
    expect(list.json().map((o: { id: number }) => o.id)).toEqual([kept.id]);
    expect((await send('DELETE', `${project.id}/planner-objects/${kept.id}`)).statusCode).toBe(204);
    await f.setFeature(subscription.id, 'Stationary', 'Enabled');
  });

  it('keeps a preset of a stationary kind, checked like the object', async () => {
    const project = await f.project(subscription.id);
    const bad = await send('POST', `${project.id}/presets`, {
      name: 'Hall',
      plannerObjectTypeId: 11,
      presetDataJson: '{"height":61}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('height must be between 1 and 60 m');
    const good = await send('POST', `${project.id}/presets`, {
      name: 'Hall',
      plannerObjectTypeId: 11,
      presetDataJson: '{"length":150,"width":40,"height":15}',
    });
    expect(good.statusCode, good.body).toBe(201);
  });
});
