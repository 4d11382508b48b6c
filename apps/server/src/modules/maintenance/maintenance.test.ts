import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { activeMaintenance, isInWindow, readMaintenance, writeMaintenance } from './service.js';

let t: TestApp;
let me: Awaited<ReturnType<TestApp['buildMember']>>;

const OFF = { enabled: false, startsAt: null, endsAt: null };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const { subscription } = await t.buildSubscription();
  me = await t.buildMember(subscription, ['Owner']);
});

afterEach(async () => {
  await writeMaintenance(t.ctx.db, OFF);
});

afterAll(async () => {
  await t.close();
});

const api = () => t.app.inject({ method: 'GET', url: '/api/user-accounts', headers: me.headers });
const heartbeat = (payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/metrics/heartbeat',
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });

describe('POST /metrics/heartbeat', () => {
  it('answers 204 with no body, {} or {idling}', async () => {
    expect((await heartbeat()).statusCode).toBe(204);
    expect((await heartbeat({})).statusCode).toBe(204);
    expect((await heartbeat({ idling: true })).statusCode).toBe(204);
    expect((await heartbeat({ idling: false })).statusCode).toBe(204);
    expect((await heartbeat('')).statusCode).toBe(204);
  });

  it('answers 400 to a body that is not {idling: boolean}', async () => {
    expect((await heartbeat({ idling: 'no' })).statusCode).toBe(400);
    expect((await heartbeat('{not json')).statusCode).toBe(400);
  });

  it("keeps the active client's session fresh when it carries a token", async () => {
    const old = new Date(Date.now() - 4 * 60_000);
    await t.ctx.db
      .update(users)
      .set({ activeClientId: 'tab-a', isActive: true, lastActivityAt: old })
      .where(eq(users.id, me.user.id));
    const auth = { authorization: me.headers.authorization };
    // Another tab's heartbeat or an idling one does not count.
    await heartbeat({ idling: false }, { ...auth, 'x-client-id': 'tab-b' });
    await heartbeat({ idling: true }, { ...auth, 'x-client-id': 'tab-a' });
    const [unchanged] = await t.ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(unchanged!.lastActivityAt!.getTime()).toBe(old.getTime());
    expect((await heartbeat({ idling: false }, { ...auth, 'x-client-id': 'tab-a' })).statusCode).toBe(204);
    const [touched] = await t.ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(touched!.lastActivityAt!.getTime()).toBeGreaterThan(old.getTime());
    // An expired token does not fail the heartbeat.
    const expired = await t.tokenFor(me.user, { expiresIn: Math.floor(Date.now() / 1000) - 120 });
    expect((await heartbeat({}, { authorization: `Bearer ${expired}` })).statusCode).toBe(204);
  });
});

describe('maintenance mode', () => {
  it('answers 503 to every API call and to the heartbeat while on', async () => {
    expect((await api()).statusCode).toBe(200);
    const endsAt = inMinutes(30);
    await writeMaintenance(t.ctx.db, { enabled: true, startsAt: null, endsAt });

    const response = await api();
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.headers['x-maintenance']).toBe('true');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect(response.json()).toEqual({
      status: 503,
      title: 'Service Unavailable',
      detail: `Vantage is undergoing scheduled maintenance. It should be back on or before ${endsAt} (UTC). Please check back later.`,
      maintenance: { startsAt: null, endsAt },
    });
    const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknownRoute.statusCode).toBe(503);
    const writes = await t.app.inject({
      method: 'PUT',
      url: '/api/user/activity?active=true',
      headers: me.headers,
      payload: {},
    });
    expect(writes.statusCode).toBe(503);

    const beat = await heartbeat({ idling: false });
    expect(beat.statusCode).toBe(503);
    expect(beat.headers['x-maintenance']).toBe('true');
    // Health, identity and the dashboard itself stay up.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/realms/planner/.well-known/openid-configuration' }))
        .statusCode,
    ).toBe(200);

    await writeMaintenance(t.ctx.db, OFF);
    expect((await api()).statusCode).toBe(200);
    expect((await heartbeat()).statusCode).toBe(204);
  });

  it('follows its window: not before startsAt, not after endsAt', async () => {
    await writeMaintenance(t.ctx.db, { enabled: true, startsAt: inMinutes(10), endsAt: inMinutes(60) });
    expect((await api()).statusCode).toBe(200);
    await writeMaintenance(t.ctx.db, { enabled: true, startsAt: inMinutes(-60), endsAt: inMinutes(-1) });
    expect((await api()).statusCode).toBe(200);
    await writeMaintenance(t.ctx.db, { enabled: true, startsAt: inMinutes(-1), endsAt: null });
    const open = await api();
    expect(open.statusCode).toBe(503);
    expect(open.headers['retry-after']).toBe('300');
    expect(open.json().detail).toBe('Vantage is undergoing scheduled maintenance. Please check back later.');
    expect(await readMaintenance(t.ctx.db)).toMatchObject({ enabled: true, endsAt: null });
  });

  it('is switched on by configuration too', async () => {
    const configured = await createTestApp({
      MAINTENANCE: 'true',
      MAINTENANCE_ENDS_AT: '2099-01-01T00:00:00Z',
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/user-accounts' });
      expect(response.statusCode).toBe(503);
      expect(response.json().maintenance).toEqual({ startsAt: null, endsAt: '2099-01-01T00:00:00Z' });
      expect((await configured.app.inject({ method: 'POST', url: '/metrics/heartbeat' })).statusCode).toBe(
        503,
      );
      expect(await activeMaintenance(configured.config, configured.ctx.db)).toBeDefined();
    } finally {
      await configured.close();
    }
  });

  it('decides windows by time', () => {
    const now = new Date('2025-05-15T00:00:00Z');
    const window = { enabled: true, startsAt: '2025-05-01T00:00:00Z', endsAt: '2025-06-01T23:59:59Z' };
    expect(isInWindow(window, now)).toBe(true);
    expect(isInWindow({ ...window, enabled: false }, now)).toBe(false);
    expect(isInWindow(window, new Date('2025-06-02T00:00:00Z'))).toBe(false);
    expect(isInWindow(window, new Date('2025-04-30T23:59:59Z'))).toBe(false);
  });
});
