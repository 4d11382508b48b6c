import type { HubConnection } from '@microsoft/signalr';
import { HubConnectionState } from '@microsoft/signalr';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema/index.js';
import { groups } from '../events/bus.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { hubClient, listen, nextEvent, recordEvents } from '../test/hub-client.js';

/**
 * The official @microsoft/signalr client (Node, WebSockets) against the real server:
 * every method, every event, and who may do what.
 */
let t: TestApp;
let baseUrl: string;
let subscription: { id: number; key: string };
let owner: Awaited<ReturnType<TestApp['buildMember']>>;
let projectMember: Awaited<ReturnType<TestApp['buildMember']>>;
let outsider: Awaited<ReturnType<TestApp['buildMember']>>;
let projectId: number;
let otherProjectId: number;
const open: HubConnection[] = [];

async function connect(token: string, options: Parameters<typeof hubClient>[2] = {}) {
  const connection = hubClient(baseUrl, token, options);
  open.push(connection);
  await connection.start();
  return connection;
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  ({ subscription } = await t.buildSubscription());
  const { subscription: other } = await t.buildSubscription();
  const [p1, p2] = await t.ctx.db
    .insert(projects)
    .values([
      { subscriptionId: subscription.id, name: 'Windpark Noord' },
      { subscriptionId: subscription.id, name: 'Solar Zuid' },
    ])
    .returning();
  projectId = p1!.id;
  otherProjectId = p2!.id;
  owner = await t.buildMember(subscription, ['Owner']);
  projectMember = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [projectId] });
  outsider = await t.buildMember(other, ['Owner']);
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
  await t.close();
});

