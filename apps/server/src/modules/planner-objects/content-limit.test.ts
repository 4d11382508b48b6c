import { PLANNER_CONTENT_MAX_BYTES, PLANNER_OBJECT_DATA_MAX_LENGTH } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects, presets, scenarios } from '../../db/schema/index.js';
import { documentOf } from '../../openapi/build-document.js';
import type { TestApp } from '../../test/harness.js';
import { fillPlannerContent, paddedData } from '../../test/planner-content-fixtures.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';
import { plannerContentBytes } from '../project-content/content-limit.js';

/**
 * 36 objects of 16 MB of data each made the project's list a 500 and every viewer
 * request of its presentation take seconds. An object's data and a project's planner content
 * are bounded; beyond them nothing is written. The concurrent test bites on PostgreSQL only
 * (PGlite runs one statement at a time); it must hold on both.
 */
let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let team: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: team } = await openContentSuite(['TeamMember']));
});
afterAll(() => t.close());

const base = '/api/projects';
const turbine = (scenarioId: number, n: number, data = '{"hubHeight":120,"rotorDiameter":150}') => ({
  name: `Turbine ${n}`,
  scenarioId,
  plannerObjectTypeId: 1,
  layout: 'Point',
  points: [{ longitude: 4 + n / 10_000, latitude: 52 }],
  plannerObjectDataJson: data,
});
/** Data JSON of exactly `length` characters. */
const dataOfLength = (length: number) => paddedData(length - paddedData(0).length);

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `${base}${url}`, headers: team.headers, payload });

async function setup() {
  const project = await f.project(subscription.id);
  const scenario = await f.scenario(project.id);
  return { project, scenario };
}

const rowsOf = (projectId: number) =>
  t.ctx.db
    .select()
    .from(plannerObjects)
    .where(eq(plannerObjects.projectId, projectId))
    .orderBy(plannerObjects.id);
const contentOf = (projectId: number) => plannerContentBytes(t.ctx.db, projectId);

const dataLimitDetail = `must be at most ${PLANNER_OBJECT_DATA_MAX_LENGTH} characters (PLANNER_OBJECT_DATA_MAX_LENGTH)`;

