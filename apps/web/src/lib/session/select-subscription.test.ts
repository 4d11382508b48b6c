import type { Role } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { selectSubscription } from './select-subscription';

const account = (subscriptionKey: string, ...roles: Role[]) => ({ subscriptionKey, roles });

describe('selectSubscription (spec section 4)', () => {
  const observer = account('obs', 'Observer');
  const projectMember = account('pm', 'ProjectMember');
  const teamMember = account('tm', 'TeamMember');
  const owner = account('own', 'Owner');

  it('keeps the current subscription while the user still has it', () => {
    expect(selectSubscription([owner, observer], 'obs')).toBe(observer);
  });

  it('prefers Owner, then TeamMember, then ProjectMember, then Observer', () => {
    expect(selectSubscription([observer, projectMember, teamMember, owner], null)).toBe(owner);
    expect(selectSubscription([observer, projectMember, teamMember], null)).toBe(teamMember);
    expect(selectSubscription([observer, projectMember], undefined)).toBe(projectMember);
    expect(selectSubscription([account('x', 'SupportStaff'), observer], null)).toBe(observer);
  });

  it('replaces a stored key the user no longer has', () => {
    expect(selectSubscription([observer, teamMember], 'gone')).toBe(teamMember);
  });

  it('falls back to the first subscription when no preferred role matches', () => {
    const first = account('a', 'PublicSpectator');
    expect(selectSubscription([first, account('b', 'SupportStaff')], null)).toBe(first);
  });

  it('selects nothing when the user has no subscription', () => {
    expect(selectSubscription([], 'own')).toBeUndefined();
  });
});
