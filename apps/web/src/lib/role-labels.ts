import type { InvitationLevel, Role } from '@vantage/contracts';

/** How a role or invitation level reads on screen (spec section 6 uses these words). */
export const ROLE_LABELS: Record<Role, string> = {
  Administrator: 'Administrator',
  Owner: 'Owner',
  TeamMember: 'Team member',
  ProjectMember: 'Project member',
  Observer: 'Observer',
  PublicSpectator: 'Public spectator',
  SupportStaff: 'Support staff',
};

export function roleLabel(role: Role | InvitationLevel): string {
  return ROLE_LABELS[role];
}
