import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import type { DomainEvent } from '../../events/bus.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { hubClient, listen, nextEvent } from '../../test/hub-client.js';

let t: TestApp;
let baseUrl: string;
let subscription: { id: number; key: string };
const published: DomainEvent[] = [];
const connections: HubConnection[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  ({ subscription } = await t.buildSubscription());
  t.ctx.bus.subscribe((event) => published.push(event));
});

afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await t.close();
});

async function member() {
  return t.buildMember(subscription, ['TeamMember']);
}

type Member = Awaited<ReturnType<typeof member>>;

function putClientId(who: Member, clientId: string | undefined, body: object = { force: false }) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/client-id',
    headers: { ...who.headers, ...(clientId ? { 'x-client-id': clientId } : {}) },
    payload: body,
  });
}

function putActivity(who: Member, query: string, clientId?: string, body: object = { force: false }) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/user/activity${query}`,
    headers: { ...who.headers, ...(clientId ? { 'x-client-id': clientId } : {}) },
    payload: body,
  });
}

async function userRow(who: Member) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, who.user.id));
  return row!;
}

describe('PUT /api/user/client-id', () => {
  it('records the first client and lets the same client repeat', async () => {
    const me = await member();
    expect((await putClientId(me, 'tab-a')).statusCode).toBe(204);
    expect((await putClientId(me, 'tab-a')).statusCode).toBe(204);
    expect(await userRow(me)).toMatchObject({ activeClientId: 'tab-a', isActive: true });
  });

  it('answers 412 while another client is active, and force takes over', async () => {
    const me = await member();
    await putClientId(me, 'tab-a');
    const conflict = await putClientId(me, 'tab-b');
    expect(conflict.statusCode).toBe(412);
    expect(conflict.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(conflict.json()).toMatchObject({ status: 412, detail: expect.stringMatching(/Another client/) });
    expect((await userRow(me)).activeClientId).toBe('tab-a');

    published.length = 0;
    const takeover = await putClientId(me, 'tab-b', { force: true, signalRConnectionId: 'abc' });
    expect(takeover.statusCode).toBe(204);
    expect((await userRow(me)).activeClientId).toBe('tab-b');
    expect(published).toEqual([
      {
        name: 'OnClientIdChanged',
        groups: [`user:${me.user.id}`],
        args: ['tab-b'],
        requestId: expect.any(String),
      },
    ]);
  });

  it('force takeover reaches the old client on the hub as OnClientIdChanged', async () => {
    const me = await member();
    const oldTab = hubClient(baseUrl, me.token);
    connections.push(oldTab);
    await oldTab.start();
    await oldTab.invoke('SubscribeToUser', me.user.id);
    expect((await putClientId(me, 'old-tab')).statusCode).toBe(204);
    expect((await putClientId(me, 'new-tab')).statusCode).toBe(412);
    const changed = nextEvent(oldTab, 'OnClientIdChanged');
    expect((await putClientId(me, 'new-tab', { force: true })).statusCode).toBe(204);
    expect(await changed).toEqual(['new-tab']);
  });

  it('does not block on a client that went inactive or silent past the idle window', async () => {
    const me = await member();
    await putClientId(me, 'tab-a');
    await putActivity(me, '?active=false', 'tab-a');
    expect((await putClientId(me, 'tab-b')).statusCode).toBe(204);

    await putActivity(me, '?active=true', 'tab-b');
    await t.ctx.db
      .update(users)
      .set({ lastActivityAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(users.id, me.user.id));
    expect((await putClientId(me, 'tab-c')).statusCode).toBe(204);
  });

  it('takes the client id from the body when given, and wants one', async () => {
    const me = await member();
    expect((await putClientId(me, undefined, { clientId: 'from-body' })).statusCode).toBe(204);
    expect((await userRow(me)).activeClientId).toBe('from-body');
    const missing = await putClientId(me, undefined, { force: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/X-Client-Id|x-client-id/i);
    expect((await putClientId(me, 'x', { force: 'yes' })).statusCode).toBe(400);
  });

  it('wants a valid token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/client-id',
      headers: { 'x-client-id': 'x' },
      payload: { force: false },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/user/activity', () => {
  it('records the flag and the time', async () => {
    const me = await member();
    await putClientId(me, 'tab-a');
    const before = Date.now();
    expect((await putActivity(me, '?active=false', 'tab-a')).statusCode).toBe(204);
    const row = await userRow(me);
    expect(row.isActive).toBe(false);
    expect(row.lastActivityAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await putActivity(me, '?active=true', 'tab-a', {})).statusCode).toBe(204);
    expect((await userRow(me)).isActive).toBe(true);
  });

  it('answers 400 when the flag is missing or not a boolean', async () => {
    const me = await member();
    for (const query of ['', '?active=', '?active=maybe', '?active=1']) {
      const response = await putActivity(me, query, 'tab-a');
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/active/);
    }
  });

  it("ignores another tab's report unless forced, which takes over", async () => {
    const me = await member();
    await putClientId(me, 'tab-a');
    expect((await putActivity(me, '?active=false', 'tab-b')).statusCode).toBe(204);
    expect(await userRow(me)).toMatchObject({ activeClientId: 'tab-a', isActive: true });

    published.length = 0;
    expect((await putActivity(me, '?active=true', 'tab-b', { force: true })).statusCode).toBe(204);
    expect(await userRow(me)).toMatchObject({ activeClientId: 'tab-b', isActive: true });
    expect(published).toEqual([
      {
        name: 'OnClientIdChanged',
        groups: [`user:${me.user.id}`],
        args: ['tab-b'],
        requestId: expect.any(String),
      },
    ]);
  });
});
