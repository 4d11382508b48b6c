import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../events/bus.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { hubClient, listen, nextEvent, recordEvents, siblingApp } from '../test/hub-client.js';
import { insertProject } from '../test/project-fixtures.js';

/**
 * Whoever loses access to a project (removed from the organisation or the
 * project, the project transferred away) stops receiving its events at once, also when
 * the change happens on another process (Redis backplane). The official client throughout.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
let sibling: Awaited<ReturnType<typeof siblingApp>>;
let urlA: string;
let urlB: string;
const open: HubConnection[] = [];

async function connect(baseUrl: string, token: string) {
  const connection = hubClient(baseUrl, token);
  open.push(connection);
  await connection.start();
  return connection;
}

beforeAll(async () => {
  t = await createTestApp({ REDIS_URL });
  sibling = await siblingApp(t, { REDIS_URL });
  urlA = await listen(t.app);
  urlB = await listen(sibling.app);
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
  await sibling.close();
  await t.close();
});

/**
 * A marker to the user's own group from each process: once both arrive, any event either
 * process published earlier would have too. One marker is not enough: a process delivers
 * its own events at once, while the other process's cross Redis and may come later.
 */
async function settle(connection: HubConnection, userId: string, marker: string) {
  const sent = [
    { bus: t.ctx.bus, id: `${marker}-a` },
    { bus: sibling.ctx.bus, id: `${marker}-b` },
  ];
  const seen = sent.map(({ id }) => nextEvent(connection, 'OnClientIdChanged', (arg) => arg === id));
  for (const { bus, id } of sent) {
    bus.publish({ name: 'OnClientIdChanged', groups: [groups.user(userId)], args: [id] });
  }
  await Promise.all(seen);
}

async function organisation() {
  const { subscription } = await t.buildSubscription();
  const project = await insertProject(t.ctx, { subscriptionId: subscription.id, name: 'Watched Farm' });
  const owner = await t.buildMember(subscription, ['Owner']);
  return { subscription, project, owner };
}

const rename = (baseUrl: string, headers: Record<string, string>, id: number, name: string) =>
  fetch(`${baseUrl}/api/projects/${id}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });

const removeMember = (baseUrl: string, headers: Record<string, string>, accountId: number) =>
  fetch(`${baseUrl}/api/subscriptions/current/members/${accountId}`, { method: 'DELETE', headers });

describe('access taken away', () => {
  it('a team member removed from the organisation on another process hears nothing more', async () => {
    const x = await organisation();
    const teammate = await t.buildMember(x.subscription, ['TeamMember']);
    const connection = await connect(urlA, teammate.token);
    await connection.invoke('SubscribeToUser', teammate.user.id);
    await connection.invoke('SubscribeToProject', x.project.id);
    const before = nextEvent(
      connection,
      'OnItemUpdated',
      (item) => (item as { id?: number }).id === x.project.id,
    );
    expect((await rename(urlB, x.owner.headers, x.project.id, 'Seen')).status).toBe(200);
    await before;

    // Removed on process B; the teammate is connected to process A.
    const removed = nextEvent(
      connection,
      'OnItemDeleted',
      (item) => (item as { kind?: string }).kind === 'member',
    );
    expect((await removeMember(urlB, x.owner.headers, teammate.account.id)).status).toBe(204);
    await removed;
    const after = recordEvents(connection, 'OnItemUpdated');
    expect((await rename(urlB, x.owner.headers, x.project.id, 'Unseen')).status).toBe(200);
    sibling.ctx.bus.item('OnItemAdded', 'project', 4242, [groups.subscription(x.subscription.id)]);
    const added = recordEvents(connection, 'OnItemAdded');
    await settle(connection, teammate.user.id, 'after-team-removal');
    expect(after).toEqual([]);
    expect(added).toEqual([]);
  });

  it('a project member removed from its project hears nothing more of it', async () => {
    const x = await organisation();
    const member = await t.buildMember(x.subscription, ['ProjectMember'], { projectIds: [x.project.id] });
    const connection = await connect(urlA, member.token);
    await connection.invoke('SubscribeToProject', x.project.id);
    await connection.invoke('SubscribeToUser', member.user.id);
    expect((await removeMember(urlA, x.owner.headers, member.account.id)).status).toBe(204);
    const after = recordEvents(connection, 'OnItemUpdated');
    await settle(connection, member.user.id, 'after-project-removal');
    expect((await rename(urlA, x.owner.headers, x.project.id, 'Private now')).status).toBe(200);
    t.ctx.bus.item('OnItemUpdated', 'viewpoint', 1, [groups.project(x.project.id)], {
      projectId: x.project.id,
    });
    await settle(connection, member.user.id, 'after-project-removal-2');
    expect(after).toEqual([]);
    // And it cannot simply subscribe again.
    await expect(connection.invoke('SubscribeToProject', x.project.id)).rejects.toThrow(/not yours/);
  });

  it('the sending team hears nothing of a project once its transfer is accepted', async () => {
    const a = await organisation();
    const teammate = await t.buildMember(a.subscription, ['TeamMember']);
    const b = await t.buildSubscription();
    const receiver = await t.buildMember(b.subscription, ['Owner']);
    const connection = await connect(urlA, teammate.token);
    await connection.invoke('SubscribeToUser', teammate.user.id);
    await connection.invoke('SubscribeToProject', a.project.id);

    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${a.project.id}/ownership-transfer`,
      headers: a.owner.headers,
      payload: { receivingUserEmailAddress: receiver.user.email, languageCode: 'en-us' },
    });
    expect(requested.statusCode).toBe(202);
    const accepted = await fetch(
      `${urlB}/api/projects/ownership-transfers/incoming/${requested.json().id}/accept`,
      {
        method: 'POST',
        headers: { ...receiver.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ targetUserAccountId: receiver.account.id, languageCode: 'en-us' }),
      },
    );
    expect(accepted.status).toBe(204);
    await settle(connection, teammate.user.id, 'after-transfer');
    const after = recordEvents(connection, 'OnItemUpdated');
    expect((await rename(urlB, receiver.headers, a.project.id, "B's farm")).status).toBe(200);
    await settle(connection, teammate.user.id, 'after-transfer-2');
    expect(after).toEqual([]);
  });
});

