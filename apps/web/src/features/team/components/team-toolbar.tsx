import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        placeholder={i18n._('dash.team.searchPlaceholder')}
        aria-label={i18n._('dash.team.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 260px' }}
        type="search"
      />
      {roles.length >= 2 && (
        <Select
          aria-label={i18n._('dash.team.filterRole')}
          placeholder={i18n._('dash.team.allRoles')}
          data={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
          value={role}
          onChange={(value) => onRole((value as Role | null) ?? null)}
          clearable
          w={180}
        />
      )}
      <SegmentedControl
        aria-label={i18n._('dash.team.view')}
        value={view}
        onChange={(value) => onView(value as 'list' | 'block')}
        data={[
          {
            value: 'list',
            label: (
              <Group gap={6} wrap="nowrap">
                <IconList size={16} />
                <VisuallyHidden>{i18n._('dash.team.view.list')}</VisuallyHidden>
              </Group>
            ),
          },
          {
            value: 'block',
            label: (
              <Group gap={6} wrap="nowrap">
                <IconLayoutGrid size={16} />
                <VisuallyHidden>{i18n._('dash.team.view.block')}</VisuallyHidden>
              </Group>
            ),
          },
        ]}
      />
    </Group>
  );
}
