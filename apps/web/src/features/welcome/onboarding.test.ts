import { describe, expect, it } from 'vitest';
import {
  canStartTrial,
  chooseSubscriptionType,
  findTrialAccount,
  isTrialFormComplete,
  subscriptionAfterAcceptance,
} from './onboarding';

describe('chooseSubscriptionType (spec section 3)', () => {
  const energy = { key: 'energy-planner', name: 'Energy Planner' };
  const wind = { key: 'wind-planner', name: 'Wind Planner' };

  it('prefers the type named after the wind-planning plan', () => {
    expect(chooseSubscriptionType([energy, wind])).toBe(wind);
  });

  it('falls back to the first type', () => {
    const solar = { key: 'solar', name: 'Solar Planner' };
    expect(chooseSubscriptionType([energy, solar])).toBe(energy);
  });

  it('finds none without types', () => {
    expect(chooseSubscriptionType([])).toBeUndefined();
  });
});

const account = (
  subscriptionKey: string,
  customerName: string,
  ...roles: Array<'Owner' | 'Observer' | 'TeamMember'>
) => ({
  subscriptionKey,
  customerName,
  roles,
});

describe('canStartTrial', () => {
  it('is true without subscriptions or as a member of others', () => {
    expect(canStartTrial([])).toBe(true);
    expect(canStartTrial([account('a', 'Demo', 'TeamMember')])).toBe(true);
  });

  it('is false once the user owns a subscription', () => {
    expect(canStartTrial([account('a', 'Demo', 'Observer'), account('b', 'Mine', 'Owner')])).toBe(false);
  });
});

describe('findTrialAccount (spec section 4)', () => {
  it('finds the Owner account of the new trial customer', () => {
    const mine = account('b', 'Acme Wind', 'Owner');
    expect(findTrialAccount([account('a', 'Acme Wind', 'Observer'), mine], ' acme wind ')).toBe(mine);
  });

  it('finds nothing when the list does not show it yet', () => {
    expect(findTrialAccount([account('a', 'Other', 'Owner')], 'Acme Wind')).toBeUndefined();
  });
});

describe('subscriptionAfterAcceptance (spec "/welcome")', () => {
  it('switches to the subscription the user owns', () => {
    const owned = account('b', 'Mine', 'Owner');
    expect(subscriptionAfterAcceptance([account('a', 'Demo', 'Observer'), owned])).toBe(owned);
  });

  it('otherwise takes the first', () => {
    const first = account('a', 'Demo', 'Observer');
    expect(subscriptionAfterAcceptance([first, account('b', 'Other', 'TeamMember')])).toBe(first);
    expect(subscriptionAfterAcceptance([])).toBeUndefined();
  });
});

describe('isTrialFormComplete (spec section 5)', () => {
  it('needs both the company name and phone', () => {
    expect(isTrialFormComplete({ customerName: 'Acme', customerPhoneNumber: '+31 20 1234567' })).toBe(true);
    expect(isTrialFormComplete({ customerName: ' ', customerPhoneNumber: '+31' })).toBe(false);
    expect(isTrialFormComplete({ customerName: 'Acme', customerPhoneNumber: '' })).toBe(false);
  });
});
