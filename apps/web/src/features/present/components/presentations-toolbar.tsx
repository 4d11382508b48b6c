import { ActionIcon, Group, SegmentedControl, Select, TextInput, Tooltip } from '@mantine/core';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { PresentationListFilter, PresentationSortField } from '../presentation-list-query';
import { PRESENT_VIEWS, type PresentView } from '../presentation-view';

type Props = {
  filter: PresentationListFilter;
  onFilterChange: (filter: PresentationListFilter) => void;
  originals: Array<{ id: number; name: string }>;
  view: PresentView;
  onViewChange: (view: PresentView) => void;
};

const ALL = 'all';
const SORT_FIELDS: Array<{ value: PresentationSortField; label: string }> = [
  { value: 'createdAt', label: 'Created at' },
  { value: 'name', label: 'Alphabetical' },
];

/** Spec "/dash/present": search, filter by original project, sort and view mode. */
export function PresentationsToolbar({ filter, onFilterChange, originals, view, onViewChange }: Props) {
  const change = (patch: Partial<PresentationListFilter>) => onFilterChange({ ...filter, ...patch });
  const ascending = filter.direction === 'asc';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label="Search presentations"
        placeholder="Search by name or developer"
        leftSection={<IconSearch size={16} />}
        value={filter.search}
        onChange={(event) => change({ search: event.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <Select
        aria-label="Filter by project"
        data={[
          { value: ALL, label: 'All projects' },
          ...originals.map((o) => ({ value: String(o.id), label: o.name })),
        ]}
        value={filter.originalProjectId === null ? ALL : String(filter.originalProjectId)}
        onChange={(value) => change({ originalProjectId: !value || value === ALL ? null : Number(value) })}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
      <Group gap={4} wrap="nowrap">
        <Select
          aria-label="Sort by"
          data={SORT_FIELDS}
          value={filter.sortField}
          onChange={(value) => value && change({ sortField: value as PresentationSortField })}
          allowDeselect={false}
          w={150}
        />
        <Tooltip label={ascending ? 'Ascending' : 'Descending'}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={ascending ? 'Sort descending' : 'Sort ascending'}
            onClick={() => change({ direction: ascending ? 'desc' : 'asc' })}
          >
            {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <SegmentedControl
        aria-label="View mode"
        data={PRESENT_VIEWS.map((v) => ({ value: v.value, label: v.label }))}
        value={view}
        onChange={(value) => onViewChange(value as PresentView)}
      />
    </Group>
  );
}
