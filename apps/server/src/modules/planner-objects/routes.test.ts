import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import {
  type ContentFixtures,
  openContentSuite,
  type RecordedEvents,
} from '../../test/project-content-fixtures.js';

let t: TestApp;
let f: ContentFixtures;
let events: RecordedEvents;
let subscription: { id: number; key: string };
let team: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, events, subscription, member: team } = await openContentSuite(['TeamMember']));
});
afterAll(() => t.close());

const p = (longitude: number, latitude: number) => ({ longitude, latitude });
const rotation = { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 };

async function setup() {
  const project = await f.project(subscription.id);
  const scenario = await f.scenario(project.id);
  const preset = await f.preset(project.id, { plannerObjectTypeId: 99 });
  return { project, scenario, preset };
}

function create(projectId: number, payload: object, headers = team.headers) {
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/planner-objects`,
    headers,
    payload,
  });
}
function update(projectId: number, id: number, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/planner-objects/${id}`,
    headers: team.headers,
    payload,
  });
}

describe('planner objects', () => {
  it('creates Point, Path and Area objects; the preset gives the type', async () => {
    const { project, scenario } = await setup();
    const preset = await f.preset(project.id, { plannerObjectTypeId: 1 });
    const turbine = await create(project.id, {
      name: 'Turbine 1',
      scenarioId: scenario.id,
      presetId: preset.id,
      layout: 'Point',
      points: [p(4.6, 52.9)],
      rotation,
      tagNames: ['wind'],
      plannerObjectDataJson: '{"hubHeight":120}',
    });
    expect(turbine.statusCode).toBe(201);
    expect(turbine.json()).toMatchObject({
      projectId: project.id,
      scenarioId: scenario.id,
      presetId: preset.id,
      plannerObjectTypeId: 1,
      layout: 'Point',
      points: [p(4.6, 52.9)],
      rotation,
      tagNames: ['wind'],
      plannerObjectDataJson: '{"hubHeight":120}',
    });
    expect(events.at(-1)).toMatchObject({
      name: 'OnItemAdded',
      groups: [`project:${project.id}`],
      args: [{ kind: 'plannerObject', id: turbine.json().id, scenarioId: scenario.id }],
    });
    const cable = await create(project.id, {
      name: 'Cable',
      scenarioId: scenario.id,
      plannerObjectTypeId: 3,
      layout: 'Path',
      points: [p(4.6, 52.9), p(4.7, 52.95)],
    });
    expect(cable.json()).toMatchObject({ presetId: null, rotation: { x: 0, y: 0, z: 0, w: 1 } });
    const field = await create(project.id, {
      name: 'Solar field',
      scenarioId: scenario.id,
      plannerObjectTypeId: 2,
      layout: 'Area',
      points: [p(5.2, 52.3), p(5.21, 52.3), p(5.21, 52.31)],
    });
    expect(field.statusCode).toBe(201);
    const list = await t.app.inject({
      url: `/api/projects/${project.id}/planner-objects`,
      headers: team.headers,
    });
    expect(list.headers['x-total-count']).toBe('3');
    const other = await f.scenario(project.id);
    await f.plannerObject(other);
    const filtered = await t.app.inject({
      url: `/api/projects/${project.id}/planner-objects?scenarioId=${other.id}`,
      headers: team.headers,
    });
    expect(filtered.json()).toHaveLength(1);
  });

  it.each([
    ['Point', [p(1, 1), p(2, 2)], 'A Point needs exactly 1 point'],
    ['Path', [p(1, 1)], 'A Path needs at least 2 points'],
    ['Area', [p(1, 1), p(2, 2)], 'A Area needs at least 3 points'],
  ])('refuses a %s with the wrong number of points', async (layout, points, message) => {
    const { project, scenario } = await setup();
    const res = await create(project.id, {
      name: 'X',
      scenarioId: scenario.id,
      plannerObjectTypeId: 1,
      layout,
      points,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
  });

  it('refuses a type without a preset, out-of-range points and a scenario of another project', async () => {
    const { project, scenario } = await setup();
    const noType = await create(project.id, {
      name: 'X',
      scenarioId: scenario.id,
      layout: 'Point',
      points: [p(1, 1)],
    });
    expect(noType.json().detail).toBe('plannerObjectTypeId is required when no preset is given.');
    const far = await create(project.id, {
      name: 'X',
      scenarioId: scenario.id,
      plannerObjectTypeId: 1,
      layout: 'Point',
      points: [p(1, 95)],
    });
    expect(far.json().detail).toContain('Latitude must be between -90 and 90');
    const other = await setup();
    const wrong = await create(project.id, {
      name: 'X',
      scenarioId: other.scenario.id,
      plannerObjectTypeId: 1,
      layout: 'Point',
      points: [p(1, 1)],
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('409 ScenarioProjectIdNotEqualToPresetProjectId for a preset of another project', async () => {
    const { project, scenario } = await setup();
    const other = await setup();
    const res = await create(project.id, {
      name: 'X',
      scenarioId: scenario.id,
      presetId: other.preset.id,
      layout: 'Point',
      points: [p(1, 1)],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ScenarioProjectIdNotEqualToPresetProjectId');
  });

  it('409 codes on update: other project scenario or preset, and type changes', async () => {
    const { project, scenario, preset } = await setup();
    const object = await f.plannerObject(scenario, { presetId: preset.id, plannerObjectTypeId: 99 });
    const other = await setup();
    const cases: Array<[object, string]> = [
      [{ scenarioId: other.scenario.id }, 'CannotChangeToScenarioOfAnotherProject'],
      [{ presetId: other.preset.id }, 'CannotChangeToPresetOfAnotherProject'],
      [{ plannerObjectTypeId: 8 }, 'CannotChangePlannerObjectType'],
      [
        { presetId: (await f.preset(project.id, { plannerObjectTypeId: 9 })).id },
        'CannotChangePlannerObjectType',
      ],
    ];
    for (const [payload, code] of cases) {
      const res = await update(project.id, object.id, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(code);
    }
  });

  it('gets, updates within the project, and deletes', async () => {
    const { project, scenario, preset } = await setup();
    const object = await f.plannerObject(scenario, { plannerObjectTypeId: 99 });
    const second = await f.scenario(project.id);
    const res = await update(project.id, object.id, {
      name: 'Moved',
      scenarioId: second.id,
      presetId: preset.id,
      layout: 'Path',
      points: [p(1, 1), p(2, 2)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Moved',
      scenarioId: second.id,
      presetId: preset.id,
      layout: 'Path',
    });
    const badShape = await update(project.id, object.id, { layout: 'Area' });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().detail).toBe('points: A Area needs at least 3 points');
    const get = await t.app.inject({
      url: `/api/projects/${project.id}/planner-objects/${object.id}`,
      headers: team.headers,
    });
    expect(get.json().name).toBe('Moved');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/planner-objects/${object.id}`,
      headers: team.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(events.at(-1)).toMatchObject({
      name: 'OnItemDeleted',
      args: [{ kind: 'plannerObject', id: object.id }],
    });
  });

  it('409 PlannerObjectLimitReached counts objects of all projects of the subscription', async () => {
    const { subscription: small } = await t.buildSubscription({ limits: { plannerObjectLimit: 2 } });
    const owner = await t.buildMember(small, ['Owner']);
    const a = await f.scenario((await f.project(small.id)).id);
    const b = await f.scenario((await f.project(small.id)).id);
    await f.plannerObject(a);
    const body = { name: 'X', scenarioId: b.id, plannerObjectTypeId: 1, layout: 'Point', points: [p(1, 1)] };
    const results = await Promise.all([1, 2, 3].map(() => create(b.projectId, body, owner.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('PlannerObjectLimitReached');
  });

  it('keeps other subscriptions out and observers read-only', async () => {
    const { subscription: foreign } = await t.buildSubscription();
    const fp = await f.project(foreign.id);
    const fo = await f.plannerObject(await f.scenario(fp.id));
    const res = await t.app.inject({
      url: `/api/projects/${fp.id}/planner-objects/${fo.id}`,
      headers: team.headers,
    });
    expect(res.statusCode).toBe(404);
    const { project, scenario } = await setup();
    const foreignScenario = await create(project.id, {
      name: 'X',
      scenarioId: (await f.scenario(fp.id)).id,
      plannerObjectTypeId: 1,
      layout: 'Point',
      points: [p(1, 1)],
    });
    expect(foreignScenario.statusCode).toBe(400);
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const denied = await create(
      project.id,
      { name: 'X', scenarioId: scenario.id, plannerObjectTypeId: 1, layout: 'Point', points: [p(1, 1)] },
      observer.headers,
    );
    expect(denied.statusCode).toBe(403);
  });
});
