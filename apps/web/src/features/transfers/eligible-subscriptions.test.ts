import type { Role, UserAccountListItem } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import {
  acceptBlock,
  autoSelectedAccount,
  eligibleSubscriptions,
  mayDecideIncoming,
  mayRejectOnTransferPage,
} from './eligible-subscriptions';

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

describe('the panel and /transfer/{id} share the Owner/Administrator rule', () => {
  it('lets only Owners or Administrators of some subscription reject on the page', () => {
    expect(mayRejectOnTransferPage([account(1, 'A', ['TeamMember'])])).toBe(false);
    expect(mayRejectOnTransferPage([account(1, 'A', ['TeamMember']), account(2, 'B', ['Owner'])])).toBe(true);
    expect(mayRejectOnTransferPage(undefined)).toBe(false);
  });

  it('blocks Accept at the project limit with the limit message', () => {
    expect(acceptBlock({ projectsUsed: 3, projectLimit: 3 })).toBe(
      'You have reached the maximum number of projects allowed by your subscription.',
    );
    expect(acceptBlock({ projectsUsed: 2, projectLimit: 3 })).toBeUndefined();
    expect(acceptBlock(undefined)).toBeUndefined();
  });
});
