import { Group, SegmentedControl, Select, TextInput, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import type { Role } from '@vantage/contracts';
import { roleLabel } from '@/lib/role-labels';

type Props = {
  search: string;
  onSearch: (value: string) => void;
  roles: Role[];
  role: Role | null;
  onRole: (role: Role | null) => void;
  view: 'list' | 'block';
  onView: (view: 'list' | 'block') => void;
};

/** Search, role filter (with at least 2 roles in the team) and the list/block toggle. */
export function TeamToolbar({ search, onSearch, roles, role, onRole, view, onView }: Props) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        placeholder="Search by email, first name or last name"
        aria-label="Search members"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 260px' }}
        type="search"
      />
      {roles.length >= 2 && (
        <Select
          aria-label="Filter by role"
          placeholder="All roles"
          data={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
          value={role}
          onChange={(value) => onRole((value as Role | null) ?? null)}
          clearable
          w={180}
        />
      )}
      <SegmentedControl
        aria-label="View"
        value={view}
        onChange={(value) => onView(value as 'list' | 'block')}
        data={[
          {
            value: 'list',
            label: (
              <Group gap={6} wrap="nowrap">
                <IconList size={16} />
                <VisuallyHidden>List</VisuallyHidden>
              </Group>
            ),
          },
          {
            value: 'block',
            label: (
              <Group gap={6} wrap="nowrap">
                <IconLayoutGrid size={16} />
                <VisuallyHidden>Blocks</VisuallyHidden>
              </Group>
            ),
          },
        ]}
      />
    </Group>
  );
}
