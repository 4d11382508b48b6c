import { ActionIcon, Group, SegmentedControl, Select, TextInput, Tooltip } from '@mantine/core';
import {
  IconLayoutGrid,
  IconLayoutList,
  IconLayoutRows,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { ProjectSortField, SortDirection } from '@vantage/contracts';
import { memo } from 'react';
import { SORT_OPTIONS } from '../project-list-query';
import type { ProjectsView } from './project-item';

type Props = {
  search: string;
  onSearch: (search: string) => void;
  sort: ProjectSortField;
  onSort: (sort: ProjectSortField) => void;
  direction: SortDirection;
  onDirection: (direction: SortDirection) => void;
  view: ProjectsView;
  onView: (view: ProjectsView) => void;
};

const VIEWS: Array<{ value: ProjectsView; label: string; icon: typeof IconLayoutList }> = [
  { value: 'list', label: 'List', icon: IconLayoutList },
  { value: 'rows', label: 'Rows', icon: IconLayoutRows },
  { value: 'cards', label: 'Cards', icon: IconLayoutGrid },
];

/**
 * Search by name, sort (Created at, Alphabetical), direction and view mode (spec "/dash/projects").
 * Memoised: the list's query changes state several times while the page loads, and
 * the toolbar (a Select, a SegmentedControl, tooltips: ~140 components) depends on none of it.
 */
export const ProjectsToolbar = memo(function ProjectsToolbar(props: Props) {
  const ascending = props.direction === 'asc';
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        aria-label="Search"
        placeholder="Search by name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        type="search"
        style={{ flex: '1 1 220px' }}
        maxLength={200}
      />
      <Select
        aria-label="Sort by"
        data={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
        value={props.sort}
        onChange={(value) => value && props.onSort(value as ProjectSortField)}
        allowDeselect={false}
        w={160}
        comboboxProps={{ withinPortal: true }}
      />
      <Tooltip label={ascending ? 'Ascending' : 'Descending'}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={
            ascending ? 'Sort ascending, switch to descending' : 'Sort descending, switch to ascending'
          }
          aria-pressed={!ascending}
          onClick={() => props.onDirection(ascending ? 'desc' : 'asc')}
        >
          {ascending ? (
            <IconSortAscending size={18} aria-hidden />
          ) : (
            <IconSortDescending size={18} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
      <SegmentedControl
        aria-label="View mode"
        value={props.view}
        onChange={(value) => props.onView(value as ProjectsView)}
        data={VIEWS.map(({ value, label, icon: Icon }) => ({
          value,
          label: (
            <Group gap={4} wrap="nowrap" justify="center">
              <Icon size={16} aria-hidden />
              <span>{label}</span>
            </Group>
          ),
        }))}
      />
    </Group>
  );
});
