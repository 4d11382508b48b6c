import { describe, expect, it } from 'vitest';
import { currentAccountValue } from './session-context';

describe('currentAccountValue', () => {
  it('answers what the roles allow, by the policy table', () => {
    const owner = currentAccountValue(undefined, ['Owner'], 'key', false);
    expect(owner.hasRole('Owner', 'Administrator')).toBe(true);
    expect(owner.may('project.create')).toBe(true);
    const observer = currentAccountValue(undefined, ['Observer'], 'key', false);
    expect(observer.hasRole('Owner')).toBe(false);
    expect(observer.may('project.create')).toBe(false);
  });

  it('allows nothing without roles (no account in the selected subscription yet)', () => {
    const none = currentAccountValue(undefined, [], undefined, false);
    expect(none.hasRole('Owner')).toBe(false);
    expect(none.may('project.create')).toBe(false);
  });
});
