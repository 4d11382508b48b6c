import { PLANNER_OBJECT_BATCH_MAX } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import {
  type ContentFixtures,
  openContentSuite,
  type RecordedEvents,
} from '../../test/project-content-fixtures.js';
import { INSERT_CHUNK_ROWS } from './batch.js';

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
const base = `/api/projects`;

async function setup(subscriptionId = subscription.id) {
  const project = await f.project(subscriptionId);
  const scenario = await f.scenario(project.id);
  const preset = await f.preset(project.id, { plannerObjectTypeId: 1 });
  return { project, scenario, preset };
}

const turbine = (scenarioId: number, n: number) => ({
  name: `Turbine ${n}`,
  scenarioId,
  plannerObjectTypeId: 1,
  layout: 'Point',
  points: [p(4 + n / 10_000, 52)],
});

function createBatch(projectId: number, plannerObjects: object[], headers = team.headers) {
  return t.app.inject({
    method: 'POST',
    url: `${base}/${projectId}/planner-objects/batch`,
    headers,
    payload: { plannerObjects },
  });
}
function updateBatch(projectId: number, plannerObjects: object[], headers = team.headers) {
  return t.app.inject({
    method: 'PUT',
    url: `${base}/${projectId}/planner-objects/batch`,
    headers,
    payload: { plannerObjects },
  });
}
function deleteBatch(projectId: number, ids: number[], headers = team.headers) {
  return t.app.inject({
    method: 'POST',
    url: `${base}/${projectId}/planner-objects/batch-delete`,
    headers,
    payload: { ids },
  });
}

async function rowsOf(projectId: number) {
  return t.ctx.db
    .select()
    .from(plannerObjects)
    .where(eq(plannerObjects.projectId, projectId))
    .orderBy(plannerObjects.id);
}

