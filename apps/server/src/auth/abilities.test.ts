import { may, mayRemoveRoles, type Role } from '@vantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownershipTransfers } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { insertProject } from '../test/project-fixtures.js';

/** The abilities the answers carry come from the same table `authorize` enforces. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROLES: Role[] = ['Owner', 'Administrator', 'TeamMember', 'SupportStaff'];

describe('abilities in the answers', () => {
  it.each(ROLES)('members, presentations and outgoing transfers carry what %s may do', async (role) => {
    const { subscription } = await t.buildSubscription();
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
    await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: project.id,
      publicationKey: `k-${project.id}`,
      published: true,
    });
    const [transfer] = await t.ctx.db
      .insert(ownershipTransfers)
      .values({
        projectId: project.id,
        fromSubscriptionId: subscription.id,
        requestedByEmail: 'a@example.test',
        targetEmail: 'b@example.test',
      })
      .returning();
    const me = await t.buildMember(subscription, [role]);
    const admin = await t.buildMember(subscription, ['Administrator']);
    const observer = await t.buildMember(subscription, ['Observer']);
    const actor = { roles: [role], isExpired: false };

    const members = await t.app.inject({ url: '/api/subscriptions/current/members', headers: me.headers });
    expect(members.statusCode).toBe(200);
    const byId = new Map(
      members
        .json()
        .map((m: { userAccountId: number; abilities: unknown }) => [m.userAccountId, m.abilities]),
    );
    expect(byId.get(me.account.id)).toMatchObject({ remove: false });
    for (const target of [admin, observer])
      expect(byId.get(target.account.id)).toEqual({
        remove: mayRemoveRoles([role], target.account.roles),
        updateRoles: may(actor, 'member.updateRoles'),
      });

    const presentations = await t.app.inject({
      url: '/api/projects/published-projects',
      headers: me.headers,
    });
    expect(presentations.json()[0].abilities).toEqual({
      publish: may(actor, 'project.present'),
      update: may(actor, 'project.present'),
      depublish: may(actor, 'project.depublish'),
      delete: may(actor, 'project.delete'),
      embed: may(actor, 'project.embed'),
    });

    const outgoing = await t.app.inject({
      url: `/api/projects/ownership-transfers/outgoing/${transfer!.id}`,
      headers: me.headers,
    });
    if (may(actor, 'transfer.readOutgoing'))
      expect(outgoing.json().abilities).toEqual({ revoke: may(actor, 'transfer.revoke') });
    else expect(outgoing.statusCode).toBe(403);
  });
});
