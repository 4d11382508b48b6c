import type { Role, UserAccountListItem } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { autoSelectedAccount, eligibleSubscriptions, mayDecideIncoming } from './eligible-subscriptions';

const account = (id: number, customerName: string, roles: Role[]) =>
  ({ id, customerName, roles, subscriptionKey: `key-${id}` }) as unknown as UserAccountListItem;

describe('subscriptions a transfer can go to', () => {
  const accounts = [
    account(1, 'Zeta Wind', ['Owner']),
    account(2, 'Alpha Solar', ['TeamMember']),
    account(3, 'Beta Grid', ['Administrator', 'TeamMember']),
    account(4, 'Gamma', ['Observer']),
  ];

  it('keeps those where the user is Owner or Administrator, by customer name', () => {
    expect(eligibleSubscriptions(accounts).map((a) => a.customerName)).toEqual(['Beta Grid', 'Zeta Wind']);
    expect(eligibleSubscriptions(undefined)).toEqual([]);
  });

  it('chooses the only one, and none of several', () => {
    expect(autoSelectedAccount(eligibleSubscriptions([accounts[0]!, accounts[1]!]))?.id).toBe(1);
    expect(autoSelectedAccount(eligibleSubscriptions(accounts))).toBeUndefined();
    expect(autoSelectedAccount([])).toBeUndefined();
  });

  it('lets Owners and Administrators decide', () => {
    expect(mayDecideIncoming(['Owner'])).toBe(true);
    expect(mayDecideIncoming(['Administrator'])).toBe(true);
    expect(mayDecideIncoming(['TeamMember', 'ProjectMember'])).toBe(false);
  });
});
