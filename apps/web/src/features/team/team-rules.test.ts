import type { Role } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import {
  filterMembers,
  INVITE_EXPIRED_REASON,
  INVITE_LIMIT_REASON,
  INVITE_ROLE_REASON,
  inviteAvailability,
  logAction,
  mayRemoveMember,
  maySendAgain,
  rankedRoles,
  rolesPresent,
} from './team-rules';

const target = (userAccountId: number, ...roles: Role[]) => ({ userAccountId, roles });

describe('mayRemoveMember (spec section 6)', () => {
  it('never lets anyone remove themselves', () => {
    expect(mayRemoveMember(['Owner'], target(1, 'Owner'), 1)).toBe(false);
    expect(mayRemoveMember(['Administrator'], target(7, 'Observer'), 7)).toBe(false);
  });

  it('lets Owner and Administrator remove anyone else', () => {
    for (const caller of ['Owner', 'Administrator'] as const) {
      expect(mayRemoveMember([caller], target(2, 'Owner'), 1)).toBe(true);
      expect(mayRemoveMember([caller], target(2, 'Administrator'), 1)).toBe(true);
      expect(mayRemoveMember([caller], target(2, 'Observer'), 1)).toBe(true);
    }
  });

  it('lets a Team member remove only those without Owner, Administrator or Team member', () => {
    expect(mayRemoveMember(['TeamMember'], target(2, 'ProjectMember'), 1)).toBe(true);
    expect(mayRemoveMember(['TeamMember'], target(2, 'Observer'), 1)).toBe(true);
    expect(mayRemoveMember(['TeamMember'], target(2, 'SupportStaff'), 1)).toBe(true);
    expect(mayRemoveMember(['TeamMember'], target(2, 'TeamMember'), 1)).toBe(false);
    expect(mayRemoveMember(['TeamMember'], target(2, 'Owner'), 1)).toBe(false);
    expect(mayRemoveMember(['TeamMember'], target(2, 'Administrator'), 1)).toBe(false);
  });

  it('lets Support staff remove those without Owner or Administrator', () => {
    expect(mayRemoveMember(['SupportStaff'], target(2, 'TeamMember'), 1)).toBe(true);
    expect(mayRemoveMember(['SupportStaff'], target(2, 'Owner'), 1)).toBe(false);
    expect(mayRemoveMember(['SupportStaff'], target(2, 'Administrator'), 1)).toBe(false);
  });

  it('lets project members and observers remove no one', () => {
    expect(mayRemoveMember(['ProjectMember'], target(2, 'Observer'), 1)).toBe(false);
    expect(mayRemoveMember(['Observer'], target(2, 'Observer'), 1)).toBe(false);
  });

  it('takes the most permissive of several roles', () => {
    expect(mayRemoveMember(['TeamMember', 'SupportStaff'], target(2, 'TeamMember'), 1)).toBe(true);
  });
});

const member = (emailAddress: string, firstName: string, lastName: string, ...roles: Role[]) => ({
  emailAddress,
  firstName,
  lastName,
  roles,
});

describe('filterMembers and rolesPresent', () => {
  const olivia = member('owner@demo.test', 'Olivia', 'Owner', 'Owner');
  const tom = member('team@demo.test', 'Tom', 'Team', 'TeamMember');
  const oscar = member('oscar@demo.test', 'Oscar', 'Observer', 'Observer');
  const spectator = member('viewer@demo.test', 'Public', 'Viewer', 'PublicSpectator');
  const all = [olivia, tom, oscar, spectator];

  it('searches e-mail, first name, last name and the full name, ignoring case', () => {
    expect(filterMembers(all, { search: 'TEAM@', role: null })).toEqual([tom]);
    expect(filterMembers(all, { search: 'oscar', role: null })).toEqual([oscar]);
    expect(filterMembers(all, { search: 'owner', role: null })).toEqual([olivia]);
    expect(filterMembers(all, { search: 'tom team', role: null })).toEqual([tom]);
    expect(filterMembers(all, { search: '  ', role: null })).toEqual([olivia, tom, oscar]);
  });

  it('filters by role and hides PublicSpectator', () => {
    expect(filterMembers(all, { search: '', role: 'Observer' })).toEqual([oscar]);
    expect(filterMembers(all, { search: 'o', role: 'TeamMember' })).toEqual([tom]);
  });

  it('lists the roles present in rank order, without PublicSpectator', () => {
    expect(rolesPresent([oscar, tom, spectator, olivia])).toEqual(['Owner', 'TeamMember', 'Observer']);
    expect(rankedRoles(['Observer', 'SupportStaff', 'Administrator'])).toEqual([
      'Administrator',
      'Observer',
      'SupportStaff',
    ]);
  });
});

