import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertProject } from '../../test/project-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

/** A project made through the API, so that it has the coordinate system a new project gets. */
async function createdProject(headers: Headers, defaultCoordinateSystemEpsgCode?: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers,
    payload: { name: 'Windpark Zeewolde', defaultCoordinateSystemEpsgCode },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const change = (headers: Headers, id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/projects/${id}`, headers, payload: payload as object });

async function systemOf(headers: Headers, id: number): Promise<number | undefined> {
  const res = await t.app.inject({ url: `/api/projects/${id}`, headers });
  return res.json().defaultCoordinateSystem?.epsgCode;
}

describe('PUT /api/projects/{id} with defaultCoordinateSystemEpsgCode', () => {
  it("changes the project's coordinate system and answers it with its definition", async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['TeamMember']);
    const id = await createdProject(headers);
    expect(await systemOf(headers, id)).toBe(4326);

    const res = await change(headers, id, { defaultCoordinateSystemEpsgCode: 28992 });
    expect(res.statusCode).toBe(200);
    expect(res.json().defaultCoordinateSystem).toMatchObject({
      epsgCode: 28992,
      name: 'Amersfoort / RD New',
      xCoordinateName: 'X',
      yCoordinateName: 'Y',
    });
    expect(res.json().defaultCoordinateSystem.proj4Definition).toContain('+towgs84=');
    expect(await systemOf(headers, id)).toBe(28992);
  });

  it('leaves the other fields as they are', async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const id = await createdProject(headers, 25832);
    await change(headers, id, { description: 'Ten turbines', projectDataJson: '{"plannerMinSpacingD":4}' });
    const res = await change(headers, id, { defaultCoordinateSystemEpsgCode: 31467 });
    expect(res.json()).toMatchObject({
      name: 'Windpark Zeewolde',
      description: 'Ten turbines',
      projectDataJson: '{"plannerMinSpacingD":4}',
      defaultCoordinateSystem: { epsgCode: 31467 },
    });
  });

  it('lets a project member change it on its own project, as it edits the content', async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const id = await createdProject(owner.headers);
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [id] });
    const res = await change(member.headers, id, { defaultCoordinateSystemEpsgCode: 28992 });
    expect(res.statusCode).toBe(200);
    expect(await systemOf(owner.headers, id)).toBe(28992);
  });

  it('refuses an observer (403) and changes nothing', async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const id = await createdProject(owner.headers);
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [id] });
    const res = await change(observer.headers, id, { defaultCoordinateSystemEpsgCode: 28992 });
    expect(res.statusCode).toBe(403);
    expect(await systemOf(owner.headers, id)).toBe(4326);
  });

  it('answers 400 naming the code for an EPSG code that is not listed, and changes nothing', async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const id = await createdProject(headers, 28992);
    const res = await change(headers, id, { defaultCoordinateSystemEpsgCode: 99999, description: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'defaultCoordinateSystemEpsgCode: EPSG:99999 is not a supported coordinate system.',
    );
    const got = (await t.app.inject({ url: `/api/projects/${id}`, headers })).json();
    expect(got.defaultCoordinateSystem.epsgCode).toBe(28992);
    expect(got.description).toBe('');
  });

  it.each([['28992'], [0], [-1], [28992.5], [null], [2 ** 31]])(
    'answers 400 for %j, naming the field',
    async (value) => {
      const { subscription } = await t.buildSubscription();
      const { headers } = await t.buildMember(subscription, ['Owner']);
      const id = await createdProject(headers);
      const res = await change(headers, id, { defaultCoordinateSystemEpsgCode: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(
        'body.defaultCoordinateSystemEpsgCode',
      );
      expect(await systemOf(headers, id)).toBe(4326);
    },
  );

  it("answers 404 for another organisation's project and leaves it alone", async () => {
    const mine = await t.buildSubscription();
    const { headers } = await t.buildMember(mine.subscription, ['Owner']);
    const theirs = await t.buildSubscription();
    const other = await t.buildMember(theirs.subscription, ['Owner']);
    const id = await createdProject(other.headers);
    const res = await change(headers, id, { defaultCoordinateSystemEpsgCode: 28992 });
    expect(res.statusCode).toBe(404);
    expect(await systemOf(other.headers, id)).toBe(4326);
  });

  it("refuses to change a presentation's system (403): it stays as published", async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const id = await createdProject(headers);
    const presentation = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: id,
      published: true,
      publicationKey: `key-${id}`,
    });
    const res = await change(headers, presentation.id, { defaultCoordinateSystemEpsgCode: 28992 });
    expect(res.statusCode).toBe(403);
    expect(await systemOf(headers, presentation.id)).toBeUndefined();
  });

  it('refuses when the subscription has expired (403)', async () => {
    const { subscription } = await t.buildSubscription({ expiresAt: new Date(Date.now() - 1000) });
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const res = await change(headers, project.id, { defaultCoordinateSystemEpsgCode: 28992 });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your subscription has expired.');
  });

  it('two changes at once both finish, and the project holds one of them', async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const id = await createdProject(headers);
    const answers = await Promise.all(
      [28992, 25831, 25832, 27700].map((code) =>
        change(headers, id, { defaultCoordinateSystemEpsgCode: code }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect([28992, 25831, 25832, 27700]).toContain(await systemOf(headers, id));
  });
});
