import type { InvitationLevel, Role } from '@vantage/contracts';
import { dashText } from './i18n/dash-text';

/**
 * How a role or invitation level reads on screen (spec section 6 uses these words), in English;
 * `roleLabel` answers it in the user's language (`dash.role.<role>`).
 */
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
  return dashText(`dash.role.${role}`, ROLE_LABELS[role]);
}
