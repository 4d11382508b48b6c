import type { Role } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, projects } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
let n = 0;
const email = () => `log-${Date.now()}-${n++}@example.test`;

async function team(customerName = 'Log Co') {
  const { subscription } = await t.buildSubscription({ customerName });
  const [project] = await t.ctx.db
    .insert(projects)
    .values({ subscriptionId: subscription.id, name: 'Dune Park' })
    .returning();
  const owner = await t.buildMember(subscription, ['Owner']);
  const add = async (values: Partial<typeof invitations.$inferInsert> = {}) => {
    const [row] = await t.ctx.db
      .insert(invitations)
      .values({
        key: `key-${Date.now()}-${n++}`,
        subscriptionId: subscription.id,
        inviteeEmail: email(),
        level: 'TeamMember',
        expiresAt: new Date(Date.now() + DAY),
        ...values,
      })
      .returning();
    return row!;
  };
  return { subscription, project: project!, owner, add };
}

describe('GET /api/invitations (invite log)', () => {
  it('lists pending, accepted, declined and expired invitations newest first, without revoked ones', async () => {
    const { owner, project, add } = await team();
    const accepted = await add({
      status: 'Accepted',
      activatedAt: new Date(),
      inviteAt: new Date(Date.now() - 4000),
    });
    const expired = await add({
      expiresAt: new Date(Date.now() - 1000),
      inviteAt: new Date(Date.now() - 3000),
    });
    const declined = await add({ status: 'Declined', inviteAt: new Date(Date.now() - 2000) });
    await add({ status: 'Revoked', inviteAt: new Date(Date.now() - 1500) });
    const pending = await add({
      level: 'Observer',
      projectId: project.id,
      inviteAt: new Date(Date.now() - 1000),
    });

    const res = await t.app.inject({ url: '/api/invitations', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    const body = res.json();
    expect(body.map((i: { id: number }) => i.id)).toEqual([pending.id, declined.id, expired.id, accepted.id]);
    expect(body[0]).toEqual({
      id: pending.id,
      inviteeEmailAddress: pending.inviteeEmail,
      inviteDateTime: pending.inviteAt.toISOString(),
      activationDateTime: null,
      expirationDateTime: pending.expiresAt.toISOString(),
      activated: false,
      isExpired: false,
      invitationLevel: 'Observer',
      projectId: project.id,
      status: 'Pending',
      mailFailed: false,
    });
    expect(body[2]).toMatchObject({ isExpired: true, activated: false, status: 'Pending' });
    expect(body[3]).toMatchObject({ activated: true, isExpired: false, status: 'Accepted' });

    const page = await t.app.inject({ url: '/api/invitations?Offset=1&Limit=1', headers: owner.headers });
    expect(page.json().map((i: { id: number }) => i.id)).toEqual([declined.id]);
  });

  it.each([
    ['TeamMember', 200],
    ['Administrator', 200],
    ['SupportStaff', 200],
    ['ProjectMember', 403],
    ['Observer', 403],
  ] as const)('answers %s with %i', async (role, status) => {
    const { subscription } = await team();
    const caller = await t.buildMember(subscription, [role as Role]);
    expect((await t.app.inject({ url: '/api/invitations', headers: caller.headers })).statusCode).toBe(
      status,
    );
  });
});

describe('GET and DELETE /api/invitations/{id}', () => {
  it('gets one of the subscription; another subscription answers 404', async () => {
    const a = await team();
    const b = await team();
    const mine = await a.add();
    const theirs = await b.add();
    const res = await t.app.inject({ url: `/api/invitations/${mine.id}`, headers: a.owner.headers });
    expect(res.json()).toMatchObject({ id: mine.id, status: 'Pending' });
    expect(
      (await t.app.inject({ url: `/api/invitations/${theirs.id}`, headers: a.owner.headers })).statusCode,
    ).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${theirs.id}`,
      headers: a.owner.headers,
    });
    expect(del.statusCode).toBe(404);
  });

  it('revokes a pending invitation: its key stops working and it leaves the log', async () => {
    const { owner, add } = await team();
    const pending = await add();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${pending.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, pending.id));
    expect(row!.status).toBe('Revoked');
    expect(
      (await t.app.inject({ url: `/api/invitations/${pending.id}`, headers: owner.headers })).statusCode,
    ).toBe(404);
  });

  it('cleans an accepted or declined invitation from the log', async () => {
    const { owner, add } = await team();
    for (const status of ['Accepted', 'Declined'] as const) {
      const used = await add({ status });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/invitations/${used.id}`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(204);
      expect(await t.ctx.db.select().from(invitations).where(eq(invitations.id, used.id))).toHaveLength(0);
    }
  });

  it('refuses project members and observers (403)', async () => {
    const { subscription, add } = await team();
    const pending = await add();
    for (const role of ['ProjectMember', 'Observer'] as const) {
      const caller = await t.buildMember(subscription, [role]);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/invitations/${pending.id}`,
        headers: caller.headers,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('GET /api/invitations/pending', () => {
  it("lists the caller's unexpired pending invitations across subscriptions, by e-mail", async () => {
    const invitee = await t.buildUser();
    const a = await team('Alpha Wind');
    const b = await team('Beta Solar');
    const first = await a.add({
      inviteeEmail: invitee.email.toUpperCase(),
      inviteAt: new Date(Date.now() - 5000),
    });
    const second = await b.add({
      inviteeEmail: invitee.email,
      level: 'ProjectMember',
      projectId: b.project.id,
    });
    // One pending invitation per address and subscription: the expired one lives elsewhere.
    const c = await team('Gamma Grid');
    await c.add({ inviteeEmail: invitee.email, expiresAt: new Date(Date.now() - 1000) });
    await b.add({ inviteeEmail: invitee.email, status: 'Declined' });
    await a.add(); // someone else's

    const headers = { authorization: `Bearer ${await t.tokenFor(invitee)}` };
    const res = await t.app.inject({ url: '/api/invitations/pending', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        key: second.key,
        customerName: 'Beta Solar',
        projectName: 'Dune Park',
        inviteDateTime: second.inviteAt.toISOString(),
        expirationDateTime: second.expiresAt.toISOString(),
        invitationLevel: 'ProjectMember',
      },
      expect.objectContaining({ key: first.key, customerName: 'Alpha Wind', projectName: null }),
    ]);
  });
});

describe('GET /api/invitations/by-key/{key}', () => {
  it('shows what the invitation is for and its state', async () => {
    const invitee = await t.buildUser();
    const headers = { authorization: `Bearer ${await t.tokenFor(invitee)}` };
    const { add, project } = await team('Keyed Co');
    const { add: addElsewhere } = await team('Keyed Co');
    const cases = [
      [await add({ inviteeEmail: invitee.email, level: 'Observer', projectId: project.id }), 'Pending', true],
      [
        await addElsewhere({ inviteeEmail: invitee.email, expiresAt: new Date(Date.now() - 1) }),
        'Expired',
        true,
      ],
      [await add({ inviteeEmail: invitee.email, status: 'Accepted' }), 'Accepted', true],
      [await add({ status: 'Revoked' }), 'Revoked', false],
    ] as const;
    for (const [row, status, mine] of cases) {
      const res = await t.app.inject({ url: `/api/invitations/by-key/${row.key}`, headers });
      expect(res.json()).toMatchObject({
        key: row.key,
        customerName: 'Keyed Co',
        status,
        isForCurrentUser: mine,
      });
    }
    const first = await t.app.inject({ url: `/api/invitations/by-key/${cases[0][0].key}`, headers });
    expect(first.json()).toMatchObject({ projectName: 'Dune Park', invitationLevel: 'Observer' });
    expect((await t.app.inject({ url: '/api/invitations/by-key/unknown', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/invitations/by-key/${cases[0][0].key}` })).statusCode).toBe(401);
  });
});
