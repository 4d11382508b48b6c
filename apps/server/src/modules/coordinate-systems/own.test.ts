import type { CoordinateSystem } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import proj4 from 'proj4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinateSystems } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Own coordinate systems (AddCrs, decision 187) on a real database: who may add and delete them,
 * what is refused in words, who sees them, and that a project, its import and its terrain read
 * them as they read the built-in ones.
 */
const TMERC = '+proj=tmerc +lat_0=52 +lon_0=5 +k=1 +x_0=100000 +y_0=200000 +ellps=GRS80 +units=m +no_defs';
const LOCAL = {
  name: 'Local grid Flevoland',
  epsgCode: 900_001,
  definition: TMERC,
  areaOfUse: { west: 4, south: 51, east: 6, north: 53 },
};

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['buildMember']>>;
let owner: Member;
let observer: Member;
let otherOwner: Member;
let subscriptionId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { subscription } = await t.buildSubscription({ features: { AddCrs: 'Enabled' } });
  subscriptionId = subscription.id;
  owner = await t.buildMember(subscription, ['Owner']);
  observer = await t.buildMember(subscription, ['Observer']);
  const { subscription: other } = await t.buildSubscription({ features: { AddCrs: 'Enabled' } });
  otherOwner = await t.buildMember(other, ['Owner']);
});
afterAll(() => t.close());

