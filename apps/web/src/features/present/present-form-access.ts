import type { Role } from '@vantage/contracts';

export const PRESENT_FORM_READ_ONLY_NOTE =
  'This form is read-only: only Owners and Team members can present projects.';

/**
 * Issue 11: the present form is editable only for the roles that may present (spec section 6:
 * Owner and Team member). Observers, Project members and Administrators see it read-only,
 * with a note why, instead of an editable form whose Publish can never work.
 */
export function mayEditPresentForm(roles: readonly Role[]): boolean {
  return roles.includes('Owner') || roles.includes('TeamMember');
}
