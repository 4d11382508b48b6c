import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../db/schema/index.js';
import type { DomainEvent } from '../../events/bus.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertProject } from '../../test/project-fixtures.js';

let t: TestApp;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => t.close());

const BASE = '/api/projects/ownership-transfers';

async function sender(
  roles: Parameters<TestApp['buildMember']>[1] = ['Owner'],
  expiresAt: Date | null = null,
) {
  const { subscription } = await t.buildSubscription({ expiresAt });
  const project = await insertProject(t.ctx, {
    subscriptionId: subscription.id,
    name: `Farm ${subscription.id}`,
  });
  const member = await t.buildMember(subscription, roles);
  return { subscription, project, ...member };
}

const requestTransfer = (headers: Record<string, string>, projectId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/ownership-transfer`, headers, payload });

describe('POST /api/projects/{projectId}/ownership-transfer', () => {
  it('by e-mail: 202, mails the receiver a /transfer/{id} link, marks the project pending, shows up both ways', async () => {
    const from = await sender(['Owner']);
    const receiver = await t.buildUser({ email: 'Receiver.One@Example.test', firstName: 'Rita' });
    // A login URL on another origin is refused, naming the field, and changes nothing.
    const evil = await requestTransfer(from.headers, from.project.id, {
      receivingUserEmailAddress: 'receiver.one@example.test',
      loginUrl: 'https://evil.example/login',
      languageCode: 'en-us',
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().detail).toContain('loginUrl');
    await t.drainMail();
    expect(await t.ctx.db.select().from(mails).where(eq(mails.to, 'receiver.one@example.test'))).toEqual([]);
    const res = await requestTransfer(from.headers, from.project.id, {
      receivingUserEmailAddress: 'receiver.one@example.test',
      loginUrl: 'http://localhost:8080/login',
      languageCode: 'en-us',
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json();

    await t.drainMail();
    const [mail] = await t.ctx.db.select().from(mails).where(eq(mails.to, 'receiver.one@example.test'));
    expect(mail!.text).toContain(`http://localhost:8080/transfer/${id}`);
    expect(mail!.text).toContain(from.project.name);
    expect(mail!.html).not.toContain('evil.example');

    const listed = (await t.app.inject({ url: '/api/projects', headers: from.headers })).json();
    expect(listed[0]).toMatchObject({ isPendingForOwnershipTransfer: true, pendingOwnershipTransferId: id });
    expect(listed[0].abilities.transfer).toBe(false);

    const receiverHeaders = { authorization: `Bearer ${await t.tokenFor(receiver)}` };
    const incoming = await t.app.inject({ url: `${BASE}/incoming`, headers: receiverHeaders });
    expect(incoming.statusCode).toBe(200);
    expect(incoming.headers['x-total-count']).toBe('1');
    expect(incoming.json()).toEqual([
      {
        id,
        projectName: from.project.name,
        requestDateTime: expect.any(String),
        status: 'Pending',
        requestingUserAccountEmailAddress: from.user.email,
        requestingUserAccountFirstName: from.user.firstName,
        requestingUserAccountLastName: from.user.lastName,
        decisionDateTime: null,
        // The receiver has no account yet: nothing to accept into, no role to reject with.
        abilities: { accept: false, reject: false },
      },
    ]);
    const single = await t.app.inject({ url: `${BASE}/incoming/${id}`, headers: receiverHeaders });
    expect(single.json().projectName).toBe(from.project.name);

    const outgoing = await t.app.inject({ url: `${BASE}/outgoing`, headers: from.headers });
    expect(outgoing.json()).toEqual([
      {
        id,
        projectId: from.project.id,
        projectName: from.project.name,
        requestedByEmailAddress: from.user.email,
        targetEmailAddress: 'receiver.one@example.test',
        requestDateTime: expect.any(String),
        status: 'Pending',
        abilities: { revoke: true },
      },
    ]);
    expect((await t.app.inject({ url: `${BASE}/outgoing/${id}`, headers: from.headers })).json().id).toBe(id);

    const transferEvent = events.find(
      (e) => e.name === 'OnItemAdded' && (e.args[0] as { id: string }).id === id,
    );
    expect(transferEvent!.groups).toEqual(
      expect.arrayContaining([`subscription:${from.subscription.id}`, `user:${receiver.id}`]),
    );
  });

  it('by target account: the receiver sees it in the incoming list', async () => {
    const from = await sender(['Administrator']);
    const other = await t.buildSubscription();
    const receiver = await t.buildMember(other.subscription, ['Owner']);
    const res = await requestTransfer(from.headers, from.project.id, {
      targetUserAccountId: receiver.account.id,
      languageCode: 'en-us',
    });
    expect(res.statusCode).toBe(202);
    const incoming = await t.app.inject({ url: `${BASE}/incoming`, headers: receiver.headers });
    expect(incoming.json().map((x: { id: string }) => x.id)).toEqual([res.json().id]);
    const outgoing = await t.app.inject({ url: `${BASE}/outgoing/${res.json().id}`, headers: from.headers });
    expect(outgoing.statusCode).toBe(403);
  });

  it('answers 409 RequestAlreadyPending for a second request, also when requests race', async () => {
    const from = await sender();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((x) =>
        requestTransfer(from.headers, from.project.id, { receivingUserEmailAddress: `${x}@example.test` }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([202, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().code).toBe('RequestAlreadyPending');
  });

  it('answers 409 ProjectAlreadyOwned for an account of the owning subscription', async () => {
    const from = await sender();
    const colleague = await t.buildMember(from.subscription, ['TeamMember']);
    const res = await requestTransfer(from.headers, from.project.id, {
      targetUserAccountId: colleague.account.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ProjectAlreadyOwned');
  });

  it('refuses team members (403), project members (403), expired subscriptions (403) and foreign projects (404)', async () => {
    const body = { receivingUserEmailAddress: 'x@example.test' };
    const team = await sender(['TeamMember']);
    const denied = await requestTransfer(team.headers, team.project.id, body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe('Only Owners and Administrators can transfer projects.');
    const member = await t.buildMember(team.subscription, ['ProjectMember'], {
      projectIds: [team.project.id],
    });
    expect((await requestTransfer(member.headers, team.project.id, body)).statusCode).toBe(403);
    const expired = await sender(['Owner'], new Date(Date.now() - 1));
    const res = await requestTransfer(expired.headers, expired.project.id, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your subscription has expired.');
    const stranger = await sender();
    expect((await requestTransfer(stranger.headers, team.project.id, body)).statusCode).toBe(404);
  });

  it('answers 400 for a revision and a body with neither target', async () => {
    const from = await sender();
    const revision = await insertProject(t.ctx, {
      subscriptionId: from.subscription.id,
      originalProjectId: from.project.id,
    });
    expect(
      (await requestTransfer(from.headers, revision.id, { receivingUserEmailAddress: 'r@example.test' }))
        .statusCode,
    ).toBe(400);
    expect((await requestTransfer(from.headers, from.project.id, { languageCode: 'en-us' })).statusCode).toBe(
      400,
    );
  });
});

describe('transfer reads', () => {
  it('hides other people’s incoming and other subscriptions’ outgoing transfers (404)', async () => {
    const from = await sender();
    const { id } = (
      await requestTransfer(from.headers, from.project.id, {
        receivingUserEmailAddress: 'only.me@example.test',
      })
    ).json();
    const nosy = await sender();
    expect((await t.app.inject({ url: `${BASE}/incoming/${id}`, headers: nosy.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `${BASE}/outgoing/${id}`, headers: nosy.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `${BASE}/incoming`, headers: nosy.headers })).json()).toEqual([]);
    expect((await t.app.inject({ url: `${BASE}/outgoing`, headers: nosy.headers })).json()).toEqual([]);
  });

  it('shows outgoing transfers to Owner and TeamMember only', async () => {
    const from = await sender();
    for (const [role, status] of [
      ['TeamMember', 200],
      ['Administrator', 403],
      ['ProjectMember', 403],
      ['Observer', 403],
    ] as const) {
      const { headers } = await t.buildMember(from.subscription, [role]);
      expect((await t.app.inject({ url: `${BASE}/outgoing`, headers })).statusCode).toBe(status);
    }
    expect((await t.app.inject({ url: `${BASE}/incoming` })).statusCode).toBe(401);
  });
});
