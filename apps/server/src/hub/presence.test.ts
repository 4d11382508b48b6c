import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { hubClient, listen, nextEvent, recordEvents, siblingApp } from '../test/hub-client.js';
import { HUB_LIMITS } from './limits.js';

/**
 * Presence on the hub (presence.ts): AnnouncePresence relayed as OnPresence to the others in
 * the project, with the identity the server knows, and a 'bye' from the hub when a present
 * connection goes. Two processes on one Redis, as production scales out.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
let sibling: Awaited<ReturnType<typeof siblingApp>>;
let urlA: string;
let urlB: string;
let subscription: { id: number; key: string };
let projectId: number;
let otherProjectId: number;
let ann: Awaited<ReturnType<TestApp['buildMember']>>;
let bo: Awaited<ReturnType<TestApp['buildMember']>>;
let observer: Awaited<ReturnType<TestApp['buildMember']>>;
let outsider: Awaited<ReturnType<TestApp['buildMember']>>;
let owner: Awaited<ReturnType<TestApp['buildMember']>>;
const open: HubConnection[] = [];

async function connect(token: string, baseUrl = urlA) {
  const connection = hubClient(baseUrl, token);
  open.push(connection);
  await connection.start();
  return connection;
}

/** A connection in the project's group, as an open planner is. */
async function inProject(token: string, baseUrl = urlA, project = projectId) {
  const connection = await connect(token, baseUrl);
  await connection.invoke('SubscribeToProject', project);
  return connection;
}

const isState = (state: string) => (arg: unknown) => (arg as { state: string }).state === state;

beforeAll(async () => {
  t = await createTestApp({ REDIS_URL });
  sibling = await siblingApp(t, { REDIS_URL });
  urlA = await listen(t.app);
  urlB = await listen(sibling.app);
  ({ subscription } = await t.buildSubscription());
  const [p1, p2] = await t.ctx.db
    .insert(projects)
    .values([
      { subscriptionId: subscription.id, name: 'Windpark Noord' },
      { subscriptionId: subscription.id, name: 'Solar Zuid' },
    ])
    .returning();
  projectId = p1!.id;
  otherProjectId = p2!.id;
  ann = await t.buildMember(subscription, ['TeamMember'], {
    user: await t.buildUser({ firstName: 'Ann', lastName: 'Smith' }),
  });
  bo = await t.buildMember(subscription, ['ProjectMember'], {
    projectIds: [projectId],
    user: await t.buildUser({ firstName: 'Bo', lastName: 'Berg' }),
  });
  observer = await t.buildMember(subscription, ['Observer'], {
    projectIds: [projectId],
    user: await t.buildUser({ firstName: '', lastName: '', email: 'watcher@example.test' }),
  });
  owner = await t.buildMember(subscription, ['Owner']);
  const { subscription: other } = await t.buildSubscription();
  outsider = await t.buildMember(other, ['Owner']);
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
  await sibling.close();
  await t.close();
});

