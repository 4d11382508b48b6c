import { CONTENT_EVENT_RECORDS_MAX, ContentItemEvent } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import {
  type ContentFixtures,
  openContentSuite,
  type RecordedEvents,
} from '../../test/project-content-fixtures.js';

/**
 * The declared kinds of planner object (contracts' planner-kinds.ts) on the server: a type, a
 * layout and data that no kind has are refused with 400 and write nothing; objects stored
 * before the kinds were declared keep taking changes. And the content events that can be
 * applied: the changed records, with their versions, on every item event of a project's content.
 */
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

async function setup() {
  const project = await f.project(subscription.id);
  const scenario = await f.scenario(project.id);
  return { project, scenario };
}

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/projects/${url}`, headers: team.headers, payload });

const turbine = (scenarioId: number, extra: object = {}) => ({
  name: 'WTG-01',
  scenarioId,
  plannerObjectTypeId: 1,
  layout: 'Point',
  points: [p(5.4, 52.5)],
  ...extra,
});

async function countOf(projectId: number) {
  return (await t.ctx.db.select().from(plannerObjects).where(eq(plannerObjects.projectId, projectId))).length;
}

describe('declared kinds of planner object', () => {
  it.each([
    [
      { plannerObjectTypeId: 42 },
      'plannerObjectTypeId 42 is no kind of planner object; the kinds are 1 (Wind turbine), 2 (Solar field), 3 (Cable), 4 (Power line), 5 (Receptor), 6 (Site boundary), 7 (Existing turbine), 8 (Substation), 9 (Transformer), 10 (Battery container row), 11 (Electrolyser hall), 12 (Building), 13 (Lattice or met mast), 14 (Noise barrier or fence).',
    ],
    [
      { layout: 'Path', points: [p(5.4, 52.5), p(5.5, 52.5)] },
      'A wind turbine is laid out as a Point, not a Path.',
    ],
    [
      { plannerObjectDataJson: '{"hubHeight":400}' },
      'plannerObjectDataJson hubHeight must be between 10 and 250 m',
    ],
    [
      { plannerObjectDataJson: '{"hubHeight":"high"}' },
      'plannerObjectDataJson hubHeight must be between 10 and 250 m',
    ],
    [{ plannerObjectDataJson: '[1,2]' }, 'plannerObjectDataJson must be a JSON object'],
    [
      { plannerObjectDataJson: '{"color":"red"}' },
      'plannerObjectDataJson color must be a colour like #e6e8ea',
    ],
  ])('refuses a new object %j with 400 in words and writes nothing', async (extra, detail) => {
    const { project, scenario } = await setup();
    const single = await send('POST', `${project.id}/planner-objects`, turbine(scenario.id, extra));
    expect(single.statusCode).toBe(400);
    expect(single.json().detail).toContain(detail);
    const batch = await send('POST', `${project.id}/planner-objects/batch`, {
      plannerObjects: [turbine(scenario.id), turbine(scenario.id, extra)],
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().detail).toMatch(
      /^body\.plannerObjects\.1\.(plannerObjectTypeId|layout|plannerObjectDataJson): /,
    );
    expect(await countOf(project.id)).toBe(0);
  });

  it('keeps settings it does not know and takes each kind at its own layout', async () => {
    const { project, scenario } = await setup();
    const res = await send('POST', `${project.id}/planner-objects/batch`, {
      plannerObjects: [
        turbine(scenario.id, { plannerObjectDataJson: '{"hubHeight":119.5,"model":"V162"}' }),
        {
          name: 'Field',
          scenarioId: scenario.id,
          plannerObjectTypeId: 2,
          layout: 'Area',
          points: [p(5, 52), p(5.01, 52), p(5.01, 52.01)],
        },
        {
          name: 'Cable',
          scenarioId: scenario.id,
          plannerObjectTypeId: 3,
          layout: 'Path',
          points: [p(5, 52), p(5.01, 52)],
          plannerObjectDataJson: '{"depth":1.2}',
        },
        {
          name: 'Line',
          scenarioId: scenario.id,
          plannerObjectTypeId: 4,
          layout: 'Path',
          points: [p(5, 52), p(5.01, 52)],
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()[0].plannerObjectDataJson).toBe('{"hubHeight":119.5,"model":"V162"}');
  });

  it('checks a change of layout or data against the object kind; an object of a type from before keeps taking changes', async () => {
    const { project, scenario } = await setup();
    const made = await send('POST', `${project.id}/planner-objects`, turbine(scenario.id));
    const id = made.json().id;
    const tooTall = await send('PUT', `${project.id}/planner-objects/${id}`, {
      plannerObjectDataJson: '{"rotorDiameter":301}',
    });
    expect(tooTall.statusCode).toBe(400);
    expect(tooTall.json().detail).toBe('plannerObjectDataJson rotorDiameter must be between 10 and 300 m');
    const batch = await send('PUT', `${project.id}/planner-objects/batch`, {
      plannerObjects: [{ id, layout: 'Area', points: [p(5, 52), p(5.01, 52), p(5.01, 52.01)] }],
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().detail).toBe(
      'body.plannerObjects.0.layout: A wind turbine is laid out as a Point, not an Area.',
    );
    const [row] = await t.ctx.db.select().from(plannerObjects).where(eq(plannerObjects.id, id));
    expect(row).toMatchObject({ layout: 'Point', plannerObjectDataJson: '{}', version: 1 });

    const legacy = await f.plannerObject(scenario, { plannerObjectTypeId: 99 });
    const renamed = await send('PUT', `${project.id}/planner-objects/${legacy.id}`, {
      name: 'Still here',
      plannerObjectDataJson: '{"anything":true}',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses a preset of no kind or with data its kind refuses', async () => {
    const { project } = await setup();
    const unknown = await send('POST', `${project.id}/presets`, { name: 'X', plannerObjectTypeId: 42 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/^plannerObjectTypeId 42 is no kind of planner object/);
    const bad = await send('POST', `${project.id}/presets`, {
      name: 'V236',
      plannerObjectTypeId: 1,
      presetDataJson: '{"rotorDiameter":0}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('presetDataJson rotorDiameter must be between 10 and 300 m');
    const good = await send('POST', `${project.id}/presets`, {
      name: 'V162',
      plannerObjectTypeId: 1,
      presetDataJson: '{"rotorDiameter":162,"hubHeight":119}',
    });
    expect(good.statusCode).toBe(201);
    const retyped = await send('PUT', `${project.id}/presets/${good.json().id}`, { plannerObjectTypeId: 2 });
    expect(retyped.statusCode).toBe(200);
    const badData = await send('PUT', `${project.id}/presets/${good.json().id}`, {
      presetDataJson: '{"tilt":80}',
    });
    expect(badData.statusCode).toBe(400);
    expect(badData.json().detail).toBe('presetDataJson tilt must be between 0 and 60 °');
  });
});

describe('receptors, site boundaries and existing turbines', () => {
  const receptor = (scenarioId: number, data: object) => ({
    name: 'Farm de Vries',
    scenarioId,
    plannerObjectTypeId: 5,
    layout: 'Point',
    points: [p(5.41, 52.51)],
    plannerObjectDataJson: JSON.stringify(data),
  });

  it.each([
    [
      { category: 'castle' },
      'plannerObjectDataJson category must be one of dwelling, holidayHome, school, careHome, hospital, business, other',
    ],
    [{ heightAboveGround: -1 }, 'plannerObjectDataJson heightAboveGround must be between 0 and 100 m'],
    [{ address: 'x'.repeat(201) }, 'plannerObjectDataJson address must be a text of at most 200 characters'],
    [{ allDirections: 'no' }, 'plannerObjectDataJson allDirections must be true or false'],
    [
      { allDirections: false, windowWidth: 1 },
      'plannerObjectDataJson a receptor with allDirections false needs its window: windowHeight, windowBearing missing',
    ],
  ])('refuses a receptor with %j in words and writes nothing', async (data, detail) => {
    const { project, scenario } = await setup();
    const single = await send('POST', `${project.id}/planner-objects`, receptor(scenario.id, data));
    expect(single.statusCode).toBe(400);
    expect(single.json().detail).toBe(detail);
    const batch = await send('POST', `${project.id}/planner-objects/batch`, {
      plannerObjects: [receptor(scenario.id, {}), receptor(scenario.id, data)],
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().detail).toMatch(/^body\.plannerObjects\.1\.plannerObjectDataJson: /);
    expect(await countOf(project.id)).toBe(0);
  });

  it('takes a receptor with its window, a site boundary and an existing turbine, and checks a change', async () => {
    const { project, scenario } = await setup();
    const res = await send('POST', `${project.id}/planner-objects/batch`, {
      plannerObjects: [
        receptor(scenario.id, {
          category: 'school',
          heightAboveGround: 4.5,
          address: 'Dorpsstraat 1, Urk',
          allDirections: false,
          windowWidth: 1.2,
          windowHeight: 1.5,
          windowBearing: 225,
        }),
        {
          name: 'Site',
          scenarioId: scenario.id,
          plannerObjectTypeId: 6,
          layout: 'Area',
          points: [p(5.4, 52.5), p(5.42, 52.5), p(5.42, 52.52)],
        },
        {
          name: 'Noord 1',
          scenarioId: scenario.id,
          plannerObjectTypeId: 7,
          layout: 'Point',
          points: [p(5.45, 52.55)],
          plannerObjectDataJson: '{"hubHeight":100,"rotorDiameter":112,"parkName":"Windpark Noord"}',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [house, , existing] = res.json();
    const retyped = await send('PUT', `${project.id}/planner-objects/${house.id}`, {
      plannerObjectDataJson: '{"category":"farm"}',
    });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().detail).toContain('category must be one of');
    const boundaryAsPoint = await send('POST', `${project.id}/planner-objects`, {
      name: 'Site',
      scenarioId: scenario.id,
      plannerObjectTypeId: 6,
      layout: 'Point',
      points: [p(5.4, 52.5)],
    });
    expect(boundaryAsPoint.json().detail).toBe('A site boundary is laid out as an Area, not a Point.');
    const tooBig = await send('PUT', `${project.id}/planner-objects/${existing.id}`, {
      plannerObjectDataJson: '{"rotorDiameter":301}',
    });
    expect(tooBig.json().detail).toBe('plannerObjectDataJson rotorDiameter must be between 10 and 300 m');
    expect(await countOf(project.id)).toBe(3);
  });
});

describe('content events carry what changed', () => {
  it('a single change: the record as the API answers it and its version, in the contracts schema', async () => {
    const { project, scenario } = await setup();
    const before = events.length;
    const made = await send('POST', `${project.id}/planner-objects`, turbine(scenario.id));
    const moved = await send('PUT', `${project.id}/planner-objects/${made.json().id}`, {
      points: [p(5.41, 52.5)],
    });
    const [added, updated] = events.slice(before).map((event) => ContentItemEvent.parse(event.args[0]));
    expect(added).toMatchObject({
      kind: 'plannerObject',
      items: [{ id: made.json().id, version: 1 }],
      records: [made.json()],
    });
    expect(updated).toMatchObject({ items: [{ id: made.json().id, version: 2 }], records: [moved.json()] });
  });

  it('a batch: every id and version, and the records up to CONTENT_EVENT_RECORDS_MAX', async () => {
    const { project, scenario } = await setup();
    const many = Array.from({ length: CONTENT_EVENT_RECORDS_MAX + 1 }, (_, i) =>
      turbine(scenario.id, { name: `T${i}`, points: [p(5 + i / 10_000, 52)] }),
    );
    const before = events.length;
    const big = await send('POST', `${project.id}/planner-objects/batch`, { plannerObjects: many });
    expect(big.statusCode).toBe(201);
    const small = await send('POST', `${project.id}/planner-objects/batch`, {
      plannerObjects: many.slice(0, 2),
    });
    const [bigEvent, smallEvent] = events.slice(before).map((event) => ContentItemEvent.parse(event.args[0]));
    expect(bigEvent!.items).toHaveLength(CONTENT_EVENT_RECORDS_MAX + 1);
    expect(bigEvent!.records).toBeUndefined();
    expect(smallEvent!.records).toEqual(small.json());

    const deleted = await send('POST', `${project.id}/planner-objects/batch-delete`, {
      ids: small.json().map((o: { id: number }) => o.id),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = ContentItemEvent.parse(events.at(-1)!.args[0]);
    expect(gone.items).toEqual(small.json().map((o: { id: number }) => ({ id: o.id, version: 1 })));
    expect(gone.records).toBeUndefined();
  });

  it('viewpoints, scenarios, tours and presets carry their records too', async () => {
    const { project } = await setup();
    const before = events.length;
    const preset = await send('POST', `${project.id}/presets`, { name: 'V150', plannerObjectTypeId: 1 });
    const scenario = await send('POST', `${project.id}/scenarios`, { name: 'Option B' });
    const viewpoint = await send('POST', `${project.id}/viewpoints`, {
      name: 'Church',
      position: { longitude: 5.4, latitude: 52.5, altitude: 1.6 },
    });
    const tour = await send('POST', `${project.id}/tours`, {
      name: 'Walk',
      viewpointIds: [viewpoint.json().id],
    });
    const answers = [preset, scenario, viewpoint, tour].map((res) => {
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    });
    const parsed = events.slice(before).map((event) => ContentItemEvent.parse(event.args[0]));
    expect(parsed.map((event) => event.kind)).toEqual(['preset', 'scenario', 'viewpoint', 'tour']);
    expect(parsed.map((event) => event.records?.[0])).toEqual(answers);
  });
});
