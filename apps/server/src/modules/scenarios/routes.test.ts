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
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, events, subscription, member: owner } = await openContentSuite(['Owner']));
});
afterAll(() => t.close());

const names = (body: Array<{ name: string }>) => body.map((s) => s.name);

describe('scenarios', () => {
  it('creates with all fields, places last, and validates the colour and JSON', async () => {
    const project = await f.project(subscription.id);
    await f.scenario(project.id, { sortOrder: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/scenarios`,
      headers: owner.headers,
      payload: {
        name: 'Six turbines',
        visible: false,
        color: 'ff8800',
        tagNames: ['wind'],
        scenarioDataJson: '{"a":1}',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      projectId: project.id,
      name: 'Six turbines',
      visible: false,
      color: 'ff8800',
      tagNames: ['wind'],
      scenarioDataJson: '{"a":1}',
      sortOrder: 1,
    });
    expect(events.at(-1)).toMatchObject({ name: 'OnItemAdded', groups: [`project:${project.id}`] });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/scenarios`,
      headers: owner.headers,
      payload: { name: 'X', color: '#ff8800', scenarioDataJson: '{' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('Colour must be 6 hex digits without #');
    expect(bad.json().detail).toContain('must be valid JSON text');
  });

  it('lists, gets, updates and deletes (with its planner objects)', async () => {
    const project = await f.project(subscription.id);
    const s = await f.scenario(project.id, { name: 'Base' });
    const object = await f.plannerObject(s);
    const list = await t.app.inject({ url: `/api/projects/${project.id}/scenarios`, headers: owner.headers });
    expect(list.headers['x-total-count']).toBe('1');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/scenarios/${s.id}`,
      headers: owner.headers,
      payload: { name: 'Base v2' },
    });
    expect(put.json()).toMatchObject({ name: 'Base v2', color: '44B3EA' });
    const get = await t.app.inject({ url: `/api/projects/scenarios/${s.id}`, headers: owner.headers });
    expect(get.json().name).toBe('Base v2');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/scenarios/${s.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    const objectNow = await t.app.inject({
      url: `/api/projects/${project.id}/planner-objects/${object.id}`,
      headers: owner.headers,
    });
    expect(objectNow.statusCode).toBe(404);
  });

  it('renumbers: moves one scenario and numbers all 0..n-1', async () => {
    const project = await f.project(subscription.id);
    const a = await f.scenario(project.id, { name: 'A', sortOrder: 0 });
    await f.scenario(project.id, { name: 'B', sortOrder: 5 });
    await f.scenario(project.id, { name: 'C', sortOrder: 9 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/scenarios/renumber/${a.id}`,
      headers: owner.headers,
      payload: { sortOrder: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { name: string; sortOrder: number }) => [s.name, s.sortOrder])).toEqual([
      ['B', 0],
      ['A', 1],
      ['C', 2],
    ]);
    const last = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/scenarios/renumber/${a.id}`,
      headers: owner.headers,
      payload: { sortOrder: 99 },
    });
    expect(names(last.json())).toEqual(['B', 'C', 'A']);
    const list = await t.app.inject({ url: `/api/projects/${project.id}/scenarios`, headers: owner.headers });
    expect(names(list.json())).toEqual(['B', 'C', 'A']);
  });

  it('clones a scenario with copies of its planner objects', async () => {
    const project = await f.project(subscription.id);
    const source = await f.scenario(project.id, { name: 'Wind', color: '00ff00' });
    const preset = await f.preset(project.id);
    const turbine = await f.plannerObject(source, { name: 'T1', presetId: preset.id });
    const cable = await f.plannerObject(source, {
      name: 'Cable',
      layout: 'Path',
      points: [
        { longitude: 5, latitude: 52 },
        { longitude: 5.1, latitude: 52.1 },
      ],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/scenarios/clone`,
      headers: owner.headers,
      payload: { sourceId: source.id },
    });
    expect(res.statusCode).toBe(201);
    const { scenario, plannerObjectModels } = res.json();
    expect(scenario).toMatchObject({ name: 'Wind (copy)', color: '00ff00', projectId: project.id });
    expect(plannerObjectModels).toHaveLength(2);
    expect(plannerObjectModels.map((o: { name: string }) => o.name).sort()).toEqual(['Cable', 'T1']);
    for (const o of plannerObjectModels) {
      expect(o.scenarioId).toBe(scenario.id);
      expect([turbine.id, cable.id]).not.toContain(o.id);
    }
    expect(plannerObjectModels.find((o: { name: string }) => o.name === 'T1').presetId).toBe(preset.id);
  });

  it('refuses a clone whose objects exceed the planner-object limit', async () => {
    const { subscription: small } = await t.buildSubscription({ limits: { plannerObjectLimit: 3 } });
    const member = await t.buildMember(small, ['TeamMember']);
    const project = await f.project(small.id);
    const source = await f.scenario(project.id);
    await f.plannerObject(source);
    await f.plannerObject(source);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/scenarios/clone`,
      headers: member.headers,
      payload: { sourceId: source.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PlannerObjectLimitReached');
    const list = await t.app.inject({
      url: `/api/projects/${project.id}/scenarios`,
      headers: member.headers,
    });
    expect(list.json()).toHaveLength(1);
  });

  it('answers 404 across subscriptions and 403 to observers', async () => {
    const { subscription: foreign } = await t.buildSubscription();
    const foreignScenario = await f.scenario((await f.project(foreign.id)).id);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/scenarios/renumber/${foreignScenario.id}`,
      headers: owner.headers,
      payload: { sortOrder: 0 },
    });
    expect(put.statusCode).toBe(404);
    const project = await f.project(subscription.id);
    const s = await f.scenario(project.id);
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/scenarios/clone`,
      headers: observer.headers,
      payload: { sourceId: s.id },
    });
    expect(res.statusCode).toBe(403);
  });
});