describe('data of one object or preset: at most PLANNER_OBJECT_DATA_MAX_LENGTH characters', () => {
  it('refuses one character more with 400 naming the field and the limit, single and batch, and writes nothing', async () => {
    const { project, scenario } = await setup();
    const over = dataOfLength(PLANNER_OBJECT_DATA_MAX_LENGTH + 1);

    const single = await send('POST', `/${project.id}/planner-objects`, turbine(scenario.id, 1, over));
    expect(single.statusCode).toBe(400);
    expect(single.json().detail).toBe(`body.plannerObjectDataJson: ${dataLimitDetail}`);

    const batch = await send('POST', `/${project.id}/planner-objects/batch`, {
      plannerObjects: [turbine(scenario.id, 1), turbine(scenario.id, 2, over)],
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().detail).toBe(`body.plannerObjects.1.plannerObjectDataJson: ${dataLimitDetail}`);
    expect(await rowsOf(project.id)).toHaveLength(0);

    const object = await f.plannerObject(scenario);
    const change = await send('PUT', `/${project.id}/planner-objects/${object.id}`, {
      plannerObjectDataJson: over,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().detail).toBe(`body.plannerObjectDataJson: ${dataLimitDetail}`);
    const batchChange = await send('PUT', `/${project.id}/planner-objects/batch`, {
      plannerObjects: [{ id: object.id, plannerObjectDataJson: over }],
    });
    expect(batchChange.statusCode).toBe(400);
    expect(batchChange.json().detail).toBe(`body.plannerObjects.0.plannerObjectDataJson: ${dataLimitDetail}`);
    expect(await rowsOf(project.id)).toEqual([object]);

    const preset = await send('POST', `/${project.id}/presets`, {
      name: 'V150',
      plannerObjectTypeId: 1,
      presetDataJson: over,
    });
    expect(preset.statusCode).toBe(400);
    expect(preset.json().detail).toBe(`body.presetDataJson: ${dataLimitDetail}`);
    expect(await t.ctx.db.select().from(presets).where(eq(presets.projectId, project.id))).toHaveLength(0);
  });

  it('takes data of exactly the limit', async () => {
    const { project, scenario } = await setup();
    const exact = dataOfLength(PLANNER_OBJECT_DATA_MAX_LENGTH);
    expect(exact).toHaveLength(PLANNER_OBJECT_DATA_MAX_LENGTH);
    const created = await send('POST', `/${project.id}/planner-objects`, turbine(scenario.id, 1, exact));
    expect(created.statusCode).toBe(201);
    expect(created.json().plannerObjectDataJson).toBe(exact);
  });

  it('is stated by the OpenAPI document', () => {
    type Schema = { maxLength?: number; properties?: Record<string, Schema>; items?: Schema };
    type Operation = { requestBody: { content: Record<string, { schema: Schema }> } };
    const paths = documentOf(t.app).paths as Record<string, Record<string, Operation>>;
    const body = (path: string, method: string) =>
      paths[path]![method]!.requestBody.content['application/json']!.schema.properties!;
    expect(body('/api/projects/{projectId}/planner-objects', 'post').plannerObjectDataJson!.maxLength).toBe(
      PLANNER_OBJECT_DATA_MAX_LENGTH,
    );
    expect(
      body('/api/projects/{projectId}/planner-objects/batch', 'put').plannerObjects!.items!.properties!
        .plannerObjectDataJson!.maxLength,
    ).toBe(PLANNER_OBJECT_DATA_MAX_LENGTH);
    expect(body('/api/projects/{projectId}/presets', 'post').presetDataJson!.maxLength).toBe(
      PLANNER_OBJECT_DATA_MAX_LENGTH,
    );
  });
});

const contentLimitDetail = (total: number, what = 'the project after this change') =>
  `A project holds at most ${PLANNER_CONTENT_MAX_BYTES.toLocaleString('en')} bytes (${PLANNER_CONTENT_MAX_BYTES / 1024 / 1024} MiB) of planner objects and presets (PLANNER_CONTENT_MAX_BYTES); ${what} would hold ${total.toLocaleString('en')} bytes. Nothing was written.`;

function expectContentLimit(res: { statusCode: number; json(): { detail: string } }) {
  expect(res.statusCode).toBe(413);
  expect(res.json().detail).toMatch(/^A project holds at most .* \(PLANNER_CONTENT_MAX_BYTES\); /);
}

describe('planner content of one project: at most PLANNER_CONTENT_MAX_BYTES', () => {
  it('refuses a batch that would take the project past it (413 naming the limit, nothing written) and takes one up to it', async () => {
    const { project, scenario } = await setup();
    await fillPlannerContent(t, scenario, PLANNER_CONTENT_MAX_BYTES - 5_000);
    const before = await rowsOf(project.id);

    const tooMany = await send('POST', `/${project.id}/planner-objects/batch`, {
      plannerObjects: Array.from({ length: 20 }, (_, n) => turbine(scenario.id, n)),
    });
    expectContentLimit(tooMany);
    expect(await rowsOf(project.id)).toEqual(before);
    expect(await contentOf(project.id)).toBe(PLANNER_CONTENT_MAX_BYTES - 5_000);

    const fits = await send('POST', `/${project.id}/planner-objects/batch`, {
      plannerObjects: Array.from({ length: 10 }, (_, n) => turbine(scenario.id, n)),
    });
    expect(fits.statusCode).toBe(201);
    const grown = (await contentOf(project.id)) - (PLANNER_CONTENT_MAX_BYTES - 5_000);
    expect(grown).toBeGreaterThan(0);

    // One object padded to the last byte: the project is exactly full.
    const last = await send(
      'POST',
      `/${project.id}/planner-objects`,
      turbine(scenario.id, 99, paddedData(0)),
    );
    expect(last.statusCode).toBe(201);
    const room = PLANNER_CONTENT_MAX_BYTES - (await contentOf(project.id));
    const full = await send('PUT', `/${project.id}/planner-objects/${last.json().id}`, {
      plannerObjectDataJson: paddedData(room),
    });
    expect(full.statusCode).toBe(200);
    expect(await contentOf(project.id)).toBe(PLANNER_CONTENT_MAX_BYTES);

    const oneByteMore = await send('PUT', `/${project.id}/planner-objects/${last.json().id}`, {
      plannerObjectDataJson: paddedData(room + 1),
    });
    expect(oneByteMore.statusCode).toBe(413);
    expect(oneByteMore.json().detail).toBe(contentLimitDetail(PLANNER_CONTENT_MAX_BYTES + 1));
    const batchMore = await send('PUT', `/${project.id}/planner-objects/batch`, {
      plannerObjects: [{ id: last.json().id, plannerObjectDataJson: paddedData(room + 1) }],
    });
    expectContentLimit(batchMore);
    const oneMore = await send('POST', `/${project.id}/planner-objects`, turbine(scenario.id, 100));
    expectContentLimit(oneMore);
    expect(await contentOf(project.id)).toBe(PLANNER_CONTENT_MAX_BYTES);

    // A full project still takes changes that do not grow it.
    const moved = await send('PUT', `/${project.id}/planner-objects/${last.json().id}`, {
      points: [{ longitude: 4.5, latitude: 52.5 }],
    });
    expect(moved.statusCode).toBe(200);
  });

  it('counts copies of a scenario and presets as well', async () => {
    const { project, scenario } = await setup();
    await Promise.all([1, 2, 3].map((n) => f.plannerObject(scenario, { name: `Turbine ${n}` })));
    const other = await f.scenario(project.id);
    await fillPlannerContent(t, other, PLANNER_CONTENT_MAX_BYTES - 500);
    const before = await rowsOf(project.id);

    const clone = await send('POST', `/${project.id}/scenarios/clone`, { sourceId: scenario.id });
    expectContentLimit(clone);
    expect(await rowsOf(project.id)).toEqual(before);
    expect(await t.ctx.db.select().from(scenarios).where(eq(scenarios.projectId, project.id))).toHaveLength(
      2,
    );

    const preset = await send('POST', `/${project.id}/presets`, {
      name: 'V150',
      plannerObjectTypeId: 1,
      presetDataJson: paddedData(300),
    });
    expectContentLimit(preset);
    const small = await send('POST', `/${project.id}/presets`, { name: 'V150', plannerObjectTypeId: 1 });
    expect(small.statusCode).toBe(201);
    const grow = await send('PUT', `/${project.id}/presets/${small.json().id}`, {
      presetDataJson: paddedData(300),
    });
    expectContentLimit(grow);
    expect((await t.ctx.db.select().from(presets).where(eq(presets.projectId, project.id)))[0]).toMatchObject(
      {
        presetDataJson: '{}',
      },
    );
  });

  it('copies a scenario of more objects than one INSERT binds when the project has room for them', async () => {
    const { project, scenario } = await setup();
    const objects = Array.from({ length: 6_000 }, (_, n) => ({
      ...turbine(scenario.id, n),
      projectId: project.id,
      layout: 'Point' as const,
    }));
    for (let start = 0; start < objects.length; start += 2_000)
      await t.ctx.db.insert(plannerObjects).values(objects.slice(start, start + 2_000));
    const before = await contentOf(project.id);
    expect(2 * before).toBeLessThan(PLANNER_CONTENT_MAX_BYTES);
    const clone = await send('POST', `/${project.id}/scenarios/clone`, { sourceId: scenario.id });
    expect(clone.statusCode).toBe(201);
    expect(clone.json().plannerObjectModels.map((o: { name: string }) => o.name)).toEqual(
      objects.map((o) => o.name),
    );
    expect(await contentOf(project.id)).toBe(2 * before);
  }, 60_000);

  it('lets a project that holds more from before be edited down and emptied, never grown', async () => {
    const { project, scenario } = await setup();
    const object = await f.plannerObject(scenario, { plannerObjectDataJson: paddedData(100) });
    // Rows written around the API (an older server, a lowered limit).
    await fillPlannerContent(t, scenario, PLANNER_CONTENT_MAX_BYTES + 1_000);

    const grow = await send('PUT', `/${project.id}/planner-objects/${object.id}`, {
      plannerObjectDataJson: paddedData(101),
    });
    expectContentLimit(grow);
    const shrink = await send('PUT', `/${project.id}/planner-objects/${object.id}`, {
      plannerObjectDataJson: paddedData(10),
    });
    expect(shrink.statusCode).toBe(200);
    const ids = (await rowsOf(project.id)).map((row) => row.id);
    const emptied = await send('POST', `/${project.id}/planner-objects/batch-delete`, { ids });
    expect(emptied.statusCode).toBe(204);
    expect(await contentOf(project.id)).toBe(0);
  });

  it('lets exactly one of two concurrent batches through when each fits but not both', async () => {
    const { project, scenario } = await setup();
    await fillPlannerContent(t, scenario, PLANNER_CONTENT_MAX_BYTES - 10_000);
    // 20 turbines take about 6.6 KB: one batch fits, two do not.
    const batch = (round: number, side: number) =>
      send('POST', `/${project.id}/planner-objects/batch`, {
        plannerObjects: Array.from({ length: 20 }, (_, n) =>
          turbine(scenario.id, round * 100 + side * 50 + n),
        ),
      });
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([batch(round, 0), batch(round, 1)]);
      const outcome = `round ${round}: ${results.map((res) => res.statusCode)}`;
      expect(results.map((res) => res.statusCode).sort(), outcome).toEqual([201, 413]);
      const total = await contentOf(project.id);
      expect(total, outcome).toBeLessThanOrEqual(PLANNER_CONTENT_MAX_BYTES);
      expect(total, outcome).toBeGreaterThan(PLANNER_CONTENT_MAX_BYTES - 10_000);
      const winner = results.find((res) => res.statusCode === 201)!;
      const ids = winner.json().map((o: { id: number }) => o.id);
      expect((await send('POST', `/${project.id}/planner-objects/batch-delete`, { ids })).statusCode).toBe(
        204,
      );
    }
  });
});
