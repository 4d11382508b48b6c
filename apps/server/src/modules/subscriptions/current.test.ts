import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../../auth/authorize.js';
import { invitations, plannerObjects, projects, scenarios } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function addProject(subscriptionId: number, extra: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await t.ctx.db
    .insert(projects)
    .values({ subscriptionId, name: `P ${Math.random()}`, ...extra })
    .returning();
  return row!;
}

describe('GET /api/subscriptions/current', () => {
  it('answers the limits and the usage counted from real rows', async () => {
    const { subscription } = await t.buildSubscription({
      customerName: 'Usage Co',
      typeKey: 'wind-planner',
      limits: { projectLimit: 7 },
    });
    const owner = await t.buildMember(subscription, ['Owner']);
    await t.buildMember(subscription, ['TeamMember']);
    await t.buildMember(subscription, ['Administrator']); // staff: takes no seat
    const original = await addProject(subscription.id);
    await addProject(subscription.id);
    await addProject(subscription.id, { originalProjectId: original.id }); // revision
    await addProject(subscription.id, {
      originalProjectId: original.id,
      published: true,
      publicationKey: `k${Date.now()}`,
    });
    await addProject(subscription.id, {
      originalProjectId: original.id,
      published: false, // a presentation taken offline: still not a revision
      publicationKey: `offline${Date.now()}`,
    });
    await t.buildMember(subscription, ['ProjectMember'], { projectIds: [original.id] });
    await t.buildMember(subscription, ['Observer'], { projectIds: [original.id] });
    await t.buildMember(subscription, ['Observer'], { projectIds: [original.id] });
    const [scenario] = await t.ctx.db
      .insert(scenarios)
      .values({ projectId: original.id, name: 'S' })
      .returning();
    await t.ctx.db.insert(plannerObjects).values(
      [1, 2, 3].map((n) => ({
        projectId: original.id,
        scenarioId: scenario!.id,
        name: `T${n}`,
        layout: 'Point' as const,
        plannerObjectTypeId: 1,
      })),
    );
    const expiresAt = new Date(Date.now() + DAY);
    const pending = { subscriptionId: subscription.id, expiresAt, key: '' };
    await t.ctx.db.insert(invitations).values([
      { ...pending, key: `a${Date.now()}`, inviteeEmail: 'a@x.test', level: 'TeamMember' },
      {
        ...pending,
        key: `b${Date.now()}`,
        inviteeEmail: 'b@x.test',
        level: 'Observer',
        projectId: original.id,
      },
      // expired and accepted invitations hold no seat
      {
        ...pending,
        key: `c${Date.now()}`,
        inviteeEmail: 'c@x.test',
        level: 'Observer',
        expiresAt: new Date(Date.now() - DAY),
      },
      { ...pending, key: `d${Date.now()}`, inviteeEmail: 'd@x.test', level: 'Observer', status: 'Accepted' },
    ]);

    const res = await t.app.inject({ url: '/api/subscriptions/current', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      subscriptionKey: subscription.key,
      subscriptionTypeName: 'Wind Planner',
      currentPlanId: 'wind-planner',
      customerName: 'Usage Co',
      isTrial: false,
      isExpired: false,
      expiresAt: null,
      teamMemberLimit: 6,
      teamMembersUsed: 3,
      projectMemberLimit: 10,
      projectMembersUsed: 1,
      observerLimit: 20,
      observersUsed: 3,
      projectLimit: 7,
      projectsUsed: 2,
      plannerObjectLimit: 5000,
      plannerObjectsUsed: 3,
      revisionsLimit: 50,
      revisionsUsed: 1,
      panoramaAICreditsLimit: 100,
      panoramaAICreditsUsed: 0,
    });
  });

  it('reports expiry', async () => {
    const expiresAt = new Date(Date.now() - 1000);
    const { subscription } = await t.buildSubscription({ isTrial: true, expiresAt });
    const { headers } = await t.buildMember(subscription, ['TeamMember']);
    const res = await t.app.inject({ url: '/api/subscriptions/current', headers });
    expect(res.json()).toMatchObject({ isExpired: true, isTrial: true, expiresAt: expiresAt.toISOString() });
  });

  it.each([
    ['Administrator', 200],
    ['SupportStaff', 200],
    ['ProjectMember', 403],
    ['Observer', 403],
  ] as const)('answers %s with %i', async (role, status) => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, [role]);
    const res = await t.app.inject({ url: '/api/subscriptions/current', headers });
    expect(res.statusCode).toBe(status);
  });

  it('refuses a subscription the caller is not a member of', async () => {
    const mine = await t.buildSubscription();
    const other = await t.buildSubscription();
    const { headers } = await t.buildMember(mine.subscription, ['Owner']);
    const res = await t.app.inject({
      url: '/api/subscriptions/current',
      headers: { ...headers, 'x-subscription-key': other.subscription.key },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/subscriptions/current/status', () => {
  it('answers NotExpired and Expired for Owner and TeamMember', async () => {
    const live = await t.buildSubscription({ expiresAt: new Date(Date.now() + DAY) });
    const owner = await t.buildMember(live.subscription, ['Owner']);
    const ok = await t.app.inject({ url: '/api/subscriptions/current/status', headers: owner.headers });
    expect(ok.json()).toEqual({ status: 'NotExpired', isExpired: false });

    const expired = await t.buildSubscription({ expiresAt: new Date(Date.now() - DAY) });
    const team = await t.buildMember(expired.subscription, ['TeamMember']);
    const res = await t.app.inject({ url: '/api/subscriptions/current/status', headers: team.headers });
    expect(res.json()).toEqual({ status: 'Expired', isExpired: true });
  });

  it('answers Unknown when the selected subscription is not one of the caller or none is selected', async () => {
    const mine = await t.buildSubscription();
    const other = await t.buildSubscription();
    const { headers } = await t.buildMember(mine.subscription, ['Owner']);
    const foreign = await t.app.inject({
      url: '/api/subscriptions/current/status',
      headers: { ...headers, 'x-subscription-key': other.subscription.key },
    });
    expect(foreign.json()).toEqual({ status: 'Unknown', isExpired: false });
    const none = await t.app.inject({
      url: '/api/subscriptions/current/status',
      headers: { authorization: headers.authorization },
    });
    expect(none.json()).toEqual({ status: 'Unknown', isExpired: false });
  });

  it.each(['Administrator', 'ProjectMember', 'Observer', 'SupportStaff'] as const)(
    'refuses %s (403)',
    async (role) => {
      const { subscription } = await t.buildSubscription();
      const { headers } = await t.buildMember(subscription, [role]);
      const res = await t.app.inject({ url: '/api/subscriptions/current/status', headers });
      expect(res.statusCode).toBe(403);
    },
  );
});

describe('the expiry rule in authorize', () => {
  it('passes a live subscription and refuses an expired one with a clear message, after the role', () => {
    const owner = { roles: ['Owner'] as const };
    expect(() => authorize({ ...owner, isExpired: false }, 'project.create')).not.toThrow();
    expect(() => authorize({ ...owner, isExpired: true }, 'project.create')).toThrow(
      'Your subscription has expired.',
    );
    expect(() => authorize({ roles: ['Observer'], isExpired: true }, 'project.create')).toThrow(
      'Only Owners, Administrators and Team members can create projects.',
    );
    expect(() => authorize({ ...owner, isExpired: true }, 'transfer.revoke')).not.toThrow();
  });
});