describe('inviteAvailability (spec section 6)', () => {
  const free = {
    teamMemberLimit: 6,
    teamMembersUsed: 2,
    projectMemberLimit: 10,
    projectMembersUsed: 0,
    observerLimit: 20,
    observersUsed: 0,
  };

  it('is enabled for Owner and Team member below the limit and not expired', () => {
    expect(inviteAvailability({ roles: ['Owner'], isExpired: false, details: free }).enabled).toBe(true);
    expect(inviteAvailability({ roles: ['TeamMember'], isExpired: false, details: free }).enabled).toBe(true);
  });

  it('is disabled for other roles, when expired, and when every type is full', () => {
    expect(inviteAvailability({ roles: ['Administrator'], isExpired: false, details: free })).toMatchObject({
      enabled: false,
      reason: INVITE_ROLE_REASON,
    });
    expect(inviteAvailability({ roles: ['Owner'], isExpired: true, details: free })).toMatchObject({
      enabled: false,
      reason: INVITE_EXPIRED_REASON,
    });
    const full = { ...free, teamMembersUsed: 6, projectMembersUsed: 10, observersUsed: 20 };
    expect(inviteAvailability({ roles: ['Owner'], isExpired: false, details: full })).toMatchObject({
      enabled: false,
      reason: INVITE_LIMIT_REASON,
    });
  });

  it('offers only the types with a free seat', () => {
    const teamFull = { ...free, teamMembersUsed: 6 };
    const result = inviteAvailability({ roles: ['Owner'], isExpired: false, details: teamFull });
    expect(result.enabled).toBe(true);
    expect(result.levels).toEqual({ TeamMember: false, ProjectMember: true, Observer: true });
  });

  it('offers every type while the usage is unknown', () => {
    expect(inviteAvailability({ roles: ['Owner'], isExpired: false, details: undefined }).levels).toEqual({
      TeamMember: true,
      ProjectMember: true,
      Observer: true,
    });
  });
});

describe('logAction (spec section 4)', () => {
  it('revokes pending invitations and cleans used ones', () => {
    expect(logAction({ status: 'Pending' })).toBe('revoke');
    expect(logAction({ status: 'Accepted' })).toBe('clean');
    expect(logAction({ status: 'Declined' })).toBe('clean');
    expect(logAction({ status: 'Revoked' })).toBeUndefined();
  });
});

describe('maySendAgain (docs/decisions/183-mail-outbox.md)', () => {
  const failed = { status: 'Pending', isExpired: false, mailFailed: true };
  const owner = { roles: ['Owner'] as Role[], isExpired: false };

  it('offers "Send again" to an Owner for a pending invitation whose mail failed', () => {
    expect(maySendAgain(owner, failed)).toBe(true);
  });

  it('not to other roles, nor in an expired subscription', () => {
    for (const role of ['Administrator', 'TeamMember', 'SupportStaff'] as Role[])
      expect(maySendAgain({ roles: [role], isExpired: false }, failed)).toBe(false);
    expect(maySendAgain({ ...owner, isExpired: true }, failed)).toBe(false);
  });

  it('not when the mail did not fail or the invitation is used or expired', () => {
    expect(maySendAgain(owner, { ...failed, mailFailed: false })).toBe(false);
    expect(maySendAgain(owner, { ...failed, status: 'Accepted' })).toBe(false);
    expect(maySendAgain(owner, { ...failed, isExpired: true })).toBe(false);
  });
});
