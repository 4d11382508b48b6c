import { Badge, Group, Tooltip } from '@mantine/core';
import type { Role } from '@vantage/contracts';
import { roleLabel } from '@/lib/role-labels';
import { ROLE_DESCRIPTIONS } from '../role-descriptions';
import { rankedRoles } from '../team-rules';

const ROLE_COLORS: Partial<Record<Role, string>> = {
  Owner: 'grape',
  Administrator: 'red',
  TeamMember: 'blue',
  ProjectMember: 'teal',
  Observer: 'gray',
  SupportStaff: 'orange',
};

/** A member's roles, each with a tooltip that says what the role may do. */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  return (
    <Group gap={4}>
      {rankedRoles(roles).map((role) => (
        <Tooltip
          key={role}
          label={ROLE_DESCRIPTIONS[role]}
          multiline
          w={260}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Badge color={ROLE_COLORS[role] ?? 'gray'} variant="light" tabIndex={0} style={{ cursor: 'help' }}>
            {roleLabel(role)}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
