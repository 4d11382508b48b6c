import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shadowFlickerSettings } from '../../db/schema/index.js';
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

const url = (projectId: number) => `/api/projects/${projectId}/shadow-flicker-settings`;
const SUNSHINE = [0.2, 0.3, 0.35, 0.4, 0.45, 0.45, 0.45, 0.45, 0.4, 0.3, 0.2, 0.15];
const SECTORS = [0.06, 0.05, 0.06, 0.07, 0.07, 0.08, 0.1, 0.12, 0.12, 0.1, 0.09, 0.08];
const SAVED = {
  year: 2028,
  timeZone: 'Europe/Berlin',
  minimumElevation: 3,
  maxDistance: 1800,
  limits: 'own',
  ownLimits: { hoursPerYear: 8, minutesPerDay: 30 },
  includeExisting: false,
  expected: { sunshine: SUNSHINE, operating: SECTORS, source: 'DWD Hannover 1991–2020, mast data' },
};

const rowsOf = (projectId: number) =>
  t.ctx.db.select().from(shadowFlickerSettings).where(eq(shadowFlickerSettings.projectId, projectId));

describe('shadow-flicker settings', () => {
  it('answers the defaults at version 1, then replaces them with If-Match, version by version', async () => {
    const project = await f.project(subscription.id);
    const get = await t.app.inject({ url: url(project.id), headers: owner.headers });
    expect(get.statusCode, get.body).toBe(200);
    expect(get.headers.etag).toBe('"1"');
    expect(get.json()).toEqual({ projectId: project.id, version: 1, updatedAt: null });

    const put = await t.app.inject({
      method: 'PUT',
      url: url(project.id),
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: SAVED,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.headers.etag).toBe('"2"');
    expect(put.json()).toMatchObject({ ...SAVED, projectId: project.id, version: 2 });
    expect(typeof put.json().updatedAt).toBe('string');
    const read = await t.app.inject({ url: url(project.id), headers: owner.headers });
    expect(read.json()).toEqual(put.json());

    // A save replaces the settings: what it leaves out is its default again.
    const again = await t.app.inject({
      method: 'PUT',
      url: url(project.id),
      headers: { ...owner.headers, 'if-match': '"2"' },
      payload: { year: 2029, limits: 'NL' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      projectId: project.id,
      year: 2029,
      limits: 'NL',
      version: 3,
      updatedAt: again.json().updatedAt,
    });
  });

  it('412 on a stale If-Match, with the settings as they are now, and nothing changed', async () => {
    const project = await f.project(subscription.id);
    const first = await t.app.inject({
      method: 'PUT',
      url: url(project.id),
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { maxDistance: 1500 },
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await t.app.inject({
      method: 'PUT',
      url: url(project.id),
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { maxDistance: 2500 },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json().detail).toBe(
      'The shadow-flicker settings were changed by someone else since you loaded them.',
    );
    expect(stale.json().current).toMatchObject({ maxDistance: 1500, version: 2 });
    const rows = await rowsOf(project.id);
    expect(rows.map((row) => [row.values, row.version])).toEqual([[{ maxDistance: 1500 }, 2]]);
  });

  it('400 in words on bad values, and nothing written', async () => {
    const project = await f.project(subscription.id);
    const expected = (change: Record<string, unknown>) => ({ expected: { ...SAVED.expected, ...change } });
    const cases: [Record<string, unknown>, string][] = [
      [expected({ sunshine: [...SUNSHINE.slice(0, 11), 1.2] }), 'sunshine: exactly 12 values from 0 to 1'],
      [expected({ operating: [...SECTORS.slice(0, 11), -0.1] }), 'operating: exactly 12 values from 0 to 1'],
      [expected({ sunshine: SUNSHINE.slice(0, 11) }), 'sunshine: exactly 12 values from 0 to 1'],
      [expected({ source: '' }), 'source: name the source of the sunshine and wind figures'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone: an IANA time zone, such as Europe/Berlin'],
      [{ year: 1800 }, 'year must be a whole year from 1950 to 2150'],
      [{ minimumElevation: 30 }, 'minimumElevation must be a number from 0 to 20°'],
      [{ maxDistance: 50 }, 'maxDistance must be a number from 100 to 10000 m'],
      [{ limits: 'FR' }, 'limits must be one of: DE, NL, own'],
      [{ ownLimits: { hoursPerYear: -1 } }, 'ownLimits.hoursPerYear must be a number from 0 to 8760 h'],
      [{ includeExisting: 'yes' }, 'includeExisting must be true or false'],
    ];
    for (const [payload, words] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: url(project.id),
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail, JSON.stringify(payload)).toContain(words);
    }
    expect(await rowsOf(project.id)).toEqual([]);
  });

  it('lets whoever may change the content save them, and Observers only read them', async () => {
    const project = await f.project(subscription.id);
    for (const roles of [['TeamMember'], ['ProjectMember']] as const) {
      const member = await t.buildMember(subscription, [...roles], { projectIds: [project.id] });
      const current = await t.app.inject({ url: url(project.id), headers: member.headers });
      const res = await t.app.inject({
        method: 'PUT',
        url: url(project.id),
        headers: { ...member.headers, 'if-match': current.headers.etag as string },
        payload: { year: 2030 },
      });
      expect(res.statusCode, `${roles[0]}: ${res.body}`).toBe(200);
    }
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const read = await t.app.inject({ url: url(project.id), headers: observer.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ year: 2030, version: 3 });
    const denied = await t.app.inject({
      method: 'PUT',
      url: url(project.id),
      headers: observer.headers,
      payload: { year: 2031 },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe('You may only view this project.');
    expect((await rowsOf(project.id))[0]).toMatchObject({ values: { year: 2030 }, version: 3 });
  });

  it('404 for another organisation’s project, reading or writing, and nothing written', async () => {
    const project = await f.project(subscription.id);
    const { subscription: theirs } = await t.buildSubscription();
    await f.setFeature(theirs.id, 'ShadowFlickerSimulation', 'Enabled');
    const stranger = await t.buildMember(theirs, ['Owner']);
    for (const request of [
      { method: 'GET' as const, url: url(project.id) },
      { method: 'PUT' as const, url: url(project.id), payload: { year: 2030 } },
    ]) {
      const res = await t.app.inject({ ...request, headers: stranger.headers });
      expect(res.statusCode, request.method).toBe(404);
    }
    expect(await rowsOf(project.id)).toEqual([]);
  });

  it('403 naming the module while ShadowFlickerSimulation is locked', async () => {
    const { subscription: locked } = await t.buildSubscription();
    await f.setFeature(locked.id, 'ShadowFlickerSimulation', 'Disabled');
    const member = await t.buildMember(locked, ['Owner']);
    const project = await f.project(locked.id);
    for (const request of [
      { method: 'GET' as const, url: url(project.id) },
      { method: 'PUT' as const, url: url(project.id), payload: { year: 2030 } },
    ]) {
      const res = await t.app.inject({ ...request, headers: member.headers });
      expect(res.statusCode, request.method).toBe(403);
      expect(res.json().detail).toBe(
        'The Shadow Flicker Simulation (ShadowFlickerSimulation) module is not unlocked for your subscription.',
      );
    }
  });

  it('are what a calculation of the project starts from; the request’s own fields come first', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    await f.plannerObject(scenario, { name: 'T1', points: [{ longitude: 5, latitude: 52 }] });
    await f.plannerObject(scenario, {
      name: 'House',
      plannerObjectTypeId: 5,
      plannerObjectDataJson: '{"category":"dwelling"}',
      points: [{ longitude: 4.9956, latitude: 52.0002 }],
    });
    const save = await t.app.inject({
      method: 'PUT',
      url: url(project.id),
      headers: owner.headers,
      payload: { year: 2028, timeZone: 'Europe/Amsterdam', limits: 'NL' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const calculate = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/shadow-flicker`,
        headers: owner.headers,
        payload: { scenarioId: scenario.id, ...payload },
      });
    const stored = await calculate({});
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ year: 2028, timeZone: 'Europe/Amsterdam', limits: 'NL' });
    const asked = await calculate({ year: 2027, limits: 'DE' });
    expect(asked.json()).toMatchObject({ year: 2027, timeZone: 'Europe/Amsterdam', limits: 'DE' });
  });
});
