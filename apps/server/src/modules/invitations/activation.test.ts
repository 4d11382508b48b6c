import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, mails, projectAccess, projects, userAccounts } from '../../db/schema/index.js';
import type { DomainEvent } from '../../events/bus.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => t.close());

const TEMPLATE = 'http://localhost:5173/invitation/{invitationKey}';
const LOGIN = 'http://localhost:5173/login';

async function setup(level: 'members' | 'project-members' | 'observers' = 'members') {
  const { subscription } = await t.buildSubscription({ customerName: 'Accept Co' });
  const [project] = await t.ctx.db
    .insert(projects)
    .values({ subscriptionId: subscription.id, name: 'Ridge' })
    .returning();
  await t.ctx.db.insert(projects).values({ subscriptionId: subscription.id, name: 'Other' });
  const owner = await t.buildMember(subscription, ['Owner']);
  const invitee = await t.buildUser();
  const headers = { authorization: `Bearer ${await t.tokenFor(invitee)}` };
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${level}`,
    headers: owner.headers,
    payload: { inviteeEmailAddress: invitee.email, activationUrlTemplate: TEMPLATE, projectId: project!.id },
  });
  expect(res.statusCode).toBe(202);
  const [invitation] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, res.json().id));
  return { subscription, project: project!, owner, invitee, headers, invitation: invitation! };
}

const accept = (headers: Record<string, string>, activationKey: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations/activations/accept',
    headers,
    payload: { activationKey, loginUrl: LOGIN, languageCode: 'en-us' },
  });
const decline = (headers: Record<string, string>, activationKey: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations/activations/decline',
    headers,
    payload: { activationKey },
  });

describe('POST /api/invitations/activations/accept', () => {
  it('gives a team member the role in that subscription (204) and marks the invitation accepted', async () => {
    const { subscription, invitee, headers, invitation } = await setup('members');
    events.length = 0;
    const res = await accept(headers, invitation.key);
    expect(res.statusCode).toBe(204);
    const [account] = await t.ctx.db
      .select()
      .from(userAccounts)
      .where(and(eq(userAccounts.userId, invitee.id), eq(userAccounts.subscriptionId, subscription.id)));
    expect(account!.roles).toEqual(['TeamMember']);
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.status).toBe('Accepted');
    expect(row!.activatedAt).toBeInstanceOf(Date);
    const accounts = await t.app.inject({ url: '/api/user-accounts', headers });
    expect(accounts.json()[0]).toMatchObject({ customerName: 'Accept Co', roles: ['TeamMember'] });
    expect(events.map((e) => [e.name, (e.args[0] as { kind: string }).kind])).toEqual([
      ['OnItemUpdated', 'invitation'],
      ['OnItemAdded', 'member'],
    ]);
    expect(events[1]!.groups).toEqual([`subscription:${subscription.id}`, `user:${invitee.id}`]);
    await t.drainMail();
    const welcome = await t.ctx.db.select().from(mails).where(eq(mails.to, invitee.email));
    expect(welcome.some((m) => m.text.includes(LOGIN))).toBe(true);
  });

  it.each([
    ['project-members', 'ProjectMember'],
    ['observers', 'Observer'],
  ] as const)('gives %s access to that project only', async (path, role) => {
    const { subscription, invitee, headers, invitation, project } = await setup(path);
    expect((await accept(headers, invitation.key)).statusCode).toBe(204);
    const [account] = await t.ctx.db
      .select()
      .from(userAccounts)
      .where(and(eq(userAccounts.userId, invitee.id), eq(userAccounts.subscriptionId, subscription.id)));
    expect(account!.roles).toEqual([role]);
    const access = await t.ctx.db
      .select()
      .from(projectAccess)
      .where(eq(projectAccess.userAccountId, account!.id));
    expect(access.map((a) => a.projectId)).toEqual([project.id]);
  });

  it('upgrades an observer invited as project member and keeps its other projects', async () => {
    const { subscription, owner, project } = await setup('observers');
    const [second] = await t.ctx.db
      .insert(projects)
      .values({ subscriptionId: subscription.id, name: 'Second' })
      .returning();
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/project-members',
      headers: owner.headers,
      payload: {
        inviteeEmailAddress: observer.user.email,
        activationUrlTemplate: TEMPLATE,
        projectId: second!.id,
      },
    });
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, invited.json().id));
    expect((await accept({ authorization: observer.headers.authorization }, row!.key)).statusCode).toBe(204);
    const [account] = await t.ctx.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.id, observer.account.id));
    expect(account!.roles).toEqual(['ProjectMember']);
    const access = await t.ctx.db
      .select()
      .from(projectAccess)
      .where(eq(projectAccess.userAccountId, account!.id));
    expect(access.map((a) => a.projectId).sort()).toEqual([project.id, second!.id].sort());
  });

  it('answers 409 AlreadyActivated for an accepted or declined invitation', async () => {
    const a = await setup();
    await accept(a.headers, a.invitation.key);
    const again = await accept(a.headers, a.invitation.key);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AlreadyActivated');
    const b = await setup();
    await decline(b.headers, b.invitation.key);
    const afterDecline = await accept(b.headers, b.invitation.key);
    expect(afterDecline.json().code).toBe('AlreadyActivated');
  });

  it('answers 409 KeyExpired for an expired or revoked invitation', async () => {
    const a = await setup();
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, a.invitation.id));
    const expired = await accept(a.headers, a.invitation.key);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('KeyExpired');
    const b = await setup();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${b.invitation.id}`,
      headers: b.owner.headers,
    });
    expect((await accept(b.headers, b.invitation.key)).json().code).toBe('KeyExpired');
  });

  it('answers 404 for an unknown key and 403 for an invitation sent to someone else', async () => {
    const { invitation } = await setup();
    const stranger = await t.buildUser();
    const headers = { authorization: `Bearer ${await t.tokenFor(stranger)}` };
    expect((await accept(headers, 'no-such-key')).statusCode).toBe(404);
    expect((await accept(headers, invitation.key)).statusCode).toBe(403);
    expect((await decline(headers, invitation.key)).statusCode).toBe(403);
  });

  it('accepts once under 10 concurrent accepts', async () => {
    const { subscription, invitee, headers, invitation } = await setup();
    const results = await Promise.all(Array.from({ length: 10 }, () => accept(headers, invitation.key)));
    expect(results.filter((r) => r.statusCode === 204)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const accounts = await t.ctx.db
      .select()
      .from(userAccounts)
      .where(and(eq(userAccounts.userId, invitee.id), eq(userAccounts.subscriptionId, subscription.id)));
    expect(accounts).toHaveLength(1);
  });
});

describe('POST /api/invitations/activations/decline', () => {
  it('declines (204) without giving a role; a second decline answers AlreadyActivated', async () => {
    const { subscription, invitee, headers, invitation } = await setup();
    expect((await decline(headers, invitation.key)).statusCode).toBe(204);
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.status).toBe('Declined');
    const accounts = await t.ctx.db
      .select()
      .from(userAccounts)
      .where(and(eq(userAccounts.userId, invitee.id), eq(userAccounts.subscriptionId, subscription.id)));
    expect(accounts).toHaveLength(0);
    const again = await decline(headers, invitation.key);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AlreadyActivated');
  });

  it('answers KeyExpired for an expired invitation and 404 for an unknown key', async () => {
    const { headers, invitation } = await setup();
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));
    expect((await decline(headers, invitation.key)).json().code).toBe('KeyExpired');
    expect((await decline(headers, 'nope')).statusCode).toBe(404);
  });
});
