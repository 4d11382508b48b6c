import type { CurrentUserAccount } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { expirationStatusOf, mayReadSubscriptionStatus, rolesInSelectedSubscription } from './session-roles';

const account = (subscriptionKey: string, roles: CurrentUserAccount['roles']): CurrentUserAccount => ({
  id: 1,
  subscriptionKey,
  subscriptionTypeName: 'Wind Planner',
  userEmailAddress: 'a@b.test',
  userFirstName: 'A',
  userLastName: 'B',
  roles,
  customerName: 'Co',
  hasAvatar: false,
  avatarDownloadUrl: null,
  userId: 'u',
  clientId: null,
});

describe('roles of the selected subscription (spec section 6)', () => {
  it('holds the roles only while the account belongs to the selected subscription', () => {
    const owner = account('s1', ['Owner']);
    expect(rolesInSelectedSubscription(owner, 's1')).toEqual(['Owner']);
    expect(rolesInSelectedSubscription(owner, 's2')).toEqual([]);
    expect(rolesInSelectedSubscription(undefined, 's1')).toEqual([]);
  });

  it('lets only Owner and TeamMember read the subscription status', () => {
    expect(mayReadSubscriptionStatus(['Owner'])).toBe(true);
    expect(mayReadSubscriptionStatus(['TeamMember'])).toBe(true);
    expect(mayReadSubscriptionStatus(['ProjectMember', 'Observer'])).toBe(false);
  });
});

describe('expirationStatusOf (spec section 4)', () => {
  const owner = account('s1', ['Owner']);
  const expired = { status: 'Expired', isExpired: true } as const;

  it('is Unknown while the account belongs to another subscription', () => {
    expect(expirationStatusOf(owner, 's2', expired, true)).toBe('Unknown');
  });

  it('reports what the status call said for the selected subscription', () => {
    expect(expirationStatusOf(owner, 's1', expired, true)).toBe('Expired');
    expect(expirationStatusOf(owner, 's1', { status: 'NotExpired', isExpired: false }, true)).toBe(
      'NotExpired',
    );
    expect(expirationStatusOf(owner, 's1', undefined, true)).toBe('Unknown');
  });

  it('stays Unknown for roles that may not read it', () => {
    expect(expirationStatusOf(account('s1', ['Observer']), 's1', undefined, false)).toBe('Unknown');
  });
});
