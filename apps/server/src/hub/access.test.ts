import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { hubClient, listen, nextEvent } from '../test/hub-client.js';
import { insertProject } from '../test/project-fixtures.js';

/**
 * The hub's "may see project" is the API's visibility condition: with the
 * official @microsoft/signalr client, whoever may read a project over the API may
 * subscribe to its events, and nobody else.
 */
let t: TestApp;
let baseUrl: string;
const open: HubConnection[] = [];

async function connect(token: string) {
  const connection = hubClient(baseUrl, token);
  open.push(connection);
  await connection.start();
  return connection;
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
  await t.close();
});

describe('hub visibility follows the API', () => {
  it("gives a project member of an original the events of the original's revisions and presentations", async () => {
    const { subscription } = await t.buildSubscription();
    const original = await insertProject(t.ctx, { subscriptionId: subscription.id, name: 'Original' });
    const revision = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      name: 'Original (revision)',
      originalProjectId: original.id,
    });
    const presentation = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      name: 'Original (presented)',
      originalProjectId: original.id,
      published: true,
      publicationKey: `key-${original.id}`,
    });
    const other = await insertProject(t.ctx, { subscriptionId: subscription.id, name: 'Not granted' });
    const owner = await t.buildMember(subscription, ['Owner']);
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [original.id] });

    const memberHub = await connect(member.token);
    for (const project of [original, revision, presentation, other]) {
      const api = await t.app.inject({ url: `/api/projects/${project.id}`, headers: member.headers });
      const subscribe = memberHub.invoke('SubscribeToProject', project.id);
      if (api.statusCode === 200) await expect(subscribe, project.name).resolves.toBeUndefined();
      else {
        expect(api.statusCode, project.name).toBe(404);
        await expect(subscribe, project.name).rejects.toThrow(/does not exist or is not yours/);
      }
    }
    expect(
      (await t.app.inject({ url: `/api/projects/${revision.id}`, headers: member.headers })).statusCode,
    ).toBe(200);

    const updated = nextEvent(
      memberHub,
      'OnItemUpdated',
      (arg) => (arg as { id: number }).id === revision.id,
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${revision.id}`,
      headers: owner.headers,
      payload: { description: 'checked by the owner' },
    });
    expect(put.statusCode).toBe(200);
    expect(await updated).toEqual([expect.objectContaining({ kind: 'project', id: revision.id })]);
  });

  it("refuses the revisions of another organisation's original and of a project not granted", async () => {
    const { subscription } = await t.buildSubscription();
    const original = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const revision = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: original.id,
    });
    const { subscription: elsewhere } = await t.buildSubscription();
    const mine = await insertProject(t.ctx, { subscriptionId: elsewhere.id });
    // A project member elsewhere whose grant has the same project id as ours must not leak across.
    const stranger = await t.buildMember(elsewhere, ['ProjectMember'], { projectIds: [mine.id] });
    const observer = await t.buildMember(subscription, ['Observer']);
    for (const who of [stranger, observer]) {
      const hub = await connect(who.token);
      for (const project of [original, revision]) {
        expect(
          (await t.app.inject({ url: `/api/projects/${project.id}`, headers: who.headers })).statusCode,
        ).toBe(404);
        await expect(hub.invoke('SubscribeToProject', project.id)).rejects.toThrow(/not yours/);
      }
    }
  });
});
