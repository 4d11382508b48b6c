import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects, presets } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';

/**
 * Modules gate the kinds of planner object (contracts' policy.ts `kindLocked`): where a kind's
 * module is not Enabled, every way of making or changing an object of that kind (single, batch,
 * presets) answers 403 problem+json naming the module and writes nothing; objects stored before
 * stay listed and can be deleted; the other kinds are untouched.
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
const field = [p(5.4, 52.5), p(5.41, 52.5), p(5.41, 52.51), p(5.4, 52.51)];

const SOLAR_LOCKED =
  'Solar fields are part of the Solar module, which is not unlocked for your subscription.';
const LINE_LOCKED =
  'Power lines are part of the Line & Grid (Pylon) module, which is not unlocked for your subscription.';

const solarField = (scenarioId: number) => ({
  name: 'Solar field 1',
  scenarioId,
  plannerObjectTypeId: 2,
  layout: 'Area',
  points: field,
});
const turbine = (scenarioId: number) => ({
  name: 'Turbine 1',
  scenarioId,
  plannerObjectTypeId: 1,
  layout: 'Point',
  points: [p(5.42, 52.5)],
});
const powerLine = (scenarioId: number) => ({
  name: 'Power line 1',
  scenarioId,
  plannerObjectTypeId: 4,
  layout: 'Path',
  points: [p(5.4, 52.49), p(5.45, 52.49)],
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/projects/${url}`, headers: team.headers, payload });

async function rowsOf(projectId: number) {
  return t.ctx.db.select().from(plannerObjects).where(eq(plannerObjects.projectId, projectId));
}

function expectLocked(response: Awaited<ReturnType<typeof send>>, detail: string) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ status: 403, title: 'Forbidden', detail });
}

describe('modules gate the kinds of planner object', () => {
  it('refuses a solar field while Solar is locked, in every state but Enabled, and writes nothing', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    for (const state of ['Disabled', 'Phantom', 'Hidden'] as const) {
      await f.setFeature(subscription.id, 'Solar', state);
      expectLocked(
        await send('POST', `${project.id}/planner-objects`, solarField(scenario.id)),
        SOLAR_LOCKED,
      );
    }
    expect(await rowsOf(project.id)).toHaveLength(0);
    await f.setFeature(subscription.id, 'Solar', 'Enabled');
    const made = await send('POST', `${project.id}/planner-objects`, solarField(scenario.id));
    expect(made.statusCode, made.body).toBe(201);
  });

  it('refuses a whole batch naming the item of the locked kind, and writes none of it', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    await f.setFeature(subscription.id, 'Pylon', 'Disabled');
    const batch = await send('POST', `${project.id}/planner-objects/batch`, {
      plannerObjects: [turbine(scenario.id), turbine(scenario.id), powerLine(scenario.id)],
    });
    expectLocked(batch, `body.plannerObjects.2.plannerObjectTypeId: ${LINE_LOCKED}`);
    expect(await rowsOf(project.id)).toHaveLength(0);
    await f.setFeature(subscription.id, 'Pylon', 'Enabled');
  });

  it('a locked kind takes its type from a preset too: refused', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const preset = await f.preset(project.id, { plannerObjectTypeId: 2 });
    await f.setFeature(subscription.id, 'Solar', 'Disabled');
    const { plannerObjectTypeId: _type, ...withoutType } = solarField(scenario.id);
    expectLocked(
      await send('POST', `${project.id}/planner-objects`, { ...withoutType, presetId: preset.id }),
      SOLAR_LOCKED,
    );
    expect(await rowsOf(project.id)).toHaveLength(0);
    await f.setFeature(subscription.id, 'Solar', 'Enabled');
  });

  it('keeps existing objects of a locked kind listed and deletable, but refuses changing them, single or batch', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const solar = await f.plannerObject(scenario, { plannerObjectTypeId: 2, layout: 'Area', points: field });
    const other = await f.plannerObject(scenario, { plannerObjectTypeId: 2, layout: 'Area', points: field });
    const wind = await f.plannerObject(scenario, { plannerObjectTypeId: 1 });
    await f.setFeature(subscription.id, 'Solar', 'Disabled');

    const list = await t.app.inject({
      url: `/api/projects/${project.id}/planner-objects`,
      headers: team.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((o: { id: number }) => o.id)).toEqual([solar.id, other.id, wind.id]);

    expectLocked(
      await send('PUT', `${project.id}/planner-objects/${solar.id}`, { name: 'Renamed' }),
      SOLAR_LOCKED,
    );
    expectLocked(
      await send('PUT', `${project.id}/planner-objects/batch`, {
        plannerObjects: [
          { id: wind.id, name: 'Turbine A' },
          { id: solar.id, points: field.map((q) => p(q.longitude + 0.01, q.latitude)) },
        ],
      }),
      `body.plannerObjects.1.plannerObjectTypeId: ${SOLAR_LOCKED}`,
    );
    const after = await rowsOf(project.id);
    expect(after.find((row) => row.id === solar.id)).toMatchObject({ name: solar.name, version: 1 });
    expect(after.find((row) => row.id === wind.id)).toMatchObject({ name: wind.name, version: 1 });

    // The unlocked kind is not touched by the gate.
    const renamed = await send('PUT', `${project.id}/planner-objects/${wind.id}`, { name: 'Turbine A' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    expect((await send('DELETE', `${project.id}/planner-objects/${solar.id}`)).statusCode).toBe(204);
    const batchDelete = await send('POST', `${project.id}/planner-objects/batch-delete`, {
      ids: [other.id],
    });
    expect(batchDelete.statusCode).toBe(204);
    expect((await rowsOf(project.id)).map((row) => row.id)).toEqual([wind.id]);
    await f.setFeature(subscription.id, 'Solar', 'Enabled');
  });

  it('gates turbines, receptors, site boundaries and existing turbines by Wind', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    await f.setFeature(subscription.id, 'Wind', 'Disabled');
    const refused = [
      [turbine(scenario.id), 'Wind turbines'],
      [{ ...turbine(scenario.id), plannerObjectTypeId: 5 }, 'Receptors'],
      [{ ...solarField(scenario.id), plannerObjectTypeId: 6 }, 'Site boundaries'],
      [{ ...turbine(scenario.id), plannerObjectTypeId: 7 }, 'Existing turbines'],
    ] as const;
    for (const [object, plural] of refused)
      expectLocked(
        await send('POST', `${project.id}/planner-objects`, object),
        `${plural} are part of the Wind module, which is not unlocked for your subscription.`,
      );
    const solar = await send('POST', `${project.id}/planner-objects`, solarField(scenario.id));
    expect(solar.statusCode, solar.body).toBe(201);
    expect(await rowsOf(project.id)).toHaveLength(1);
    await f.setFeature(subscription.id, 'Wind', 'Enabled');
  });

  it('refuses making or changing a preset of a locked kind', async () => {
    const project = await f.project(subscription.id);
    const preset = await f.preset(project.id, { plannerObjectTypeId: 2 });
    await f.setFeature(subscription.id, 'Solar', 'Disabled');
    expectLocked(
      await send('POST', `${project.id}/presets`, { name: 'Fixed tilt', plannerObjectTypeId: 2 }),
      SOLAR_LOCKED,
    );
    expectLocked(await send('PUT', `${project.id}/presets/${preset.id}`, { name: 'Renamed' }), SOLAR_LOCKED);
    const rows = await t.ctx.db.select().from(presets).where(eq(presets.projectId, project.id));
    expect(rows.map((row) => row.name)).toEqual([preset.name]);
    await f.setFeature(subscription.id, 'Solar', 'Enabled');
  });

  it('answers 404 before the gate for a project of another subscription', async () => {
    const theirs = await t.buildSubscription();
    const project = await f.project(theirs.subscription.id);
    const scenario = await f.scenario(project.id);
    await f.setFeature(theirs.subscription.id, 'Solar', 'Disabled');
    const response = await send('POST', `${project.id}/planner-objects`, solarField(scenario.id));
    expect(response.statusCode).toBe(404);
    expect(await rowsOf(project.id)).toHaveLength(0);
  });

  it('does not gate a type from before the catalogue', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const old = await f.plannerObject(scenario, { plannerObjectTypeId: 99 });
    await f.setFeature(subscription.id, 'Wind', 'Disabled');
    const renamed = await send('PUT', `${project.id}/planner-objects/${old.id}`, { name: 'Kept' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await f.setFeature(subscription.id, 'Wind', 'Enabled');
  });
});
