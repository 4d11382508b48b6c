import type { Role } from '@vantage/contracts';

/**
 * The tooltips describing each role. Team member, Project member and Observer are the
 * spec's words (section 6); the others are ours.
 */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  Owner: 'Owners manage the subscription, its team and all projects.',
  Administrator: 'Administrators manage the subscription, its team and all projects.',
  TeamMember: 'Team members view and edit all projects and manage project members and observers.',
  ProjectMember: 'Project members view and edit the selected project only.',
  Observer: 'Observers only view the selected project.',
  PublicSpectator: 'Public spectators view published presentations only.',
  SupportStaff: 'Support staff help your team on behalf of the product’s support desk.',
};
