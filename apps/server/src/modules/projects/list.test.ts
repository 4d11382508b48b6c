import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertProject } from '../../test/project-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listed = { id: number; name: string; originalProjectId: number | null };
const names = (body: Listed[]) => body.map((p) => p.name);

async function subscriptionWith(projectNames: string[]) {
  const { subscription } = await t.buildSubscription();
  const start = Date.UTC(2024, 0, 1);
  if (projectNames.length === 0) return { subscription, rows: [] };
  const rows = await t.ctx.db
    .insert(projects)
    .values(
      projectNames.map((name, i) => ({
        subscriptionId: subscription.id,
        name,
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning();
  return { subscription, rows };
}

describe('GET /api/projects', () => {
  it('lists the originals of the subscription for team roles, oldest first, with X-Total-Count', async () => {
    const { subscription, rows } = await subscriptionWith(['Charlie', 'alpha', 'Bravo']);
    await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: rows[0]!.id,
      name: 'Rev',
    });
    await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: rows[0]!.id,
      name: 'Pres',
      published: true,
      publicationKey: `k-${subscription.id}`,
    });
    const other = await t.buildSubscription();
    await insertProject(t.ctx, { subscriptionId: other.subscription.id, name: 'Foreign' });
    for (const role of ['Owner', 'Administrator', 'TeamMember', 'SupportStaff'] as const) {
      const { headers } = await t.buildMember(subscription, [role]);
      const res = await t.app.inject({ url: '/api/projects', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(names(res.json())).toEqual(['Charlie', 'alpha', 'Bravo']);
    }
  });

  it('shows project members and observers only their own projects', async () => {
    const { subscription, rows } = await subscriptionWith(['One', 'Two', 'Three']);
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [rows[1]!.id] });
    const observer = await t.buildMember(subscription, ['Observer'], {
      projectIds: [rows[0]!.id, rows[2]!.id],
    });
    const m = await t.app.inject({ url: '/api/projects', headers: member.headers });
    expect(names(m.json())).toEqual(['Two']);
    expect(m.headers['x-total-count']).toBe('1');
    const o = await t.app.inject({ url: '/api/projects', headers: observer.headers });
    expect(names(o.json())).toEqual(['One', 'Three']);
  });

  it('pages with Offset and Limit', async () => {
    const { subscription } = await subscriptionWith(['p1', 'p2', 'p3', 'p4', 'p5']);
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const res = await t.app.inject({ url: '/api/projects?Offset=1&Limit=2', headers });
    expect(names(res.json())).toEqual(['p2', 'p3']);
    expect(res.headers['x-total-count']).toBe('5');
    const last = await t.app.inject({ url: '/api/projects?Offset=4&Limit=2', headers });
    expect(names(last.json())).toEqual(['p5']);
  });

  it('sorts by name case-insensitively and by date, both directions', async () => {
    const { subscription } = await subscriptionWith(['Charlie', 'alpha', 'Bravo']);
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const get = async (query: string) =>
      names((await t.app.inject({ url: `/api/projects?${query}`, headers })).json());
    expect(await get('sort=name')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(await get('sort=name&direction=desc')).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(await get('sort=createdAt&direction=desc')).toEqual(['Bravo', 'alpha', 'Charlie']);
  });

  it('searches names case-insensitively; % and _ are literal', async () => {
    const { subscription } = await subscriptionWith(['North Sea', 'Northwind', 'South', '100% solar', 'a_b']);
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const res = await t.app.inject({ url: '/api/projects?search=NORTH', headers });
    expect(names(res.json())).toEqual(['North Sea', 'Northwind']);
    expect(res.headers['x-total-count']).toBe('2');
    const percent = await t.app.inject({ url: `/api/projects?search=${encodeURIComponent('%')}`, headers });
    expect(names(percent.json())).toEqual(['100% solar']);
    const underscore = await t.app.inject({ url: '/api/projects?search=_', headers });
    expect(names(underscore.json())).toEqual(['a_b']);
    const none = await t.app.inject({ url: '/api/projects?search=zzz', headers });
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('rejects a Limit above 500 and a bad sort (400)', async () => {
    const { subscription } = await subscriptionWith([]);
    const { headers } = await t.buildMember(subscription, ['Owner']);
    expect((await t.app.inject({ url: '/api/projects?Limit=501', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/projects?sort=id', headers })).statusCode).toBe(400);
  });

  it('stays readable when expired, with every ability off', async () => {
    const { subscription } = await t.buildSubscription({ expiresAt: new Date(Date.now() - 1) });
    await insertProject(t.ctx, { subscriptionId: subscription.id });
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const res = await t.app.inject({ url: '/api/projects', headers });
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.json()[0].abilities).every((value) => value === false)).toBe(true);
  });

  it('answers 403 for a subscription key the caller has no account in, 400 without one', async () => {
    const mine = await t.buildSubscription();
    const other = await t.buildSubscription();
    const { headers } = await t.buildMember(mine.subscription, ['Owner']);
    const foreign = await t.app.inject({
      url: '/api/projects',
      headers: { ...headers, 'x-subscription-key': other.subscription.key },
    });
    expect(foreign.statusCode).toBe(403);
    const missing = await t.app.inject({
      url: '/api/projects',
      headers: { authorization: headers.authorization },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/coordinate-systems', () => {
  it('lists the seeded coordinate systems', async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['Observer']);
    const res = await t.app.inject({ url: '/api/coordinate-systems', headers });
    expect(res.statusCode).toBe(200);
    const wgs = res.json().find((c: { epsgCode: number }) => c.epsgCode === 4326);
    expect(wgs).toMatchObject({
      name: 'WGS 84',
      proj4Key: 'EPSG:4326',
      xCoordinateName: 'Longitude',
      yCoordinateName: 'Latitude',
      decimals: 6,
    });
    expect(Number(res.headers['x-total-count'])).toBe(res.json().length);
    expect((await t.app.inject({ url: '/api/coordinate-systems' })).statusCode).toBe(401);
  });
});

describe('the statements of an authorised GET /api/projects', () => {
  /** What the database client is asked during `work`: each statement's name and text. */
  async function statementsOf(work: () => Promise<unknown>) {
    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const original = client.query;
    const seen: Array<{ name?: string; text: string }> = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      const [first] = args as [string | { name?: string; text: string }];
      seen.push(typeof first === 'string' ? { text: first } : { name: first.name, text: first.text });
      return original.apply(this, args);
    };
    try {
      await work();
    } finally {
      client.query = original;
    }
    return seen;
  }

  it('asks six statements, all prepared once and named on PostgreSQL', async () => {
    const { subscription } = await subscriptionWith(['One', 'Two']);
    for (const role of ['Owner', 'ProjectMember'] as const) {
      const { user, headers: memberHeaders } = await t.buildMember(subscription, [role]);
      // A browser's token names its sign-in session (sid), which the server checks too.
      const headers = {
        ...memberHeaders,
        authorization: `Bearer ${await t.tokenFor(user, { sid: `sid-${user.id}` })}`,
      };
      // The first call of a user may create and link it; the steady state is the second.
      expect((await t.app.inject({ url: '/api/projects?search=o', headers })).statusCode).toBe(200);
      const seen = await statementsOf(() => t.app.inject({ url: '/api/projects?search=o', headers }));
      // The token's records (revocation and ended session in one), the user, the account,
      // the Present feature, the page and the count.
      expect(seen).toHaveLength(6);
      expect(seen.filter((s) => s.text.includes('"identity_models"'))).toHaveLength(1);
      if (t.ctx.database.kind === 'postgres') {
        expect(seen.map((s) => s.name)).toEqual(seen.map(() => expect.stringMatching(/^[a-z]\w+$/)));
      }
    }
  });
});
