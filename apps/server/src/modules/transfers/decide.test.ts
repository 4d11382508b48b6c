import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invitations,
  ownershipTransfers,
  projectAccess,
  projects,
  viewpoints,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertContent, insertProject } from '../../test/project-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/projects/ownership-transfers';

/** A project of subscription A requested by A's owner for B's owner, by e-mail. */
async function pendingTransfer(options: { receiverLimits?: object; receiverExpired?: boolean } = {}) {
  const a = await t.buildSubscription();
  const project = await insertProject(t.ctx, { subscriptionId: a.subscription.id, name: 'Moving Farm' });
  const sender = await t.buildMember(a.subscription, ['Owner']);
  const b = await t.buildSubscription({
    limits: options.receiverLimits,
    expiresAt: options.receiverExpired ? new Date(Date.now() - 1) : null,
  });
  const receiver = await t.buildMember(b.subscription, ['Owner']);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/ownership-transfer`,
    headers: sender.headers,
    payload: { receivingUserEmailAddress: receiver.user.email.toUpperCase(), languageCode: 'en-us' },
  });
  expect(res.statusCode).toBe(202);
  return { a, b, project, sender, receiver, id: res.json().id as string };
}

const accept = (headers: Record<string, string>, id: string, targetUserAccountId: number) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/incoming/${id}/accept`,
    headers,
    payload: { targetUserAccountId, languageCode: 'en-us' },
  });
const reject = (headers: Record<string, string>, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/incoming/${id}/reject`,
    headers,
    payload: { languageCode: 'en-us' },
  });
const revoke = (headers: Record<string, string>, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/outgoing/${id}/revoke`,
    headers,
    payload: { languageCode: 'en-us' },
  });

