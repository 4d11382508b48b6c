import { SKETCH_LOCKED_DETAIL, SKETCHES_MAX, type Sketch } from '@vantage/contracts/sketches';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects, sketches } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { presentableProject, publish } from '../../test/presentation-fixtures.js';
import { type ContentFixtures, contentFixtures } from '../../test/project-content-fixtures.js';

/**
 * The sketch layer (SketchLayer, decision 196) on a real database: drawing and changing in
 * words, the module's 403, who reads and who writes, revisions keeping the annotations, and the
 * public viewer never getting them.
 */
let t: TestApp;
let f: ContentFixtures;
type Member = Awaited<ReturnType<TestApp['buildMember']>>;
let owner: Member;
let observer: Member;
let otherOwner: Member;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = contentFixtures(t);
  const { subscription } = await t.buildSubscription({ features: { SketchLayer: 'Enabled' } });
  projectId = (await f.project(subscription.id, { name: 'Sketched' })).id;
  owner = await t.buildMember(subscription, ['Owner']);
  observer = await t.buildMember(subscription, ['Observer'], { projectIds: [projectId] });
  const { subscription: other } = await t.buildSubscription({ features: { SketchLayer: 'Enabled' } });
  otherOwner = await t.buildMember(other, ['Owner']);
});
afterAll(() => t.close());

const p = (longitude: number, latitude: number) => ({ longitude, latitude });
const url = (id = projectId) => `/api/projects/${id}/sketches`;
const draw = (member: Member, payload: object, id = projectId) =>
  t.app.inject({ method: 'POST', url: url(id), headers: member.headers, payload });
const rowsOf = (id = projectId) => t.ctx.db.select().from(sketches).where(eq(sketches.projectId, id));

describe('POST /api/projects/{projectId}/sketches', () => {
  it('draws a label, an arrow, a line and an area, listed to the team and to an Observer in order', async () => {
    const drawn: Sketch[] = [];
    for (const payload of [
      { kind: 'label', text: '  Access road here  ', colour: '#1C7ED6', points: [p(5.1, 52.1)] },
      { kind: 'arrow', points: [p(5.1, 52.1), p(5.11, 52.105)] },
      { kind: 'line', text: 'Cable route?', points: [p(5.1, 52.1), p(5.12, 52.1), p(5.13, 52.11)] },
      { kind: 'area', colour: '#2f9e44', points: [p(5.1, 52.1), p(5.12, 52.1), p(5.12, 52.12)] },
    ]) {
      const answer = await draw(owner, payload);
      expect(answer.statusCode, answer.body).toBe(201);
      drawn.push(answer.json());
    }
    expect(drawn[0]).toMatchObject({
      kind: 'label',
      text: 'Access road here',
      colour: '#1c7ed6',
      version: 1,
    });
    expect(drawn[1]).toMatchObject({ kind: 'arrow', text: '', colour: '#e8590c' });
    const seen = await t.app.inject({ url: url(), headers: observer.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['x-total-count']).toBe('4');
    expect(seen.json()).toEqual(drawn);
    // Not planner objects: nothing counted there.
    expect(
      await t.ctx.db.select().from(plannerObjects).where(eq(plannerObjects.projectId, projectId)),
    ).toEqual([]);
  });

  it.each([
    [{ kind: 'label', points: [p(5, 52)] }, 'text: a label needs its text.'],
    [{ kind: 'arrow', points: [p(5, 52)] }, 'points: a arrow has 2 points, not 1.'],
    [{ kind: 'area', points: [p(5, 52), p(5.1, 52)] }, 'points: a area has at least 3 points, not 2.'],
    [{ kind: 'label', text: 'x'.repeat(201), points: [p(5, 52)] }, /text/],
    [{ kind: 'label', text: 'x', colour: 'red', points: [p(5, 52)] }, /colour/],
    [{ kind: 'label', text: 'x', points: [p(190, 52)] }, /longitude/],
    [{ kind: 'circle', text: 'x', points: [p(5, 52)] }, /kind/],
  ])('refuses %j with 400 in words, nothing written', async (payload, detail) => {
    const before = (await rowsOf()).length;
    const answer = await draw(owner, payload);
    expect(answer.statusCode, answer.body).toBe(400);
    if (typeof detail === 'string') expect(answer.json().detail).toBe(detail);
    else expect(answer.json().detail).toMatch(detail);
    expect((await rowsOf()).length).toBe(before);
  });

  it('refuses the annotation beyond the limit in words', async () => {
    const { subscription } = await t.buildSubscription({ features: { SketchLayer: 'Enabled' } });
    const full = await f.project(subscription.id);
    const member = await t.buildMember(subscription, ['Owner']);
    await t.ctx.db.insert(sketches).values(
      Array.from({ length: SKETCHES_MAX }, () => ({
        projectId: full.id,
        kind: 'label',
        colour: '#000000',
        text: 'n',
        points: [p(5, 52)],
      })),
    );
    const answer = await draw(member, { kind: 'label', text: 'one more', points: [p(5, 52)] }, full.id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().detail).toBe(
      `A project holds at most ${SKETCHES_MAX} sketch annotations; delete some first.`,
    );
    expect((await rowsOf(full.id)).length).toBe(SKETCHES_MAX);
  });

  it('is refused to an Observer (403) and 404 for another organisation’s project', async () => {
    expect((await draw(observer, { kind: 'label', text: 'x', points: [p(5, 52)] })).statusCode).toBe(403);
    const foreign = await draw(otherOwner, { kind: 'label', text: 'x', points: [p(5, 52)] });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ url: url(), headers: otherOwner.headers })).statusCode).toBe(404);
  });

  it('needs the SketchLayer module to draw or change (403 naming it); deleting stays possible', async () => {
    const { subscription } = await t.buildSubscription({ features: { SketchLayer: 'Disabled' } });
    const locked = await f.project(subscription.id);
    const member = await t.buildMember(subscription, ['Owner']);
    const [before] = await t.ctx.db
      .insert(sketches)
      .values({
        projectId: locked.id,
        kind: 'label',
        colour: '#000000',
        text: 'From before',
        points: [p(5, 52)],
      })
      .returning();
    const refused = await draw(member, { kind: 'label', text: 'x', points: [p(5, 52)] }, locked.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(SKETCH_LOCKED_DETAIL);
    const change = await t.app.inject({
      method: 'PUT',
      url: `${url(locked.id)}/${before!.id}`,
      headers: member.headers,
      payload: { text: 'changed' },
    });
    expect(change.statusCode).toBe(403);
    const listed = await t.app.inject({ url: url(locked.id), headers: member.headers });
    expect(listed.json()).toHaveLength(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url(locked.id)}/${before!.id}`,
      headers: member.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await rowsOf(locked.id)).toEqual([]);
  });
});

describe('PUT and DELETE /api/projects/{projectId}/sketches/{id}', () => {
  it('moves and re-words with If-Match; an older version answers 412 with the annotation as it is', async () => {
    const drawn = (await draw(owner, { kind: 'arrow', points: [p(5, 52), p(5.01, 52)] })).json<Sketch>();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${url()}/${drawn.id}`,
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { points: [p(5, 52), p(5.02, 52.01)], text: 'Look here' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.headers.etag).toBe('"2"');
    expect(moved.json()).toMatchObject({ version: 2, text: 'Look here', points: [p(5, 52), p(5.02, 52.01)] });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `${url()}/${drawn.id}`,
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { colour: '#000000' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ version: 2, colour: '#e8590c' });
    const wrongShape = await t.app.inject({
      method: 'PUT',
      url: `${url()}/${drawn.id}`,
      headers: owner.headers,
      payload: { points: [p(5, 52)] },
    });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().detail).toBe('points: a arrow has 2 points, not 1.');
  });

  it('deletes for an editor, not for an Observer, and 404 from another organisation', async () => {
    const drawn = (
      await draw(owner, { kind: 'label', text: 'Gone soon', points: [p(5, 52)] })
    ).json<Sketch>();
    const at = `${url()}/${drawn.id}`;
    expect((await t.app.inject({ method: 'DELETE', url: at, headers: observer.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url: at, headers: otherOwner.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url: at, headers: owner.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: at, headers: owner.headers })).statusCode).toBe(404);
  });
});