const add = (member: Member, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/coordinate-systems', headers: member.headers, payload });
const list = async (headers: Record<string, string>) => {
  const answer = await t.app.inject({ url: '/api/coordinate-systems', headers });
  expect(answer.statusCode).toBe(200);
  return answer.json<CoordinateSystem[]>();
};
const remove = (member: Member, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/coordinate-systems/${id}`, headers: member.headers });
const ownRows = () =>
  t.ctx.db.select().from(coordinateSystems).where(eq(coordinateSystems.subscriptionId, subscriptionId));

describe('POST /api/coordinate-systems', () => {
  let created: CoordinateSystem;

  it('adds a local transverse Mercator for an Owner, listed after the built-in ones for its members only', async () => {
    const answer = await add(owner, LOCAL);
    expect(answer.statusCode, answer.body).toBe(201);
    created = answer.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: LOCAL.name,
      epsgCode: 900_001,
      proj4Key: 'EPSG:900001',
      xCoordinateName: 'Easting',
      yCoordinateName: 'Northing',
      decimals: 2,
      proj4Definition: TMERC,
      areaOfUse: LOCAL.areaOfUse,
      own: true,
    });
    const seen = await list(observer.headers);
    expect(seen.at(-1)).toEqual(created);
    expect(seen.filter((system) => system.own)).toHaveLength(1);
    // Another organisation and a caller without a subscription see the built-in ones only.
    expect((await list(otherOwner.headers)).some((system) => system.id === created.id)).toBe(false);
    const { 'x-subscription-key': _key, ...signedIn } = owner.headers;
    expect((await list(signedIn)).some((system) => system.own)).toBe(false);
    // Naming another organisation's subscription does not show its systems: 403.
    const foreign = await t.app.inject({
      url: '/api/coordinate-systems',
      headers: { ...otherOwner.headers, 'x-subscription-key': owner.headers['x-subscription-key']! },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('a project made in it carries its definition and area, and its numbers are proj4’s', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: owner.headers,
      payload: { name: 'Local grid project', defaultCoordinateSystemEpsgCode: 900_001 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const project = (
      await t.app.inject({ url: `/api/projects/${made.json().id}`, headers: owner.headers })
    ).json();
    expect(project.defaultCoordinateSystem).toEqual(created);
    const [x, y] = proj4('EPSG:4326', project.defaultCoordinateSystem.proj4Definition, [5, 52]);
    expect(Math.hypot(x! - 100_000, y! - 200_000)).toBeLessThan(1e-6);
    // Another organisation cannot make a project in it: the code is unknown there.
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: otherOwner.headers,
      payload: { name: 'Not theirs', defaultCoordinateSystemEpsgCode: 900_001 },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe(
      'defaultCoordinateSystemEpsgCode: EPSG:900001 is not a supported coordinate system.',
    );
  });

  it('refuses a code already taken: built-in or its own (409 AlreadyExists), nothing written', async () => {
    const before = (await ownRows()).length;
    const builtIn = await add(owner, { ...LOCAL, epsgCode: 28992 });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json()).toMatchObject({
      code: 'AlreadyExists',
      detail: 'EPSG:28992 is a built-in coordinate system (Amersfoort / RD New); choose another code.',
    });
    const again = await add(owner, LOCAL);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AlreadyExists');
    expect((await ownRows()).length).toBe(before);
    // Another organisation may use the same code for its own system.
    expect((await add(otherOwner, LOCAL)).statusCode).toBe(201);
  });

  it.each([
    [{ definition: 'hello' }, /^definition: it is neither a proj4 definition/],
    [{ definition: '+proj=nosuch +units=m' }, /^definition: proj4 cannot read it/],
    [
      { definition: '+proj=tmerc +lat_0=52 +lon_0=5 +k=abc +ellps=GRS80' },
      /^definition: the centre of the area of use/,
    ],
    [
      { areaOfUse: { west: 6, south: 51, east: 4, north: 53 } },
      /^areaOfUse: west \(6\) must be less than east \(4\)/,
    ],
    [{ areaOfUse: { west: 4, south: 51, east: 200, north: 53 } }, /areaOfUse\.east/],
    [{ areaOfUse: undefined }, /areaOfUse/],
    [{ name: '  ' }, /name/],
    [{ epsgCode: 0 }, /epsgCode/],
  ])('refuses %j with 400 in words, nothing written', async (change, detail) => {
    const before = (await ownRows()).length;
    const answer = await add(owner, { ...LOCAL, epsgCode: 900_100, ...change });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json().detail).toMatch(detail);
    expect((await ownRows()).length).toBe(before);
  });

  it('is for Owners, Administrators and Team members: an Observer gets 403 in words', async () => {
    const answer = await add(observer, { ...LOCAL, epsgCode: 900_002 });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().detail).toBe(
      'Only Owners, Administrators and Team members can add or delete coordinate systems.',
    );
  });

  it('needs the AddCrs module: 403 naming it, nothing written', async () => {
    const { subscription } = await t.buildSubscription({ features: { AddCrs: 'Disabled' } });
    const locked = await t.buildMember(subscription, ['Owner']);
    const answer = await add(locked, LOCAL);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().detail).toBe(
      'The own coordinate systems (AddCrs) module is not unlocked for your subscription.',
    );
    const rows = await t.ctx.db
      .select()
      .from(coordinateSystems)
      .where(eq(coordinateSystems.subscriptionId, subscription.id));
    expect(rows).toEqual([]);
  });
});

describe('DELETE /api/coordinate-systems/{id}', () => {
  it('refuses while a project uses it (409 IsInUse), deletes it when none does', async () => {
    const used = (
      await add(owner, { ...LOCAL, epsgCode: 900_010, name: 'Used grid' })
    ).json<CoordinateSystem>();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: owner.headers,
      payload: { name: 'Uses it', defaultCoordinateSystemEpsgCode: 900_010 },
    });
    expect(made.statusCode).toBe(201);
    const refused = await remove(owner, used.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IsInUse',
      detail: 'Used grid is the coordinate system of a project; give the project another one first.',
    });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${made.json().id}`,
      headers: owner.headers,
      payload: { defaultCoordinateSystemEpsgCode: 4326 },
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    expect((await remove(owner, used.id)).statusCode).toBe(204);
    expect((await list(owner.headers)).some((system) => system.id === used.id)).toBe(false);
  });

  it('answers 404 for another organisation’s system and for a built-in one, and deletes nothing', async () => {
    const theirs = (await add(otherOwner, { ...LOCAL, epsgCode: 900_020 })).json<CoordinateSystem>();
    const foreign = await remove(owner, theirs.id);
    expect(foreign.statusCode).toBe(404);
    expect((await list(otherOwner.headers)).some((system) => system.id === theirs.id)).toBe(true);
    const wgs84 = (await list(owner.headers)).find((system) => system.epsgCode === 4326)!;
    expect((await remove(owner, wgs84.id)).statusCode).toBe(404);
  });

  it('is refused to an Observer (403)', async () => {
    const mine = (await add(owner, { ...LOCAL, epsgCode: 900_030 })).json<CoordinateSystem>();
    expect((await remove(observer, mine.id)).statusCode).toBe(403);
  });
});
