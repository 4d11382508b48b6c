import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema/index.js';
import { groups } from '../events/bus.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import {
  hubClient,
  listen,
  negotiate,
  nextEvent,
  RawHubSocket,
  siblingApp,
  wsUrl,
} from '../test/hub-client.js';

/**
 * Two server processes on one database and one Redis (REDIS_URL, this machine's Redis by
 * default): events caused on one reach clients on the other, and a connection negotiated
 * on one process opens its socket on the other.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let a: TestApp;
let b: Awaited<ReturnType<typeof siblingApp>>;
let urlA: string;
let urlB: string;
let owner: Awaited<ReturnType<TestApp['buildMember']>>;
let teammate: Awaited<ReturnType<TestApp['buildMember']>>;
let projectId: number;
let subscriptionId: number;
const connections: HubConnection[] = [];
const sockets: RawHubSocket[] = [];

async function connect(baseUrl: string, token: string) {
  const connection = hubClient(baseUrl, token);
  connections.push(connection);
  await connection.start();
  return connection;
}

beforeAll(async () => {
  a = await createTestApp({ REDIS_URL });
  b = await siblingApp(a, { REDIS_URL });
  urlA = await listen(a.app);
  urlB = await listen(b.app);
  const { subscription } = await a.buildSubscription();
  subscriptionId = subscription.id;
  const [project] = await a.ctx.db
    .insert(projects)
    .values({ subscriptionId: subscription.id, name: 'Shared' })
    .returning();
  projectId = project!.id;
  owner = await a.buildMember(subscription, ['Owner']);
  teammate = await a.buildMember(subscription, ['TeamMember']);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(connections.map((connection) => connection.stop()));
  await b.close();
  await a.close();
});

describe('two processes on Redis', () => {
  it('uses the Redis backplane on both', () => {
    expect(a.app.hub!.backplaneKind).toBe('redis');
    expect(b.app.hub!.backplaneKind).toBe('redis');
  });

  it('delivers an API change made on process B to a client on process A', async () => {
    const onA = await connect(urlA, owner.token);
    await onA.invoke('SubscribeToUser', owner.user.id);
    const changed = nextEvent(onA, 'OnClientIdChanged', (id) => id === 'tab-on-b');
    const headers = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
    await fetch(`${urlB}/api/user/client-id`, {
      method: 'PUT',
      headers: { ...headers, 'x-client-id': 'tab-on-a' },
      body: JSON.stringify({ force: false }),
    });
    const response = await fetch(`${urlB}/api/user/client-id`, {
      method: 'PUT',
      headers: { ...headers, 'x-client-id': 'tab-on-b' },
      body: JSON.stringify({ force: true }),
    });
    expect(response.status).toBe(204);
    expect(await changed).toEqual(['tab-on-b']);
  });

  it('delivers bus events of B to subscription and project groups on A', async () => {
    const onA = await connect(urlA, teammate.token);
    await onA.invoke('SubscribeToProject', projectId);
    const added = nextEvent(onA, 'OnItemAdded');
    b.ctx.bus.item('OnItemAdded', 'project', 77, [groups.subscription(subscriptionId)]);
    expect(await added).toEqual([{ kind: 'project', id: 77 }]);
    const updated = nextEvent(onA, 'OnItemUpdated');
    b.ctx.bus.item('OnItemUpdated', 'scenario', 3, [groups.project(projectId)], { projectId });
    expect(await updated).toEqual([{ kind: 'scenario', id: 3, projectId }]);
  });

  it('relays hub messages sent on B to project members on A', async () => {
    const onA = await connect(urlA, teammate.token);
    const onB = await connect(urlB, owner.token);
    await onA.invoke('SubscribeToProject', projectId);
    const world = nextEvent(onA, 'OnWorldEvent');
    await onB.invoke('NotifyWorldEvent', projectId, { wind: 12 });
    expect(await world).toEqual([{ wind: 12 }, projectId]);
  });

  it('negotiates on A and connects on B; a second socket on A is refused with 409', async () => {
    const { body } = await negotiate(urlA, owner.token);
    const id = String(body.connectionToken);
    const onB = await RawHubSocket.open(wsUrl(urlB, `?id=${id}`), { authorization: `Bearer ${owner.token}` });
    sockets.push(onB);
    onB.send(
      { protocol: 'json', version: 1 },
      { type: 1, invocationId: '1', target: 'SubscribeToUser', arguments: [owner.user.id] },
    );
    expect(await onB.waitFor((r) => r.invocationId === '1')).toEqual({ type: 3, invocationId: '1' });

    await expect(
      RawHubSocket.open(wsUrl(urlA, `?id=${id}`), { authorization: `Bearer ${owner.token}` }),
    ).rejects.toMatchObject({ status: 409 });

    a.ctx.bus.publish({ name: 'OnClientIdChanged', groups: [groups.user(owner.user.id)], args: ['from-a'] });
    expect(await onB.waitFor((r) => r.type === 1)).toEqual({
      type: 1,
      target: 'OnClientIdChanged',
      arguments: ['from-a'],
    });
  });
});
