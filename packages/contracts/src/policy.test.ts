import { describe, expect, it } from 'vitest';
import { can, may, mayRemoveRoles, POLICY, rolesMay } from './policy.js';
import { Role } from './roles.js';

describe('the policy table', () => {
  it('names only known roles and gives every rule a 403 detail', () => {
    for (const [action, rule] of Object.entries(POLICY)) {
      for (const role of rule.roles) expect(Role.options, action).toContain(role);
      expect(rule.denied.length, action).toBeGreaterThan(10);
    }
  });

  it('answers the spec decisions: Administrator does not present or invite, support staff revokes invitations, team members revoke transfers', () => {
    expect(rolesMay(['Administrator'], 'project.present')).toBe(false);
    expect(rolesMay(['Administrator'], 'invitation.create')).toBe(false);
    expect(rolesMay(['Administrator'], 'project.transfer')).toBe(true);
    expect(rolesMay(['SupportStaff'], 'member.read')).toBe(true);
    expect(rolesMay(['SupportStaff'], 'invitation.revoke')).toBe(true);
    expect(rolesMay(['TeamMember'], 'transfer.revoke')).toBe(true);
    expect(rolesMay(['TeamMember'], 'project.transfer')).toBe(false);
  });

  it('applies the expiry flag after the roles', () => {
    expect(may({ roles: ['Owner'], isExpired: true }, 'project.create')).toBe(false);
    expect(may({ roles: ['Owner'], isExpired: true }, 'transfer.revoke')).toBe(true);
    expect(may({ roles: ['Observer'], isExpired: false }, 'project.create')).toBe(false);
  });

  it('protects members from removers by role (spec section 6)', () => {
    expect(mayRemoveRoles(['TeamMember'], ['ProjectMember'])).toBe(true);
    expect(mayRemoveRoles(['TeamMember'], ['TeamMember'])).toBe(false);
    expect(mayRemoveRoles(['SupportStaff'], ['TeamMember'])).toBe(true);
    expect(mayRemoveRoles(['SupportStaff'], ['Administrator'])).toBe(false);
    expect(mayRemoveRoles(['Administrator'], ['Owner'])).toBe(true);
    expect(mayRemoveRoles(['Observer'], ['Observer'])).toBe(false);
  });

  it('reads abilities from an answer, absent meaning no', () => {
    expect(can({ delete: true, rename: false }, 'delete')).toBe(true);
    expect(can({ delete: true, rename: false }, 'rename')).toBe(false);
    expect(can<{ delete: boolean }>(undefined, 'delete')).toBe(false);
  });
});
