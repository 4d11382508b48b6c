import type { Role } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, mails, projects } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ INVITATION_DAYS: '7' });
});
afterAll(() => t.close());

const TEMPLATE = 'http://localhost:5173/invitation/{invitationKey}';
let n = 0;
const email = () => `invitee-${Date.now()}-${n++}@example.test`;

async function team(
  limits: Partial<{ teamMemberLimit: number; projectMemberLimit: number; observerLimit: number }> = {},
  expiresAt?: Date,
) {
  const { subscription, customer } = await t.buildSubscription({
    customerName: 'Invite Co',
    limits,
    expiresAt,
  });
  const [project] = await t.ctx.db
    .insert(projects)
    .values({ subscriptionId: subscription.id, name: 'Hilltop' })
    .returning();
  const owner = await t.buildMember(subscription, ['Owner']);
  return { subscription, customer, project: project!, owner };
}

const inviteAs = (
  path: 'members' | 'project-members' | 'observers',
  headers: Record<string, string>,
  body: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invitations/${path}`,
    headers,
    payload: { activationUrlTemplate: TEMPLATE, languageCode: 'en-us', ...body },
  });

describe('POST /api/invitations/{members,project-members,observers}', () => {
  it('invites a team member: 202, stored Pending with a long random key, mailed with the activation link', async () => {
    const { subscription, owner } = await team();
    const to = email();
    const before = Date.now();
    const res = await inviteAs('members', owner.headers, { inviteeEmailAddress: to });
    expect(res.statusCode).toBe(202);
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, res.json().id));
    expect(row).toMatchObject({
      subscriptionId: subscription.id,
      inviteeEmail: to,
      level: 'TeamMember',
      projectId: null,
      status: 'Pending',
      invitedByUserAccountId: owner.account.id,
    });
    expect(Buffer.from(row!.key, 'base64url').length).toBeGreaterThanOrEqual(16);
    const days = (row!.expiresAt.getTime() - before) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    await t.drainMail();
    const [mail] = await t.ctx.db.select().from(mails).where(eq(mails.to, to));
    expect(mail!.subject).toBe('Invitation to Invite Co on Vantage');
    expect(mail!.text).toContain(`http://localhost:5173/invitation/${row!.key}`);
  });

  it.each([
    ['project-members', 'ProjectMember'],
    ['observers', 'Observer'],
  ] as const)('invites to a project via %s', async (path, level) => {
    const { project, owner } = await team();
    const to = email();
    const res = await inviteAs(path, owner.headers, { inviteeEmailAddress: to, projectId: project.id });
    expect(res.statusCode).toBe(202);
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, res.json().id));
    expect(row).toMatchObject({ level, projectId: project.id });
    await t.drainMail();
    const [mail] = await t.ctx.db.select().from(mails).where(eq(mails.to, to));
    expect(mail!.text).toContain('Hilltop');
  });

  it('requires a project for project members and observers (400) and one of the subscription (404)', async () => {
    const { owner } = await team();
    const other = await team();
    for (const path of ['project-members', 'observers'] as const) {
      const missing = await inviteAs(path, owner.headers, { inviteeEmailAddress: email() });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toContain('projectId');
      const foreign = await inviteAs(path, owner.headers, {
        inviteeEmailAddress: email(),
        projectId: other.project.id,
      });
      expect(foreign.statusCode).toBe(404);
    }
  });

  it('validates the e-mail and the activation URL template (400)', async () => {
    const { owner } = await team();
    expect(
      (await inviteAs('members', owner.headers, { inviteeEmailAddress: 'not-an-email' })).statusCode,
    ).toBe(400);
    const bad = await inviteAs('members', owner.headers, {
      inviteeEmailAddress: email(),
      activationUrlTemplate: 'http://localhost/accept?key={invitationKey}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('/invitation/{invitationKey}');
  });

  it.each([
    ['TeamMember', 202],
    ['Administrator', 403],
    ['SupportStaff', 403],
    ['ProjectMember', 403],
    ['Observer', 403],
  ] as const)('lets %s invite: %i', async (role, status) => {
    const { subscription } = await team();
    const caller = await t.buildMember(subscription, [role as Role]);
    const res = await inviteAs('members', caller.headers, { inviteeEmailAddress: email() });
    expect(res.statusCode).toBe(status);
  });

  it('refuses inviting while the subscription is expired (403)', async () => {
    const { owner } = await team({}, new Date(Date.now() - 1000));
    const res = await inviteAs('members', owner.headers, { inviteeEmailAddress: email() });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your subscription has expired.');
  });

  it('answers 409 CannotInviteSelf', async () => {
    const { owner } = await team();
    const res = await inviteAs('members', owner.headers, {
      inviteeEmailAddress: owner.user.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CannotInviteSelf');
  });

  it('answers 409 InvitationAlreadyPendingForEmailAddress, but not once the pending one expired', async () => {
    const { owner, project } = await team();
    const to = email();
    const first = await inviteAs('members', owner.headers, { inviteeEmailAddress: to });
    const again = await inviteAs('observers', owner.headers, {
      inviteeEmailAddress: to.toUpperCase(),
      projectId: project.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('InvitationAlreadyPendingForEmailAddress');
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, first.json().id));
    const renewed = await inviteAs('members', owner.headers, { inviteeEmailAddress: to });
    expect(renewed.statusCode).toBe(202);
    const [old] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, first.json().id));
    expect(old!.status).toBe('Revoked');
  });

  it('answers 409 InvitationsNotAllowed when the invitation would give a member nothing', async () => {
    const { subscription, owner, project } = await team();
    const tm = await t.buildMember(subscription, ['TeamMember']);
    const pm = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [project.id] });
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const code = async (path: 'members' | 'project-members' | 'observers', to: string) => {
      const res = await inviteAs(path, owner.headers, { inviteeEmailAddress: to, projectId: project.id });
      return res.statusCode === 409 ? res.json().code : res.statusCode;
    };
    expect(await code('observers', tm.user.email)).toBe('InvitationsNotAllowed');
    expect(await code('members', tm.user.email)).toBe('InvitationsNotAllowed');
    expect(await code('project-members', pm.user.email)).toBe('InvitationsNotAllowed');
    expect(await code('observers', pm.user.email)).toBe('InvitationsNotAllowed');
    expect(await code('observers', observer.user.email)).toBe('InvitationsNotAllowed');
    // An upgrade is an invitation that adds something.
    expect(await code('project-members', observer.user.email)).toBe(202);
    expect(await code('members', pm.user.email)).toBe(202);
  });

  it.each([
    ['members', 'teamMemberLimit', 'TeamMemberLimitReached'],
    ['project-members', 'projectMemberLimit', 'ProjectMemberLimitReached'],
    ['observers', 'observerLimit', 'ObserverLimitReached'],
  ] as const)('answers 409 at the limit: %s -> %s', async (path, limit, code) => {
    // The Owner takes a team-member seat, so a limit of 2 leaves one team-member invitation.
    const { owner, project } = await team({ [limit]: path === 'members' ? 2 : 1 });
    const first = await inviteAs(path, owner.headers, {
      inviteeEmailAddress: email(),
      projectId: project.id,
    });
    expect(first.statusCode).toBe(202);
    const res = await inviteAs(path, owner.headers, { inviteeEmailAddress: email(), projectId: project.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(code);
  });

  it('never passes a limit under 20 concurrent invitations', async () => {
    const { subscription, owner, project } = await team({ observerLimit: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        inviteAs('observers', owner.headers, { inviteeEmailAddress: email(), projectId: project.id }),
      ),
    );
    const accepted = results.filter((r) => r.statusCode === 202);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(new Set(refused.map((r) => r.json().code))).toEqual(new Set(['ObserverLimitReached']));
    const stored = await t.ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.subscriptionId, subscription.id));
    expect(stored).toHaveLength(5);
  });

  it('creates one invitation for 20 concurrent invitations of the same address', async () => {
    const { subscription, owner } = await team({ teamMemberLimit: 50 });
    const to = email();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => inviteAs('members', owner.headers, { inviteeEmailAddress: to })),
    );
    expect(results.filter((r) => r.statusCode === 202)).toHaveLength(1);
    const codes = new Set(results.filter((r) => r.statusCode !== 202).map((r) => r.json().code));
    expect(codes).toEqual(new Set(['InvitationAlreadyPendingForEmailAddress']));
    const stored = await t.ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.subscriptionId, subscription.id));
    expect(stored).toHaveLength(1);
  });
});
