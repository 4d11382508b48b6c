import { PRESENT_FEATURE_KEY } from '@vantage/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionFeatures, userAccounts } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { UsageError } from './arguments.js';
import { setFeature } from './commands/features.js';
import { addNote } from './commands/release-notes.js';
import { grantRole, revokeRole } from './commands/roles.js';
import { createPaidSubscription, listSubscriptions, setExpiry, setLimits } from './commands/subscriptions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('create-subscription', () => {
  it('creates a paid subscription with the Owner, visible through the API', async () => {
    const owner = await t.buildUser();
    const { subscription, customer } = await createPaidSubscription(t.ctx, {
      customer: 'Northwind',
      type: 'energy-planner',
      owner: owner.email.toUpperCase(),
    });
    expect(subscription).toMatchObject({
      isTrial: false,
      expiresAt: null,
      typeKey: 'energy-planner',
      projectLimit: 100,
    });
    expect(customer.name).toBe('Northwind');
    const headers = {
      authorization: `Bearer ${await t.tokenFor(owner)}`,
      'x-subscription-key': subscription.key,
    };
    const res = await t.app.inject({ url: '/api/subscriptions/current', headers });
    expect(res.json()).toMatchObject({ customerName: 'Northwind', isTrial: false, teamMembersUsed: 1 });
    const listed = await listSubscriptions(t.ctx);
    expect(listed.find((s) => s.key === subscription.key)).toMatchObject({
      customer: 'Northwind',
      trial: false,
      owners: [owner.email],
    });
  });

  it('refuses an unknown type or owner with a clear message', async () => {
    await expect(createPaidSubscription(t.ctx, { customer: 'X', type: 'nope' })).rejects.toThrow(
      'Unknown subscription type "nope"; known: wind-planner, energy-planner.',
    );
    await expect(
      createPaidSubscription(t.ctx, { customer: 'X', type: 'wind-planner', owner: 'ghost@example.test' }),
    ).rejects.toBeInstanceOf(UsageError);
  });
});

describe('set-limits, set-expiry, clear-expiry', () => {
  it('changes limits and expiry', async () => {
    const { subscription } = await t.buildSubscription();
    const updated = await setLimits(t.ctx, subscription.key, { projectLimit: 3, observerLimit: 0 });
    expect(updated).toMatchObject({
      projectLimit: 3,
      observerLimit: 0,
      teamMemberLimit: subscription.teamMemberLimit,
    });
    const date = new Date('2030-01-01T00:00:00Z');
    expect((await setExpiry(t.ctx, subscription.key, date)).expiresAt).toEqual(date);
    expect((await setExpiry(t.ctx, subscription.key, null)).expiresAt).toBeNull();
  });

  it('needs a limit and a known subscription', async () => {
    const { subscription } = await t.buildSubscription();
    await expect(setLimits(t.ctx, subscription.key, {})).rejects.toThrow('Give at least one limit');
    await expect(setLimits(t.ctx, 'nope', { projectLimit: 1 })).rejects.toThrow(
      'No subscription has the key "nope"',
    );
  });
});

describe('set-feature', () => {
  it('sets a feature state', async () => {
    const { subscription } = await t.buildSubscription();
    await setFeature(t.ctx, subscription.key, PRESENT_FEATURE_KEY, 'Disabled');
    const [row] = await t.ctx.db
      .select()
      .from(subscriptionFeatures)
      .where(
        and(
          eq(subscriptionFeatures.subscriptionId, subscription.id),
          eq(subscriptionFeatures.key, PRESENT_FEATURE_KEY),
        ),
      );
    expect(row!.state).toBe('Disabled');
    await expect(setFeature(t.ctx, subscription.key, 'Teleport', 'Enabled')).rejects.toThrow(
      'Unknown feature "Teleport"',
    );
  });
});

describe('grant-role and revoke-role', () => {
  it('grants a staff role to a member or a new account, and takes it again', async () => {
    const { subscription } = await t.buildSubscription();
    const member = await t.buildMember(subscription, ['TeamMember']);
    const outsider = await t.buildUser();
    expect(
      (
        await grantRole(t.ctx, {
          email: member.user.email,
          subscription: subscription.key,
          role: 'SupportStaff',
        })
      ).roles,
    ).toEqual(['TeamMember', 'SupportStaff']);
    const created = await grantRole(t.ctx, {
      email: outsider.email,
      subscription: subscription.key,
      role: 'Administrator',
    });
    expect(created.roles).toEqual(['Administrator']);
    await revokeRole(t.ctx, { email: outsider.email, subscription: subscription.key, role: 'Administrator' });
    expect(await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.id, created.id))).toHaveLength(0);
    await expect(
      revokeRole(t.ctx, { email: outsider.email, subscription: subscription.key, role: 'Administrator' }),
    ).rejects.toThrow('does not have the role Administrator');
  });
});

describe('add-release-note', () => {
  it('adds a note the API lists', async () => {
    const note = await addNote(t.ctx, {
      title: 'Tours',
      content: 'Tours animate now.',
      date: new Date('2025-05-05T00:00:00Z'),
    });
    const user = await t.buildUser();
    const res = await t.app.inject({
      url: '/api/notifications',
      headers: { authorization: `Bearer ${await t.tokenFor(user)}` },
    });
    expect(res.json()).toContainEqual({
      id: note.id,
      notificationDate: '2025-05-05T00:00:00.000Z',
      title: 'Tours',
      content: 'Tours animate now.',
    });
    await expect(addNote(t.ctx, { title: ' ', content: 'x' })).rejects.toThrow('must not be empty');
  });
});
