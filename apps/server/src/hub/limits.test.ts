import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../events/bus.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { hubClient, listen, nextEvent, RawHubSocket, recordEvents, wsUrl } from '../test/hub-client.js';
import { insertProject } from '../test/project-fixtures.js';
import { HUB_LIMITS } from './limits.js';

/** Connections per user, message size and message rate; over a limit: closed, nothing relayed. */
let t: TestApp;
let baseUrl: string;
let owner: Awaited<ReturnType<TestApp['buildMember']>>;
let listener: Awaited<ReturnType<TestApp['buildMember']>>;
let projectId: number;
const open: HubConnection[] = [];
const sockets: RawHubSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  const { subscription } = await t.buildSubscription();
  projectId = (await insertProject(t.ctx, { subscriptionId: subscription.id })).id;
  owner = await t.buildMember(subscription, ['Owner']);
  listener = await t.buildMember(subscription, ['TeamMember']);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(open.map((connection) => connection.stop()));
  await t.close();
});

async function rawConnection(token: string) {
  const socket = await RawHubSocket.open(wsUrl(baseUrl), { authorization: `Bearer ${token}` });
  sockets.push(socket);
  socket.send({ protocol: 'json', version: 1 });
  await socket.waitFor((record) => Object.keys(record).length === 0);
  return socket;
}

/** The listener's project events from now on, and a way to be sure none is still under way. */
async function projectListener() {
  const connection = hubClient(baseUrl, listener.token);
  open.push(connection);
  await connection.start();
  await connection.invoke('SubscribeToProject', projectId);
  await connection.invoke('SubscribeToUser', listener.user.id);
  const world = recordEvents(connection, 'OnWorldEvent');
  const settle = async (marker: string) => {
    const seen = nextEvent(connection, 'OnClientIdChanged', (id) => id === marker);
    t.ctx.bus.publish({ name: 'OnClientIdChanged', groups: [groups.user(listener.user.id)], args: [marker] });
    await seen;
  };
  return { world, settle };
}

const worldEvent = (i: number, payload: unknown = { i }) => ({
  type: 1,
  invocationId: String(i),
  target: 'NotifyWorldEvent',
  arguments: [projectId, payload],
});

describe('hub limits', () => {
  it(`refuses connection ${HUB_LIMITS.connectionsPerUser + 1} of one user with a message`, async () => {
    const user = await t.buildUser();
    const { subscription } = await t.buildSubscription();
    const member = await t.buildMember(subscription, ['Owner'], { user });
    for (let i = 0; i < HUB_LIMITS.connectionsPerUser; i++) {
      const connection = hubClient(baseUrl, member.token);
      open.push(connection);
      await connection.start();
    }
    const extra = hubClient(baseUrl, member.token);
    await expect(extra.start()).rejects.toThrow(/Too many connections: at most 20 per user/);
    // Closing one makes room again.
    await open.pop()!.stop();
    await open.pop()!.stop();
    const again = hubClient(baseUrl, member.token);
    open.push(again);
    await expect(again.start()).resolves.toBeUndefined();
  });

  it('closes a connection that sends a message over the size limit, relaying nothing', async () => {
    const { world, settle } = await projectListener();
    const socket = await rawConnection(owner.token);
    socket.send(worldEvent(1, { blob: 'x'.repeat(HUB_LIMITS.messageBytes) }));
    const closing = await socket.waitFor((record) => record.type === 7);
    expect(closing.error).toMatch(/larger than 32768 bytes/);
    await socket.waitClosed();
    await settle('after-large');
    expect(world).toEqual([]);
  });

  it('closes a connection that floods messages, relaying none of the flood', async () => {
    const { world, settle } = await projectListener();
    const socket = await rawConnection(owner.token);
    // One frame of 100 small notifications: past the burst, so none of them runs.
    socket.send(...Array.from({ length: 100 }, (_, i) => worldEvent(i)));
    const closing = await socket.waitFor((record) => record.type === 7);
    expect(closing.error).toMatch(/More than 20 messages per second/);
    await socket.waitClosed();
    await settle('after-flood');
    expect(world).toEqual([]);
  });

  it('lets a client within the limits through', async () => {
    const { world, settle } = await projectListener();
    const socket = await rawConnection(owner.token);
    socket.send(...Array.from({ length: 10 }, (_, i) => worldEvent(i)));
    await socket.waitFor((record) => record.type === 3 && record.invocationId === '9');
    await settle('after-ten');
    expect(world).toHaveLength(10);
    expect(socket.closed).toBe(false);
  });
});
