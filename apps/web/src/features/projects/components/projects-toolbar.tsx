import { useLingui } from '@lingui/react';
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

/** The view modes, each named by its catalog id `dash.projects.view.<value>`. */
const VIEWS: Array<{ value: ProjectsView; icon: typeof IconLayoutList }> = [
  { value: 'list', icon: IconLayoutList },
  { value: 'rows', icon: IconLayoutRows },
  { value: 'cards', icon: IconLayoutGrid },
];

/**
 * Search by name, sort (Created at, Alphabetical), direction and view mode (spec "/dash/projects").
 * Memoised: the list's query changes state several times while the page loads, and
 * the toolbar (a Select, a SegmentedControl, tooltips: ~140 components) depends on none of it.
 */
export const ProjectsToolbar = memo(function ProjectsToolbar(props: Props) {
  const ascending = props.direction === 'asc';
  const { i18n } = useLingui();
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        aria-label={i18n._('dash.projects.search')}
        placeholder={i18n._('dash.projects.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        type="search"
        style={{ flex: '1 1 220px' }}
        maxLength={200}
      />
      <Select
        aria-label={i18n._('dash.projects.sortBy')}
        data={SORT_OPTIONS.map(({ value }) => ({ value, label: i18n._(`dash.projects.sort.${value}`) }))}
        value={props.sort}
        onChange={(value) => value && props.onSort(value as ProjectSortField)}
        allowDeselect={false}
        w={160}
        comboboxProps={{ withinPortal: true }}
      />
      <Tooltip label={ascending ? i18n._('dash.projects.ascending') : i18n._('dash.projects.descending')}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={
            ascending ? i18n._('dash.projects.sortAscending') : i18n._('dash.projects.sortDescending')
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
        aria-label={i18n._('dash.projects.viewMode')}
        value={props.view}
        onChange={(value) => props.onView(value as ProjectsView)}
        data={VIEWS.map(({ value, icon: Icon }) => ({
          value,
          label: (
            <Group gap={4} wrap="nowrap" justify="center">
              <Icon size={16} aria-hidden />
              <span>{i18n._(`dash.projects.view.${value}`)}</span>
            </Group>
          ),
        }))}
      />
    </Group>
  );
});
