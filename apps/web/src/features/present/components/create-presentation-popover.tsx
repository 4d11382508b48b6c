import { useLingui } from '@lingui/react';
import { Alert, Button, Loader, Popover, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { conflictText } from '@/lib/i18n/dash-text';
import { usePresentationsOf } from '@/lib/projects/api/get-published-projects';
import { useProjectChoices } from '../api/get-project-choices';
import { isAtPresentationLimit, publishedPresentationCount } from '../presentation-list-query';

/**
 * Spec "/dash/present": the popover that starts a presentation. A project must be chosen
 * (section 5); with 3 published presentations of it the limit message shows and it stops.
 */
export function CreatePresentationPopover({ blockedReason }: { blockedReason: string | null }) {
  const { i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [selected, setSelected] = useState<{ id: number; name: string } | null>(null);
  const [missingProject, setMissingProject] = useState(false);
  const navigate = useNavigate();

  const choices = useProjectChoices(debouncedSearch, opened);
  const presentations = usePresentationsOf(selected?.id);
  const atLimit =
    selected !== null &&
    presentations.data !== undefined &&
    isAtPresentationLimit(publishedPresentationCount(presentations.data, selected.id));

  const options = (choices.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (selected && !options.some((o) => o.value === String(selected.id)))
    options.unshift({ value: String(selected.id), label: selected.name });

  const close = () => {
    setOpened(false);
    setMissingProject(false);
  };
  const proceed = () => {
    if (!selected) {
      setMissingProject(true);
      return;
    }
    if (atLimit || presentations.isPending) return;
    close();
    navigate(paths.presentProject.getHref(selected.id));
  };

  const trigger = (
    <Button
      leftSection={<IconPlus size={16} />}
      disabled={blockedReason !== null}
      onClick={() => setOpened((o) => !o)}
    >
      {i18n._('dash.present.create')}
    </Button>
  );

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onDismiss={close}
      position="bottom-end"
      width={340}
      trapFocus
      shadow="md"
    >
      <Popover.Target>
        {blockedReason ? (
          <Tooltip label={blockedReason} multiline w={260}>
            <span>{trigger}</span>
          </Tooltip>
        ) : (
          trigger
        )}
      </Popover.Target>
      <Popover.Dropdown aria-label={i18n._('dash.present.create')}>
        <Stack gap="sm">
          <Text fw={600}>{i18n._('dash.present.create')}</Text>
          <Select
            label={i18n._('dash.invite.project')}
            placeholder={i18n._('dash.present.chooseProject')}
            required
            searchable
            // The popover focuses this field; the list opens on click or typing, not over Continue.
            openOnFocus={false}
            data={options}
            value={selected ? String(selected.id) : null}
            onChange={(value, option) => {
              setMissingProject(false);
              setSelected(value && option ? { id: Number(value), name: option.label } : null);
            }}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={i18n._(
              choices.isFetching ? 'dash.present.loading' : 'dash.present.noProjects',
            )}
            rightSection={choices.isFetching ? <Loader size={14} /> : undefined}
            error={
              missingProject
                ? i18n._('dash.present.projectRequired')
                : choices.isError
                  ? errorMessage(choices.error)
                  : undefined
            }
            comboboxProps={{ withinPortal: false }}
          />
          {atLimit && (
            <Alert color="red" variant="light" role="alert">
              {conflictText('PresentationLimitReached')}
            </Alert>
          )}
          <Button onClick={proceed} disabled={atLimit} loading={selected !== null && presentations.isPending}>
            {i18n._('dash.present.continue')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