describe('POST .../incoming/{id}/accept', () => {
  it('moves the project, its revisions and content to the receiving subscription', async () => {
    const x = await pendingTransfer();
    const content = await insertContent(t.ctx, x.project.id);
    const revision = await insertProject(t.ctx, {
      subscriptionId: x.a.subscription.id,
      originalProjectId: x.project.id,
    });
    const member = await t.buildMember(x.a.subscription, ['ProjectMember'], { projectIds: [x.project.id] });
    await t.ctx.db.insert(invitations).values({
      key: `k-${x.id}`,
      subscriptionId: x.a.subscription.id,
      inviteeEmail: 'later@example.test',
      level: 'Observer',
      projectId: x.project.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });

    const res = await accept(x.receiver.headers, x.id, x.receiver.account.id);
    expect(res.statusCode).toBe(204);

    const moved = await t.ctx.db
      .select()
      .from(projects)
      .where(inArray(projects.id, [x.project.id, revision.id]));
    expect(moved.map((p) => p.subscriptionId)).toEqual([x.b.subscription.id, x.b.subscription.id]);
    expect(
      await t.ctx.db.select().from(viewpoints).where(eq(viewpoints.projectId, x.project.id)),
    ).toHaveLength(content.viewpoints.length);
    expect(
      await t.ctx.db.select().from(projectAccess).where(eq(projectAccess.userAccountId, member.account.id)),
    ).toEqual([]);
    const [invitation] = await t.ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.key, `k-${x.id}`));
    expect(invitation!.status).toBe('Revoked');
    const [transfer] = await t.ctx.db
      .select()
      .from(ownershipTransfers)
      .where(eq(ownershipTransfers.id, x.id));
    expect(transfer).toMatchObject({ status: 'Accepted', acceptedIntoSubscriptionId: x.b.subscription.id });

    const receiverList = (await t.app.inject({ url: '/api/projects', headers: x.receiver.headers })).json();
    expect(receiverList.map((p: { id: number }) => p.id)).toEqual([x.project.id]);
    expect(receiverList[0].isPendingForOwnershipTransfer).toBe(false);
    expect(
      (await t.app.inject({ url: `/api/projects/${x.project.id}`, headers: x.sender.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `${BASE}/incoming`, headers: x.receiver.headers })).json()).toEqual([]);
    expect((await t.app.inject({ url: `${BASE}/outgoing`, headers: x.sender.headers })).json()).toEqual([]);
  });

  it('lets exactly one of several concurrent accepts win', async () => {
    const x = await pendingTransfer();
    const second = await t.buildSubscription();
    const { account: otherAccount } = await t.buildMember(second.subscription, ['Administrator'], {
      user: x.receiver.user,
    });
    const results = await Promise.all([
      accept(x.receiver.headers, x.id, x.receiver.account.id),
      accept(x.receiver.headers, x.id, otherAccount.id),
      accept(x.receiver.headers, x.id, x.receiver.account.id),
      accept(x.receiver.headers, x.id, otherAccount.id),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([204, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json().code).toBe('TransferRequestNotPending');
    const [transfer] = await t.ctx.db
      .select()
      .from(ownershipTransfers)
      .where(eq(ownershipTransfers.id, x.id));
    const [project] = await t.ctx.db.select().from(projects).where(eq(projects.id, x.project.id));
    expect(project!.subscriptionId).toBe(transfer!.acceptedIntoSubscriptionId);
  });

  it('answers 409 ProjectLimitReached when the receiving subscription is full, and stays pending', async () => {
    const x = await pendingTransfer({ receiverLimits: { projectLimit: 1 } });
    await insertProject(t.ctx, { subscriptionId: x.b.subscription.id });
    const res = await accept(x.receiver.headers, x.id, x.receiver.account.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ProjectLimitReached');
    const [transfer] = await t.ctx.db
      .select()
      .from(ownershipTransfers)
      .where(eq(ownershipTransfers.id, x.id));
    expect(transfer!.status).toBe('Pending');
  });

  it('answers 409 ProjectAlreadyOwned when accepting into the owning subscription', async () => {
    const x = await pendingTransfer();
    const ownAccount = await t.buildMember(x.a.subscription, ['Administrator'], { user: x.receiver.user });
    const res = await accept(x.receiver.headers, x.id, ownAccount.account.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ProjectAlreadyOwned');
  });

  it('refuses accounts that are not the caller’s or not Owner/Administrator, expired receivers, and strangers', async () => {
    const x = await pendingTransfer();
    expect((await accept(x.receiver.headers, x.id, x.sender.account.id)).statusCode).toBe(403);
    const c = await t.buildSubscription();
    const teamAccount = await t.buildMember(c.subscription, ['TeamMember'], { user: x.receiver.user });
    const denied = await accept(x.receiver.headers, x.id, teamAccount.account.id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(
      'Only Owners and Administrators can accept a project into a subscription.',
    );
    const stranger = await t.buildMember(c.subscription, ['Owner']);
    expect((await accept(stranger.headers, x.id, stranger.account.id)).statusCode).toBe(404);

    const y = await pendingTransfer({ receiverExpired: true });
    const expired = await accept(y.receiver.headers, y.id, y.receiver.account.id);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().detail).toBe('Your subscription has expired.');
  });
});

describe('reject and revoke', () => {
  it('reject: 204, then 409 TransferRequestNotPending for any further decision', async () => {
    const x = await pendingTransfer();
    expect((await reject(x.receiver.headers, x.id)).statusCode).toBe(204);
    const [row] = await t.ctx.db.select().from(ownershipTransfers).where(eq(ownershipTransfers.id, x.id));
    expect(row!.status).toBe('Rejected');
    for (const again of [
      await reject(x.receiver.headers, x.id),
      await accept(x.receiver.headers, x.id, x.receiver.account.id),
      await revoke(x.sender.headers, x.id),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('TransferRequestNotPending');
    }
    const project = (
      await t.app.inject({ url: `/api/projects/${x.project.id}`, headers: x.sender.headers })
    ).json();
    expect(project.isPendingForOwnershipTransfer).toBe(false);
    const single = await t.app.inject({ url: `${BASE}/incoming/${x.id}`, headers: x.receiver.headers });
    expect(single.json().status).toBe('Rejected');
  });

  it('revoke: by Owner, Administrator or TeamMember of the sender; 409 once not pending', async () => {
    const x = await pendingTransfer();
    const observer = await t.buildMember(x.a.subscription, ['Observer']);
    expect((await revoke(observer.headers, x.id)).statusCode).toBe(403);
    expect((await revoke(x.receiver.headers, x.id)).statusCode).toBe(404);
    expect((await reject(observer.headers, x.id)).statusCode).toBe(404);
    const admin = await t.buildMember(x.a.subscription, ['Administrator']);
    expect((await revoke(admin.headers, x.id)).statusCode).toBe(204);
    const again = await revoke(x.sender.headers, x.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TransferRequestNotPending');
    // A new request is possible once the old one is closed.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${x.project.id}/ownership-transfer`,
      headers: x.sender.headers,
      payload: { receivingUserEmailAddress: 'next@example.test' },
    });
    expect(res.statusCode).toBe(202);
    const team = await t.buildMember(x.a.subscription, ['TeamMember']);
    expect((await revoke(team.headers, res.json().id)).statusCode).toBe(204);
  });

  it('the receiver reads a revoked transfer with its status and when it was decided', async () => {
    const x = await pendingTransfer();
    const read = () => t.app.inject({ url: `${BASE}/incoming/${x.id}`, headers: x.receiver.headers });
    expect((await read()).json()).toMatchObject({ status: 'Pending', decisionDateTime: null });
    const before = Date.now();
    expect((await revoke(x.sender.headers, x.id)).statusCode).toBe(204);
    const after = (await read()).json();
    expect(after.status).toBe('Revoked');
    expect(Date.parse(after.decisionDateTime)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('deleting the project removes its pending transfer', async () => {
    const x = await pendingTransfer();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/projects/${x.project.id}`,
          headers: x.sender.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `${BASE}/incoming`, headers: x.receiver.headers })).json()).toEqual([]);
  });
});