describe('client-sent notifications', () => {
  it("an observer cannot spoof NotifyItemUpdated to the owner's dashboard", async () => {
    const x = await organisation();
    const observer = await t.buildMember(x.subscription, ['Observer'], { projectIds: [x.project.id] });
    const ownerConnection = await connect(urlA, x.owner.token);
    await ownerConnection.invoke('SubscribeToUser', x.owner.user.id);
    await ownerConnection.invoke('SubscribeToProject', x.project.id);
    const received = recordEvents(ownerConnection, 'OnItemUpdated');
    const spoofer = await connect(urlA, observer.token);
    await spoofer.invoke('SubscribeToProject', x.project.id);
    await expect(
      spoofer.invoke('NotifyItemUpdated', x.project.id, { kind: 'project', name: 'SPOOFED', deleted: true }),
    ).rejects.toThrow(/item.kind must be one of/);
    await expect(
      spoofer.invoke('NotifyItemUpdated', x.project.id, { kind: 'viewpoint', id: 1 }),
    ).rejects.toThrow(/not yours to change/);
    await expect(spoofer.invoke('NotifyWorldEvent', x.project.id, { sun: 1 })).rejects.toThrow(
      /not yours to change/,
    );
    await settle(ownerConnection, x.owner.user.id, 'after-spoof');
    expect(received).toEqual([]);
  });

  it('an editor may notify content items; server-owned kinds and large payloads are refused', async () => {
    const x = await organisation();
    const editor = await t.buildMember(x.subscription, ['ProjectMember'], { projectIds: [x.project.id] });
    const ownerConnection = await connect(urlA, x.owner.token);
    await ownerConnection.invoke('SubscribeToProject', x.project.id);
    const sender = await connect(urlA, editor.token);
    const relayed = nextEvent(ownerConnection, 'OnItemUpdated');
    await sender.invoke('NotifyItemUpdated', x.project.id, { kind: 'plannerObject', id: 7 });
    expect(await relayed).toEqual([{ kind: 'plannerObject', id: 7 }, x.project.id]);
    for (const kind of ['project', 'member', 'transfer', 'invitation', 'subscription']) {
      await expect(sender.invoke('NotifyItemUpdated', x.project.id, { kind, id: 1 })).rejects.toThrow(
        /item.kind must be one of/,
      );
    }
    await expect(
      sender.invoke('NotifyItemUpdated', x.project.id, { kind: 'tour', id: 1, note: 'x'.repeat(5000) }),
    ).rejects.toThrow(/at most 4096 bytes/);
    await expect(
      sender.invoke('NotifyWorldEvent', x.project.id, { blob: 'x'.repeat(17_000) }),
    ).rejects.toThrow(/at most 16384 bytes/);
  });
});