describe('AnnouncePresence', () => {
  it('relays hello, here and bye to the others in the project, with the identity the server knows', async () => {
    const annConnection = await inProject(ann.token);
    const boConnection = await inProject(bo.token, urlB);
    const echoes = recordEvents(annConnection, 'OnPresence');

    for (const state of ['hello', 'here', 'bye'] as const) {
      const heard = nextEvent(boConnection, 'OnPresence', isState(state));
      await annConnection.invoke('AnnouncePresence', projectId, state);
      expect(await heard).toEqual([
        { connectionId: annConnection.connectionId, userId: ann.user.id, name: 'Ann Smith', state },
        projectId,
      ]);
    }
    // The answer to a hello goes the other way, and the sender never hears itself.
    const answer = nextEvent(annConnection, 'OnPresence', isState('here'));
    await boConnection.invoke('AnnouncePresence', projectId, 'here');
    expect(await answer).toEqual([
      { connectionId: boConnection.connectionId, userId: bo.user.id, name: 'Bo Berg', state: 'here' },
      projectId,
    ]);
    expect(echoes.filter(([presence]) => (presence as { userId: string }).userId === ann.user.id)).toEqual(
      [],
    );
  });

  it('lets observers be present (by e-mail while they have no name), and reaches only the project’s group', async () => {
    const annConnection = await inProject(ann.token);
    const elsewhere = await inProject(ann.token, urlA, otherProjectId);
    const unheard = recordEvents(elsewhere, 'OnPresence');
    const observerConnection = await connect(observer.token);
    const heard = nextEvent(annConnection, 'OnPresence', isState('hello'));
    await observerConnection.invoke('AnnouncePresence', projectId, 'hello');
    expect(await heard).toEqual([
      expect.objectContaining({ userId: observer.user.id, name: 'watcher@example.test' }),
      projectId,
    ]);
    // A later event to the other project arrives, so an earlier one would have too.
    const marker = nextEvent(elsewhere, 'OnPresence', isState('here'));
    await annConnection.invoke('AnnouncePresence', otherProjectId, 'here');
    await marker;
    expect(
      unheard.filter(([presence]) => (presence as { userId: string }).userId === observer.user.id),
    ).toEqual([]);
  });

  it('refuses users who may not see the project, and states and projects that are not valid', async () => {
    const outsiderConnection = await connect(outsider.token);
    await expect(outsiderConnection.invoke('AnnouncePresence', projectId, 'hello')).rejects.toThrow(
      /does not exist or is not yours to see/,
    );
    await expect(outsiderConnection.invoke('AnnouncePresence', projectId, 'bye')).rejects.toThrow(
      /not yours to see/,
    );
    const boConnection = await connect(bo.token);
    await expect(boConnection.invoke('AnnouncePresence', otherProjectId, 'hello')).rejects.toThrow(
      /not yours to see/,
    );
    await expect(boConnection.invoke('AnnouncePresence', projectId, 'away')).rejects.toThrow(
      /state must be one of hello, here, bye/,
    );
    await expect(boConnection.invoke('AnnouncePresence', projectId, { state: 'hello' })).rejects.toThrow(
      /state must be/,
    );
    await expect(boConnection.invoke('AnnouncePresence', 'abc', 'hello')).rejects.toThrow(
      /projectId must be/,
    );
    await expect(boConnection.invoke('AnnouncePresence', projectId)).rejects.toThrow(/takes 2 argument/);
  });

  it('says bye for a connection that closes, once for each project it was present in, on every process', async () => {
    const watcherHere = await inProject(ann.token, urlA);
    const watcherThere = await inProject(ann.token, urlB, otherProjectId);
    const leaving = await connect(ann.token, urlB);
    await leaving.invoke('AnnouncePresence', projectId, 'hello');
    await leaving.invoke('AnnouncePresence', otherProjectId, 'hello');
    await leaving.invoke('AnnouncePresence', otherProjectId, 'here');
    // The client forgets its id once stopped.
    const leavingId = leaving.connectionId;
    const fromLeaving = (arg: unknown) =>
      (arg as { connectionId: string; state: string }).connectionId === leavingId &&
      (arg as { state: string }).state === 'bye';
    const byeHere = nextEvent(watcherHere, 'OnPresence', fromLeaving);
    const byeThere = nextEvent(watcherThere, 'OnPresence', fromLeaving);
    const byes = recordEvents(watcherThere, 'OnPresence');
    await leaving.stop();
    expect(await byeHere).toEqual([
      expect.objectContaining({ userId: ann.user.id, state: 'bye' }),
      projectId,
    ]);
    expect(await byeThere).toEqual([expect.objectContaining({ state: 'bye' }), otherProjectId]);
    // A later presence arrives, so a second bye would have too.
    const marker = nextEvent(watcherThere, 'OnPresence', isState('hello'));
    await (await connect(bo.token)).invoke('AnnouncePresence', projectId, 'hello');
    await (await connect(ann.token)).invoke('AnnouncePresence', otherProjectId, 'hello');
    await marker;
    expect(byes.filter(([arg]) => fromLeaving(arg))).toHaveLength(1);
  });

  it('says no second bye for a connection that said it itself', async () => {
    const watcher = await inProject(ann.token);
    const leaving = await connect(bo.token);
    await leaving.invoke('AnnouncePresence', projectId, 'hello');
    const leavingId = leaving.connectionId;
    const seen = recordEvents(watcher, 'OnPresence');
    await leaving.invoke('AnnouncePresence', projectId, 'bye');
    await leaving.stop();
    const marker = nextEvent(watcher, 'OnPresence', isState('here'));
    await (await connect(bo.token)).invoke('AnnouncePresence', projectId, 'here');
    await marker;
    const byes = seen.filter(([arg]) => (arg as { connectionId: string }).connectionId === leavingId);
    expect(byes.map(([arg]) => (arg as { state: string }).state)).toEqual(['bye']);
  });

  it('says bye for a connection whose user loses sight of the project', async () => {
    const watcher = await inProject(ann.token);
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [projectId] });
    const losing = await inProject(member.token);
    await losing.invoke('AnnouncePresence', projectId, 'hello');
    const bye = nextEvent(
      watcher,
      'OnPresence',
      (arg) => (arg as { connectionId: string }).connectionId === losing.connectionId && isState('bye')(arg),
    );
    const removed = await fetch(`${urlB}/api/subscriptions/current/members/${member.account.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(removed.status).toBe(204);
    expect(await bye).toEqual([expect.objectContaining({ userId: member.user.id, state: 'bye' }), projectId]);
  });

  it(`keeps a connection present in at most ${HUB_LIMITS.presenceProjects} projects at once`, async () => {
    const many = await t.ctx.db
      .insert(projects)
      .values(
        Array.from({ length: HUB_LIMITS.presenceProjects + 1 }, (_, n) => ({
          subscriptionId: subscription.id,
          name: `Park ${n}`,
        })),
      )
      .returning();
    const connection = await connect(ann.token);
    for (const project of many.slice(0, -1)) await connection.invoke('AnnouncePresence', project.id, 'hello');
    await expect(connection.invoke('AnnouncePresence', many.at(-1)!.id, 'hello')).rejects.toThrow(
      /at most 20 projects/,
    );
    await connection.invoke('AnnouncePresence', many[0]!.id, 'bye');
    await expect(connection.invoke('AnnouncePresence', many.at(-1)!.id, 'hello')).resolves.toBeUndefined();
  });
});
