import { useLingui } from '@lingui/react';
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
const SORT_FIELDS: PresentationSortField[] = ['createdAt', 'name'];

/** Spec "/dash/present": search, filter by original project, sort and view mode. */
export function PresentationsToolbar({ filter, onFilterChange, originals, view, onViewChange }: Props) {
  const { i18n } = useLingui();
  const change = (patch: Partial<PresentationListFilter>) => onFilterChange({ ...filter, ...patch });
  const ascending = filter.direction === 'asc';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={i18n._('dash.present.search')}
        placeholder={i18n._('dash.present.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={filter.search}
        onChange={(event) => change({ search: event.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <Select
        aria-label={i18n._('dash.present.filter')}
        data={[
          { value: ALL, label: i18n._('dash.present.allProjects') },
          ...originals.map((o) => ({ value: String(o.id), label: o.name })),
        ]}
        value={filter.originalProjectId === null ? ALL : String(filter.originalProjectId)}
        onChange={(value) => change({ originalProjectId: !value || value === ALL ? null : Number(value) })}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
      <Group gap={4} wrap="nowrap">
        <Select
          aria-label={i18n._('dash.projects.sortBy')}
          data={SORT_FIELDS.map((value) => ({ value, label: i18n._(`dash.projects.sort.${value}`) }))}
          value={filter.sortField}
          onChange={(value) => value && change({ sortField: value as PresentationSortField })}
          allowDeselect={false}
          w={150}
        />
        <Tooltip label={i18n._(ascending ? 'dash.projects.ascending' : 'dash.projects.descending')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={i18n._(ascending ? 'dash.present.sortDescending' : 'dash.present.sortAscending')}
            onClick={() => change({ direction: ascending ? 'desc' : 'asc' })}
          >
            {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <SegmentedControl
        aria-label={i18n._('dash.projects.viewMode')}
        data={PRESENT_VIEWS.map((value) => ({ value, label: i18n._(`dash.present.view.${value}`) }))}
        value={view}
        onChange={(value) => onViewChange(value as PresentView)}
      />
    </Group>
  );
}
