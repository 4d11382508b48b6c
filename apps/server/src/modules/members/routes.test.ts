import type { Role } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, userAccounts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (id?: number) => `/api/subscriptions/current/members${id === undefined ? '' : `/${id}`}`;

async function team() {
  const { subscription } = await t.buildSubscription({ limits: { teamMemberLimit: 3 } });
  const [project] = await t.ctx.db
    .insert(projects)
    .values({ subscriptionId: subscription.id, name: 'P' })
    .returning();
  const member = (roles: Role[], projectIds: number[] = []) =>
    t.buildMember(subscription, roles, { projectIds });
  return { subscription, project: project!, member };
}

describe('GET /api/subscriptions/current/members', () => {
  it('lists by role rank, hides PublicSpectator, pages with Offset/Limit and X-Total-Count', async () => {
    const { project, member } = await team();
    const observer = await member(['Observer'], [project.id]);
    await member(['PublicSpectator']);
    const support = await member(['SupportStaff']);
    const pm = await member(['ProjectMember'], [project.id]);
    const tm = await member(['TeamMember']);
    const admin = await member(['Administrator']);
    const owner = await member(['Owner']);

    const res = await t.app.inject({ url: url(), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('6');
    const body = res.json();
    expect(body.map((m: { userAccountId: number }) => m.userAccountId)).toEqual(
      [owner, admin, tm, pm, observer, support].map((m) => m.account.id),
    );
    expect(body[3]).toEqual({
      userAccountId: pm.account.id,
      userId: pm.user.id,
      emailAddress: pm.user.email,
      firstName: pm.user.firstName,
      lastName: pm.user.lastName,
      roles: ['ProjectMember'],
      hasAvatar: false,
      avatarDownloadUrl: null,
      projectIds: [project.id],
      abilities: { remove: true, updateRoles: true },
    });

    const page = await t.app.inject({ url: `${url()}?Offset=1&Limit=2`, headers: owner.headers });
    expect(page.headers['x-total-count']).toBe('6');
    expect(page.json().map((m: { userAccountId: number }) => m.userAccountId)).toEqual([
      admin.account.id,
      tm.account.id,
    ]);
  });

  it.each([
    ['TeamMember', 200],
    ['Administrator', 200],
    ['SupportStaff', 200],
    ['ProjectMember', 403],
    ['Observer', 403],
  ] as const)('answers %s with %i', async (role, status) => {
    const { member } = await team();
    const { headers } = await member([role]);
    expect((await t.app.inject({ url: url(), headers })).statusCode).toBe(status);
  });
});

describe('GET /api/subscriptions/current/members/{userAccountId}', () => {
  it('gets a member of the subscription and answers 404 for one of another subscription', async () => {
    const a = await team();
    const b = await team();
    const owner = await a.member(['Owner']);
    const tm = await a.member(['TeamMember']);
    const stranger = await b.member(['TeamMember']);
    const res = await t.app.inject({ url: url(tm.account.id), headers: owner.headers });
    expect(res.json()).toMatchObject({ userAccountId: tm.account.id, roles: ['TeamMember'] });
    const foreign = await t.app.inject({ url: url(stranger.account.id), headers: owner.headers });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('PUT /api/subscriptions/current/members/{userAccountId}', () => {
  const put = (id: number, headers: Record<string, string>, roles: Role[]) =>
    t.app.inject({ method: 'PUT', url: url(id), headers, payload: { roles } });

  it('lets the Owner change roles', async () => {
    const { member } = await team();
    const owner = await member(['Owner']);
    const observer = await member(['Observer']);
    const res = await put(observer.account.id, owner.headers, ['ProjectMember']);
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['ProjectMember']);
    const [row] = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.id, observer.account.id));
    expect(row!.roles).toEqual(['ProjectMember']);
  });

  it.each(['TeamMember', 'SupportStaff', 'ProjectMember', 'Observer'] as const)(
    'refuses %s (403)',
    async (role) => {
      const { member } = await team();
      const caller = await member([role]);
      const target = await member(['Observer']);
      const res = await put(target.account.id, caller.headers, ['ProjectMember']);
      expect(res.statusCode).toBe(403);
    },
  );

  it('keeps the staff roles for Administrators and never takes the last Owner', async () => {
    const { member } = await team();
    const owner = await member(['Owner']);
    const admin = await member(['Administrator']);
    const tm = await member(['TeamMember']);
    expect((await put(tm.account.id, owner.headers, ['SupportStaff'])).statusCode).toBe(403);
    expect((await put(tm.account.id, admin.headers, ['TeamMember', 'SupportStaff'])).statusCode).toBe(200);
    expect((await put(tm.account.id, owner.headers, ['PublicSpectator'])).statusCode).toBe(403);
    const last = await put(owner.account.id, admin.headers, ['TeamMember']);
    expect(last.statusCode).toBe(403);
    expect(last.json().detail).toContain('last Owner');
    await put(tm.account.id, admin.headers, ['Owner', 'SupportStaff']);
    expect((await put(owner.account.id, owner.headers, ['TeamMember'])).statusCode).toBe(200);
  });

  it('takes a seat of the new level: 409 TeamMemberLimitReached when none is free', async () => {
    const { member } = await team(); // team-member limit 3, the Owner included
    const owner = await member(['Owner']);
    await member(['TeamMember']);
    const observer = await member(['Observer']);
    const other = await member(['Observer']);
    expect((await put(observer.account.id, owner.headers, ['TeamMember'])).statusCode).toBe(200);
    const res = await put(other.account.id, owner.headers, ['TeamMember']);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TeamMemberLimitReached');
  });

  it('validates the roles (400) and answers 404 for another subscription', async () => {
    const a = await team();
    const b = await team();
    const owner = await a.member(['Owner']);
    const target = await a.member(['Observer']);
    const stranger = await b.member(['Observer']);
    expect((await put(target.account.id, owner.headers, [])).statusCode).toBe(400);
    expect((await put(target.account.id, owner.headers, ['Observer', 'Observer'])).statusCode).toBe(400);
    expect((await put(stranger.account.id, owner.headers, ['ProjectMember'])).statusCode).toBe(404);
  });
});

describe('DELETE /api/subscriptions/current/members/{userAccountId}', () => {
  const del = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: url(id), headers });

  it('removes a member (204) and never the caller itself (409 CannotDeleteSelf)', async () => {
    const { member } = await team();
    const owner = await member(['Owner']);
    const tm = await member(['TeamMember']);
    expect((await del(tm.account.id, owner.headers)).statusCode).toBe(204);
    const gone = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.id, tm.account.id));
    expect(gone).toHaveLength(0);
    const self = await del(owner.account.id, owner.headers);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('CannotDeleteSelf');
  });

  // Spec section 6: who may remove whom.
  const cases: Array<[Role, Role, number]> = [
    ['Owner', 'Owner', 204],
    ['Owner', 'Administrator', 204],
    ['Administrator', 'TeamMember', 204],
    ['TeamMember', 'ProjectMember', 204],
    ['TeamMember', 'Observer', 204],
    ['TeamMember', 'TeamMember', 403],
    ['TeamMember', 'Administrator', 403],
    ['TeamMember', 'Owner', 403],
    ['SupportStaff', 'TeamMember', 204],
    ['SupportStaff', 'SupportStaff', 204],
    ['SupportStaff', 'Administrator', 403],
    ['SupportStaff', 'Owner', 403],
    ['ProjectMember', 'Observer', 403],
    ['Observer', 'Observer', 403],
  ];
  it.each(cases)('%s removing %s answers %i', async (callerRole, targetRole, status) => {
    const { member } = await team();
    await member(['Owner']);
    const caller = await member([callerRole]);
    const target = await member([targetRole]);
    expect((await del(target.account.id, caller.headers)).statusCode).toBe(status);
  });

  it('keeps the last Owner and answers 404 for a member of another subscription', async () => {
    const a = await team();
    const b = await team();
    const owner = await a.member(['Owner']);
    const admin = await a.member(['Administrator']);
    const stranger = await b.member(['Observer']);
    expect((await del(owner.account.id, admin.headers)).statusCode).toBe(403);
    expect((await del(stranger.account.id, owner.headers)).statusCode).toBe(404);
  });
});