describe('connecting', () => {
  it('negotiates and connects over WebSockets with a bearer token', async () => {
    const connection = await connect(owner.token);
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(connection.connectionId).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(t.app.hub!.connectionCount).toBeGreaterThanOrEqual(1);
  });

  it('connects with skipNegotiation (WebSockets only)', async () => {
    const connection = await connect(owner.token, { skipNegotiation: true });
    expect(connection.state).toBe(HubConnectionState.Connected);
    await connection.invoke('SubscribeToUser', owner.user.id);
  });

  it('refuses a missing, expired or forged token at negotiate', async () => {
    const expired = await t.tokenFor(owner.user, { expiresIn: Math.floor(Date.now() / 1000) - 120 });
    const forged = await t.tokenFor(owner.user, { key: (await generateKeyPair('RS256')).privateKey });
    for (const token of ['', expired, forged, 'not-a-jwt']) {
      const connection = hubClient(baseUrl, token);
      await expect(connection.start()).rejects.toThrow(/401/);
      expect(connection.state).toBe(HubConnectionState.Disconnected);
    }
  });

  it('refuses an invalid token at connect even after a good negotiate', async () => {
    const expired = await t.tokenFor(owner.user, { expiresIn: Math.floor(Date.now() / 1000) - 120 });
    const tokens = [owner.token, expired];
    // The client asks its factory once for negotiate, once for the socket.
    const connection = hubClient(baseUrl, () => tokens.shift() ?? expired);
    await expect(connection.start()).rejects.toThrow();
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('methods', () => {
  it('subscribes to the own user only', async () => {
    const connection = await connect(owner.token);
    await expect(connection.invoke('SubscribeToUser', owner.user.id)).resolves.toBeUndefined();
    await expect(connection.invoke('SubscribeToUser', projectMember.user.id)).rejects.toThrow(
      /only subscribe to your own user/,
    );
    await expect(connection.invoke('UnsubscribeFromUser', owner.user.id)).resolves.toBeUndefined();
    await expect(connection.invoke('UnsubscribeFromUser', outsider.user.id)).rejects.toThrow(/own user/);
  });

  it('subscribes to projects the user may see, across its accounts', async () => {
    const ownerConnection = await connect(owner.token);
    await ownerConnection.invoke('SubscribeToProject', projectId);
    await ownerConnection.invoke('SubscribeToProject', otherProjectId);

    const memberConnection = await connect(projectMember.token);
    await memberConnection.invoke('SubscribeToProject', projectId);
    await expect(memberConnection.invoke('SubscribeToProject', otherProjectId)).rejects.toThrow(
      /does not exist or is not yours/,
    );

    const outsiderConnection = await connect(outsider.token);
    await expect(outsiderConnection.invoke('SubscribeToProject', projectId)).rejects.toThrow(
      /does not exist or is not yours/,
    );
    await expect(outsiderConnection.invoke('SubscribeToProject', 999_999)).rejects.toThrow(/does not exist/);
  });

  it('relays NotifyItemUpdated and NotifyWorldEvent to the other members of the project', async () => {
    const sender = await connect(owner.token);
    const receiver = await connect(projectMember.token);
    await sender.invoke('SubscribeToProject', projectId);
    await receiver.invoke('SubscribeToProject', projectId);
    const echoes = recordEvents(sender, 'OnItemUpdated');

    const item = nextEvent(receiver, 'OnItemUpdated');
    await sender.invoke('NotifyItemUpdated', projectId, { kind: 'plannerObject', id: 7, name: 'Turbine 1' });
    expect(await item).toEqual([{ kind: 'plannerObject', id: 7, name: 'Turbine 1' }, projectId]);

    const world = nextEvent(receiver, 'OnWorldEvent');
    await sender.invoke('NotifyWorldEvent', projectId, { sunPosition: 0.5 });
    expect(await world).toEqual([{ sunPosition: 0.5 }, projectId]);
    expect(echoes).toEqual([]);

    // Members only: a project member may not notify a project it was not given.
    await expect(
      receiver.invoke('NotifyItemUpdated', otherProjectId, { kind: 'viewpoint', id: 1 }),
    ).rejects.toThrow(/not yours/);
    const outsiderConnection = await connect(outsider.token);
    await expect(outsiderConnection.invoke('NotifyWorldEvent', projectId, { x: 1 })).rejects.toThrow(
      /not yours/,
    );
  });

  it('stops project events after UnsubscribeFromProject', async () => {
    const sender = await connect(owner.token);
    const receiver = await connect(projectMember.token);
    await receiver.invoke('SubscribeToProject', projectId);
    await receiver.invoke('SubscribeToUser', projectMember.user.id);
    await receiver.invoke('UnsubscribeFromProject', projectId);
    const updates = recordEvents(receiver, 'OnItemUpdated');
    await sender.invoke('NotifyItemUpdated', projectId, { kind: 'viewpoint', id: 1 });
    // A later event to the user group arrives, so the earlier one would have too.
    const marker = nextEvent(receiver, 'OnClientIdChanged');
    t.ctx.bus.publish({
      name: 'OnClientIdChanged',
      groups: [groups.user(projectMember.user.id)],
      args: ['m'],
    });
    await marker;
    expect(updates).toEqual([]);
  });

  it('sends NotifyClientIdChanged to every connection of the own user', async () => {
    const first = await connect(owner.token);
    const second = await connect(owner.token);
    await first.invoke('SubscribeToUser', owner.user.id);
    await second.invoke('SubscribeToUser', owner.user.id);
    const arrived = nextEvent(first, 'OnClientIdChanged', (id) => id === 'client-b');
    await second.invoke('NotifyClientIdChanged', 'client-b');
    expect(await arrived).toEqual(['client-b']);
  });

  it('answers bad arguments and unknown methods with an error completion and stays connected', async () => {
    const connection = await connect(owner.token);
    await expect(connection.invoke('SubscribeToProject', 'abc')).rejects.toThrow(
      /projectId must be a positive/,
    );
    await expect(connection.invoke('SubscribeToProject', -3)).rejects.toThrow(/positive integer/);
    await expect(connection.invoke('SubscribeToProject', null)).rejects.toThrow(/positive integer/);
    await expect(connection.invoke('SubscribeToProject', { id: 1 })).rejects.toThrow(/positive integer/);
    await expect(connection.invoke('SubscribeToProject')).rejects.toThrow(/takes 1 argument/);
    await expect(connection.invoke('SubscribeToProject', 1, 2)).rejects.toThrow(/takes 1 argument/);
    await expect(connection.invoke('SubscribeToUser', 42)).rejects.toThrow(/userId must be/);
    await expect(connection.invoke('NotifyClientIdChanged', '')).rejects.toThrow(/clientId must be/);
    await expect(connection.invoke('NotifyItemUpdated', projectId, null)).rejects.toThrow(/item is required/);
    await expect(connection.invoke('DropAllTables')).rejects.toThrow(/Unknown hub method 'DropAllTables'/);
    // send() has no completion; a bad one is dropped quietly.
    await connection.send('SubscribeToProject', 'abc');
    expect(connection.state).toBe(HubConnectionState.Connected);
    // Method names match case-insensitively, and numeric strings are accepted ids.
    await expect(connection.invoke('subscribetoproject', String(projectId))).resolves.toBeUndefined();
  });
});

describe('events from the server', () => {
  it('delivers bus events to user, project and auto-joined subscription groups', async () => {
    const ownerConnection = await connect(owner.token);
    const memberConnection = await connect(projectMember.token);
    await memberConnection.invoke('SubscribeToProject', projectId);

    // Team roles are in their subscriptions' group from the start; project members are not.
    const memberSawSubscription = recordEvents(memberConnection, 'OnItemAdded');
    const added = nextEvent(ownerConnection, 'OnItemAdded');
    t.ctx.bus.item('OnItemAdded', 'project', 123, [groups.subscription(subscription.id)]);
    expect(await added).toEqual([{ kind: 'project', id: 123 }]);

    const updated = nextEvent(memberConnection, 'OnItemUpdated');
    t.ctx.bus.item('OnItemUpdated', 'viewpoint', 5, [groups.project(projectId)], { projectId });
    expect(await updated).toEqual([{ kind: 'viewpoint', id: 5, projectId }]);

    const deleted = nextEvent(memberConnection, 'OnItemDeleted');
    t.ctx.bus.item('OnItemDeleted', 'tour', 9, [
      groups.project(projectId),
      groups.subscription(subscription.id),
    ]);
    expect(await deleted).toEqual([{ kind: 'tour', id: 9 }]);

    const world = nextEvent(memberConnection, 'OnWorldEvent');
    t.ctx.bus.publish({
      name: 'OnWorldEvent',
      groups: [groups.project(projectId)],
      args: [{ weather: 'rain' }],
    });
    expect(await world).toEqual([{ weather: 'rain' }]);
    expect(memberSawSubscription).toEqual([]);
  });

  it('delivers project API changes to the team and to the project group', async () => {
    const teammate = await connect(owner.token);
    const headers = { ...owner.headers, 'content-type': 'application/json' };
    const added = nextEvent(teammate, 'OnItemAdded', (arg) => (arg as { kind: string }).kind === 'project');
    const created = await fetch(`${baseUrl}/api/projects`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Hub Park' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await added).toEqual([
      expect.objectContaining({ kind: 'project', id, subscriptionId: subscription.id }),
    ]);

    const watcher = await connect(owner.token);
    await watcher.invoke('SubscribeToProject', id);
    const updated = nextEvent(watcher, 'OnItemUpdated', (arg) => (arg as { id: number }).id === id);
    const put = await fetch(`${baseUrl}/api/projects/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ description: 'now with turbines' }),
    });
    expect(put.status).toBe(200);
    expect(await updated).toEqual([expect.objectContaining({ kind: 'project', id })]);
  });

  it('delivers an event caused by an API change (client id takeover)', async () => {
    const connection = await connect(owner.token);
    await connection.invoke('SubscribeToUser', owner.user.id);
    const headers = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
    const first = await fetch(`${baseUrl}/api/user/client-id`, {
      method: 'PUT',
      headers: { ...headers, 'x-client-id': 'tab-one' },
      body: JSON.stringify({ force: false }),
    });
    expect(first.status).toBe(204);
    const changed = nextEvent(connection, 'OnClientIdChanged', (id) => id === 'tab-two');
    const second = await fetch(`${baseUrl}/api/user/client-id`, {
      method: 'PUT',
      headers: { ...headers, 'x-client-id': 'tab-two' },
      body: JSON.stringify({ force: true, signalRConnectionId: connection.connectionId }),
    });
    expect(second.status).toBe(204);
    expect(await changed).toEqual(['tab-two']);
  });
});
