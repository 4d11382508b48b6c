import { i18n } from '@lingui/core';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import type { Planner } from '../state/use-planner';
import { useViewpoints } from '../state/use-viewpoints';
import { choiceStyle } from './choice-style';
import { CoordinateFields } from './coordinate-fields';
import { ViewpointForm } from './viewpoint-form';

/**
 * The Viewpoints tab: the project's viewpoints in their order, each shown or hidden on the map
 * (saved with the viewpoint), the chosen one's fields, and new ones placed on the map or typed
 * in by coordinates.
 */
export function ViewpointsPanel({ planner }: { planner: Planner }) {
  const viewpoints = useViewpoints(planner);
  const readOnly = planner.readOnly !== null;
  const placing = planner.tool === 'viewpoint';

  if (viewpoints.query.isPending)
    return (
      <Group
        justify="center"
        py="md"
        role="status"
        aria-label={i18n._('planner.viewpointsPanel.loadingTheViewpoints')}
      >
        <Loader size="sm" />
      </Group>
    );
  if (viewpoints.query.isError)
    return (
      <Alert color="red" title={i18n._('planner.viewpointsPanel.theViewpointsCouldNot')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(viewpoints.query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void viewpoints.query.refetch()}>
            {i18n._('planner.viewpointsPanel.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );

  const { list, selected } = viewpoints;
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {i18n._('planner.viewpointsPanel.viewpoints')}
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.viewpointsPanel.noViewpointYetA')}
        </Text>
      ) : (
        <Stack
          gap={2}
          component="ul"
          aria-label={i18n._('planner.viewpointsPanel.viewpoints')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((viewpoint) => {
            const chosen = viewpoint.id === selected?.id;
            return (
              <Group component="li" key={viewpoint.id} gap={4} wrap="nowrap">
                <Tooltip
                  label={
                    viewpoint.visible
                      ? i18n._('planner.viewpointsPanel.shownOnTheMap')
                      : i18n._('planner.viewpointsPanel.hiddenOnTheMap')
                  }
                >
                  <ActionIcon
                    variant="subtle"
                    aria-label={i18n._('planner.viewpointsPanel.showOnTheMap', { name: viewpoint.name })}
                    aria-pressed={viewpoint.visible}
                    disabled={readOnly}
                    onClick={() => void viewpoints.save(viewpoint, { visible: !viewpoint.visible })}
                  >
                    {viewpoint.visible ? <IconEye size={16} /> : <IconEyeOff size={16} />}
                  </ActionIcon>
                </Tooltip>
                <UnstyledButton
                  aria-pressed={chosen}
                  onClick={() => viewpoints.select(chosen ? null : viewpoint.id)}
                  px={6}
                  py={4}
                  style={choiceStyle(chosen, 'orange')}
                >
                  <Text size="sm" truncate c={viewpoint.visible ? undefined : 'dimmed'} inherit>
                    {viewpoint.name}
                  </Text>
                </UnstyledButton>
              </Group>
            );
          })}
        </Stack>
      )}
      {readOnly ? null : (
        <Stack gap="xs">
          <Group>
            <Button
              variant={placing ? 'filled' : 'light'}
              aria-pressed={placing}
              onClick={() => planner.setTool(placing ? 'select' : 'viewpoint')}
            >
              {i18n._('planner.viewpointsPanel.newViewpoint')}
            </Button>
          </Group>
          {placing ? (
            <>
              <Text size="sm">{i18n._('planner.viewpointsPanel.clickTheMapWhere')}</Text>
              <CoordinateFields
                planner={planner}
                submitLabel={i18n._('planner.viewpointsPanel.addAViewpointHere')}
                onSubmit={(point) =>
                  void viewpoints.place(point).then((created) => created && planner.setTool('select'))
                }
              />
            </>
          ) : null}
        </Stack>
      )}
      {selected ? (
        <ViewpointForm key={selected.id} planner={planner} viewpoints={viewpoints} viewpoint={selected} />
      ) : list.length > 0 ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.viewpointsPanel.chooseAViewpointTo')}
        </Text>
      ) : null}
    </Stack>
  );
}