describe('POST /api/projects/{projectId}/planner-objects/batch', () => {
  it('creates every item in order, with the rules of the single create, and announces them in one event', async () => {
    const { project, scenario, preset } = await setup();
    const before = events.length;
    const res = await createBatch(project.id, [
      { ...turbine(scenario.id, 1), plannerObjectTypeId: undefined, presetId: preset.id, tagNames: ['wind'] },
      {
        name: 'Cable',
        scenarioId: scenario.id,
        plannerObjectTypeId: 3,
        layout: 'Path',
        points: [p(4.6, 52.9), p(4.7, 52.95)],
      },
      {
        name: 'Solar field',
        scenarioId: scenario.id,
        plannerObjectTypeId: 2,
        layout: 'Area',
        points: [p(5.2, 52.3), p(5.21, 52.3), p(5.21, 52.31)],
        rotation: { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 },
      },
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.map((o: { name: string }) => o.name)).toEqual(['Turbine 1', 'Cable', 'Solar field']);
    expect(created[0]).toMatchObject({ presetId: preset.id, plannerObjectTypeId: 1, tagNames: ['wind'] });
    expect(created[1]).toMatchObject({
      presetId: null,
      rotation: { x: 0, y: 0, z: 0, w: 1 },
      projectId: project.id,
    });
    expect((await rowsOf(project.id)).map((row) => row.id)).toEqual(created.map((o: { id: number }) => o.id));
    const announced = events.slice(before);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({
      name: 'OnItemAdded',
      groups: [`project:${project.id}`],
      args: [
        {
          kind: 'plannerObject',
          id: created[0].id,
          projectId: project.id,
          ids: created.map((o: { id: number }) => o.id),
          scenarioIds: [scenario.id],
        },
      ],
    });
  });

  it('refuses the whole batch for one item the schema refuses, naming the item and its field', async () => {
    const { project, scenario } = await setup();
    await f.plannerObject(scenario);
    const res = await createBatch(project.id, [
      turbine(scenario.id, 1),
      turbine(scenario.id, 2),
      { ...turbine(scenario.id, 3), points: [p(1, 1), p(2, 2)] },
      turbine(scenario.id, 4),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('body.plannerObjects.2.points: A Point needs exactly 1 point');
    expect(res.json().errors).toEqual([
      { field: 'body.plannerObjects.2.points', message: 'A Point needs exactly 1 point' },
    ]);
    const far = await createBatch(project.id, [
      turbine(scenario.id, 1),
      { ...turbine(scenario.id, 2), points: [p(1, 95)] },
    ]);
    expect(far.json().detail).toContain('body.plannerObjects.1.points.0.latitude');
    expect(await rowsOf(project.id)).toHaveLength(1);
  });

  it('refuses the whole batch for one item the rules refuse, with the status and code of the single create', async () => {
    const { project, scenario, preset } = await setup();
    const other = await setup();
    const cases: Array<[object, number, string, string?]> = [
      [
        { ...turbine(scenario.id, 2), plannerObjectTypeId: undefined },
        400,
        'body.plannerObjects.1.plannerObjectTypeId: plannerObjectTypeId is required when no preset is given.',
      ],
      [
        turbine(other.scenario.id, 2),
        400,
        `body.plannerObjects.1.scenarioId: Scenario ${other.scenario.id} does not belong to project ${project.id}.`,
      ],
      [
        { ...turbine(scenario.id, 2), presetId: preset.id, plannerObjectTypeId: 8 },
        400,
        `body.plannerObjects.1.plannerObjectTypeId: plannerObjectTypeId must be 1, the type of preset ${preset.id}.`,
      ],
      [
        { ...turbine(scenario.id, 2), presetId: 2_000_000_000 },
        400,
        'body.plannerObjects.1.presetId: Preset 2000000000 does not exist.',
      ],
      [
        { ...turbine(scenario.id, 2), presetId: other.preset.id },
        409,
        `body.plannerObjects.1.presetId: Preset ${other.preset.id} belongs to another project than scenario ${scenario.id}.`,
        'ScenarioProjectIdNotEqualToPresetProjectId',
      ],
    ];
    for (const [item, status, detail, code] of cases) {
      const res = await createBatch(project.id, [turbine(scenario.id, 1), item, turbine(scenario.id, 3)]);
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toBe(detail);
      expect(res.json().code).toBe(code);
    }
    expect(await rowsOf(project.id)).toHaveLength(0);
  });

  it('takes 1 to 10,000 items', async () => {
    const { project, scenario } = await setup();
    const empty = await createBatch(project.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('body.plannerObjects: Send at least one item');
    const tooMany = await createBatch(
      project.id,
      Array.from({ length: PLANNER_OBJECT_BATCH_MAX + 1 }, (_, n) => turbine(scenario.id, n)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe('body.plannerObjects: Send at most 10000 items');
    const noList = await t.app.inject({
      method: 'POST',
      url: `${base}/${project.id}/planner-objects/batch`,
      headers: team.headers,
      payload: [turbine(scenario.id, 1)],
    });
    expect(noList.statusCode).toBe(400);
    expect(await rowsOf(project.id)).toHaveLength(0);
  });

  it('creates the largest batch, 10,000 objects, in input order, in statements within PostgreSQL’s parameter limit', async () => {
    const { subscription: large } = await t.buildSubscription({ limits: { plannerObjectLimit: 20_000 } });
    const owner = await t.buildMember(large, ['Owner']);
    const { project, scenario } = await setup(large.id);
    // Every column given, so a chunk binds as many parameters as it can.
    const items = Array.from({ length: PLANNER_OBJECT_BATCH_MAX }, (_, n) => ({
      ...turbine(scenario.id, n),
      presetId: null,
      tagNames: ['import'],
      plannerObjectDataJson: `{"row":${n}}`,
      rotation: { x: 0, y: 0, z: 0, w: 1 },
    }));
    expect(items.length).toBeGreaterThan(INSERT_CHUNK_ROWS);
    const started = performance.now();
    const res = await createBatch(project.id, items, owner.headers);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(201);
    const created = res.json() as Array<{ id: number; name: string; plannerObjectDataJson: string }>;
    expect(created.map((o) => o.name)).toEqual(items.map((item) => item.name));
    expect(created.map((o) => o.plannerObjectDataJson)).toEqual(
      items.map((item) => item.plannerObjectDataJson),
    );
    expect((await rowsOf(project.id)).map((row) => row.id)).toEqual(created.map((o) => o.id));
    console.info(`10,000 planner objects created in one batch request: ${elapsed.toFixed(0)} ms`);
  });

  it('reserves the limit for the whole batch: exactly up to it passes, one more writes nothing (409)', async () => {
    const { subscription: small } = await t.buildSubscription({ limits: { plannerObjectLimit: 10 } });
    const owner = await t.buildMember(small, ['Owner']);
    const a = await setup(small.id);
    const b = await setup(small.id);
    await f.plannerObject(a.scenario);
    await f.plannerObject(a.scenario);
    const over = await createBatch(
      b.project.id,
      Array.from({ length: 9 }, (_, n) => turbine(b.scenario.id, n)),
      owner.headers,
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('PlannerObjectLimitReached');
    expect(await rowsOf(b.project.id)).toHaveLength(0);
    const exact = await createBatch(
      b.project.id,
      Array.from({ length: 8 }, (_, n) => turbine(b.scenario.id, n)),
      owner.headers,
    );
    expect(exact.statusCode).toBe(201);
    const oneMore = await createBatch(b.project.id, [turbine(b.scenario.id, 9)], owner.headers);
    expect(oneMore.statusCode).toBe(409);
    expect(await rowsOf(b.project.id)).toHaveLength(8);
  });

  it('lets exactly one of two concurrent batches through when only one fits the limit', async () => {
    const { subscription: small } = await t.buildSubscription({ limits: { plannerObjectLimit: 100 } });
    const owner = await t.buildMember(small, ['Owner']);
    const a = await setup(small.id);
    const b = await setup(small.id);
    await f.plannerObject(a.scenario);
    const batchOf = (scenarioId: number) => Array.from({ length: 60 }, (_, n) => turbine(scenarioId, n));
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([
        createBatch(a.project.id, batchOf(a.scenario.id), owner.headers),
        createBatch(b.project.id, batchOf(b.scenario.id), owner.headers),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((res) => res.statusCode === 409)!.json().code).toBe('PlannerObjectLimitReached');
      const total = (await rowsOf(a.project.id)).length + (await rowsOf(b.project.id)).length;
      expect(total).toBe(61);
      const winner = results.findIndex((res) => res.statusCode === 201);
      await deleteBatch(
        [a, b][winner]!.project.id,
        results[winner]!.json().map((o: { id: number }) => o.id),
        owner.headers,
      );
    }
  });
});

describe('PUT /api/projects/{projectId}/planner-objects/batch', () => {
  it('changes only the fields each item sends, answers in input order, and announces one event', async () => {
    const { project, scenario, preset } = await setup();
    const second = await f.scenario(project.id);
    const [a, b, c] = await Promise.all([
      f.plannerObject(scenario, { name: 'A', plannerObjectTypeId: 1, tagNames: ['x'] }),
      f.plannerObject(scenario, { name: 'B' }),
      f.plannerObject(scenario, { name: 'C', layout: 'Path', points: [p(1, 1), p(2, 2)] }),
    ]);
    const before = events.length;
    const res = await updateBatch(project.id, [
      { id: c!.id, points: [p(1.1, 1.1), p(2.1, 2.1)] },
      { id: a!.id, scenarioId: second.id, presetId: preset.id },
      { id: b!.id, name: 'B moved', points: [p(3, 3)] },
    ]);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.map((o: { id: number }) => o.id)).toEqual([c!.id, a!.id, b!.id]);
    expect(answer[0]).toMatchObject({ name: 'C', layout: 'Path', points: [p(1.1, 1.1), p(2.1, 2.1)] });
    expect(answer[1]).toMatchObject({
      name: 'A',
      scenarioId: second.id,
      presetId: preset.id,
      tagNames: ['x'],
    });
    expect(answer[2]).toMatchObject({ name: 'B moved', points: [p(3, 3)], scenarioId: scenario.id });
    const [rowA] = await t.ctx.db.select().from(plannerObjects).where(eq(plannerObjects.id, a!.id));
    expect(rowA).toMatchObject({ scenarioId: second.id, presetId: preset.id, name: 'A' });
    const announced = events.slice(before);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({
      name: 'OnItemUpdated',
      args: [{ kind: 'plannerObject', projectId: project.id, ids: [c!.id, a!.id, b!.id] }],
    });
    const cleared = await updateBatch(project.id, [{ id: a!.id, presetId: null }]);
    expect(cleared.json()[0].presetId).toBeNull();
  });

  it('changes nothing when one item fails: 404 for an id not in the project, 409 and 400 as the single change', async () => {
    const { project, scenario } = await setup();
    const other = await setup();
    const a = await f.plannerObject(scenario, { name: 'A' });
    const b = await f.plannerObject(scenario, { name: 'B', plannerObjectTypeId: 99 });
    const elsewhere = await f.plannerObject(other.scenario);
    const typeNine = await f.preset(project.id, { plannerObjectTypeId: 9 });
    const cases: Array<[object, number, string, string?]> = [
      [
        { id: elsewhere.id, name: 'X' },
        404,
        `Planner object ${elsewhere.id} does not exist in project ${project.id}.`,
      ],
      [
        { id: 2_000_000_000, name: 'X' },
        404,
        `Planner object 2000000000 does not exist in project ${project.id}.`,
      ],
      [
        { id: b.id, plannerObjectTypeId: 8 },
        409,
        `body.plannerObjects.1.plannerObjectTypeId: Planner object ${b.id} is of type 99 and cannot become type 8.`,
        'CannotChangePlannerObjectType',
      ],
      [
        { id: b.id, presetId: typeNine.id },
        409,
        `body.plannerObjects.1.presetId: Planner object ${b.id} is of type 99 and cannot become type 9.`,
        'CannotChangePlannerObjectType',
      ],
      [
        { id: b.id, scenarioId: other.scenario.id },
        409,
        `body.plannerObjects.1.scenarioId: Scenario ${other.scenario.id} belongs to another project than planner object ${b.id}.`,
        'CannotChangeToScenarioOfAnotherProject',
      ],
      [
        { id: b.id, presetId: other.preset.id },
        409,
        `body.plannerObjects.1.presetId: Preset ${other.preset.id} belongs to another project than planner object ${b.id}.`,
        'CannotChangeToPresetOfAnotherProject',
      ],
      [{ id: b.id, layout: 'Area' }, 400, 'body.plannerObjects.1.points: A Area needs at least 3 points'],
      [
        { id: b.id },
        400,
        'body.plannerObjects.1: Send id and at least one of: name, scenarioId, presetId, tagNames, layout, plannerObjectDataJson, points, rotation, plannerObjectTypeId.',
      ],
      [
        { id: a.id, name: 'again' },
        400,
        `body.plannerObjects.1.id: Planner object ${a.id} is already item 0 of the batch`,
      ],
    ];
    for (const [item, status, detail, code] of cases) {
      const res = await updateBatch(project.id, [{ id: a.id, name: 'A changed' }, item]);
      expect(res.statusCode, JSON.stringify(item)).toBe(status);
      expect(res.json().detail).toBe(detail);
      expect(res.json().code).toBe(code);
    }
    expect((await rowsOf(project.id)).map((row) => row.name)).toEqual(['A', 'B']);
    expect((await rowsOf(other.project.id)).map((row) => row.name)).toEqual([elsewhere.name]);
  });
});

describe('POST /api/projects/{projectId}/planner-objects/batch-delete', () => {
  it('deletes every id and announces one event; an id not in the project deletes nothing (404)', async () => {
    const { project, scenario } = await setup();
    const other = await setup();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => f.plannerObject(scenario)));
    const elsewhere = await f.plannerObject(other.scenario);
    const missing = await deleteBatch(project.id, [a!.id, elsewhere.id, b!.id]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(
      `Planner object ${elsewhere.id} does not exist in project ${project.id}.`,
    );
    expect(await rowsOf(project.id)).toHaveLength(3);
    expect(await rowsOf(other.project.id)).toHaveLength(1);
    const twice = await deleteBatch(project.id, [a!.id, b!.id, a!.id]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe(`body.ids.2: Planner object ${a!.id} is already item 0 of the batch`);
    expect((await deleteBatch(project.id, [])).statusCode).toBe(400);
    expect((await deleteBatch(project.id, [0])).statusCode).toBe(400);
    const before = events.length;
    const res = await deleteBatch(project.id, [c!.id, a!.id]);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await rowsOf(project.id)).map((row) => row.id)).toEqual([b!.id]);
    expect(events.slice(before)).toMatchObject([
      {
        name: 'OnItemDeleted',
        args: [{ kind: 'plannerObject', projectId: project.id, ids: [c!.id, a!.id] }],
      },
    ]);
  });
});

describe('batches: access as the single calls', () => {
  it('keeps other organisations out (404) and never reads their scenarios, presets or objects', async () => {
    const { subscription: foreign } = await t.buildSubscription();
    const theirs = await setup(foreign.id);
    const theirObject = await f.plannerObject(theirs.scenario);
    const ours = await setup();
    const mine = await f.plannerObject(ours.scenario);
    for (const res of [
      await createBatch(theirs.project.id, [turbine(theirs.scenario.id, 1)]),
      await updateBatch(theirs.project.id, [{ id: theirObject.id, name: 'Mine now' }]),
      await deleteBatch(theirs.project.id, [theirObject.id]),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(`Project ${theirs.project.id} does not exist.`);
    }
    const theirScenario = await createBatch(ours.project.id, [turbine(theirs.scenario.id, 1)]);
    expect(theirScenario.statusCode).toBe(400);
    expect(theirScenario.json().detail).toBe(
      `body.plannerObjects.0.scenarioId: Scenario ${theirs.scenario.id} does not exist.`,
    );
    const theirPreset = await createBatch(ours.project.id, [
      { ...turbine(ours.scenario.id, 1), plannerObjectTypeId: undefined, presetId: theirs.preset.id },
    ]);
    expect(theirPreset.statusCode).toBe(400);
    expect(theirPreset.json().code).toBeUndefined();
    const moveToTheirs = await updateBatch(ours.project.id, [
      { id: mine.id, scenarioId: theirs.scenario.id },
    ]);
    expect(moveToTheirs.statusCode).toBe(400);
    const takeTheirs = await updateBatch(ours.project.id, [{ id: theirObject.id, name: 'Mine now' }]);
    expect(takeTheirs.statusCode).toBe(404);
    expect((await rowsOf(theirs.project.id)).map((row) => row.name)).toEqual([theirObject.name]);
  });

  it('refuses an Observer every batch write (403), and a member outside the project sees no project (404)', async () => {
    const { project, scenario } = await setup();
    const object = await f.plannerObject(scenario);
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const outsider = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [] });
    for (const headers of [observer.headers, outsider.headers]) {
      const expected = headers === observer.headers ? 403 : 404;
      expect((await createBatch(project.id, [turbine(scenario.id, 1)], headers)).statusCode).toBe(expected);
      expect((await updateBatch(project.id, [{ id: object.id, name: 'X' }], headers)).statusCode).toBe(
        expected,
      );
      expect((await deleteBatch(project.id, [object.id], headers)).statusCode).toBe(expected);
    }
    expect((await rowsOf(project.id)).map((row) => row.name)).toEqual([object.name]);
  });

  it('keeps the literal batch paths apart from the object paths', async () => {
    const { project, scenario } = await setup();
    const object = await f.plannerObject(scenario);
    const single = await t.app.inject({
      method: 'PUT',
      url: `${base}/${project.id}/planner-objects/${object.id}`,
      headers: team.headers,
      payload: { name: 'Single' },
    });
    expect(single.json().name).toBe('Single');
    const getBatch = await t.app.inject({
      url: `${base}/${project.id}/planner-objects/batch`,
      headers: team.headers,
    });
    expect(getBatch.statusCode).toBe(400);
    expect(getBatch.json().detail).toContain('params.id');
  });
});