describe('revisions and the public viewer', () => {
  it('a revision keeps the annotations as they were; activating it swaps them back', async () => {
    const { subscription } = await t.buildSubscription({ features: { SketchLayer: 'Enabled' } });
    const source = await f.project(subscription.id, { name: 'With sketches' });
    const member = await t.buildMember(subscription, ['Owner']);
    await draw(member, { kind: 'label', text: 'Before the revision', points: [p(5, 52)] }, source.id);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/projects/create-revision?sourceProjectId=${source.id}`,
      headers: member.headers,
    });
    expect(made.statusCode, made.body).toBe(201);
    const revisionId = made.json().id as number;
    await draw(member, { kind: 'label', text: 'After the revision', points: [p(5, 52)] }, source.id);
    const texts = async (id: number) =>
      (await t.app.inject({ url: url(id), headers: member.headers })).json<Sketch[]>().map((s) => s.text);
    expect(await texts(revisionId)).toEqual(['Before the revision']);
    expect(await texts(source.id)).toEqual(['Before the revision', 'After the revision']);
    const activated = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/activate-revision?id=${revisionId}`,
      headers: member.headers,
    });
    expect(activated.statusCode, activated.body).toBeLessThan(300);
    expect(await texts(source.id)).toEqual(['Before the revision']);
  });

  it('never reach a presentation’s scene data', async () => {
    const { subscription } = await t.buildSubscription({ features: { SketchLayer: 'Enabled' } });
    const member = await t.buildMember(subscription, ['Owner']);
    const s = await presentableProject(t, subscription.id);
    const secret = 'Sketch: landowner says no';
    expect(
      (await draw(member, { kind: 'label', text: secret, points: [p(4.6, 52.5)] }, s.project.id)).statusCode,
    ).toBe(201);
    const published = await publish(t, member.headers, s.request);
    expect(published.statusCode, published.body).toBe(201);
    const { id, publicationKey } = published.json();
    const viewer = await t.app.inject({ url: `/api/projects/viewer/${publicationKey}` });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.body).not.toContain(secret);
    expect(viewer.body).not.toContain('sketch');
    // The presentation is a copy for the public: it holds no annotations at all.
    expect(await rowsOf(id)).toEqual([]);
  });
});
