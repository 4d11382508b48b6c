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
      <Group justify="center" py="md" role="status" aria-label="Loading the viewpoints">
        <Loader size="sm" />
      </Group>
    );
  if (viewpoints.query.isError)
    return (
      <Alert color="red" title="The viewpoints could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(viewpoints.query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void viewpoints.query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );

  const { list, selected } = viewpoints;
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        Viewpoints
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No viewpoint yet. A viewpoint is where someone stands and looks at the plan: a church square, a
          beach entrance, a bedroom window.
        </Text>
      ) : (
        <Stack
          gap={2}
          component="ul"
          aria-label="Viewpoints"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((viewpoint) => {
            const chosen = viewpoint.id === selected?.id;
            return (
              <Group component="li" key={viewpoint.id} gap={4} wrap="nowrap">
                <Tooltip label={viewpoint.visible ? 'Shown on the map' : 'Hidden on the map'}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Show ${viewpoint.name} on the map`}
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
              New viewpoint
            </Button>
          </Group>
          {placing ? (
            <>
              <Text size="sm">
                Click the map where the viewer stands (key P), or enter the place. It looks at the turbines.
              </Text>
              <CoordinateFields
                planner={planner}
                submitLabel="Add a viewpoint here"
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
          Choose a viewpoint to see and change it. On the map, drag its dot to move it and the handles of its
          cone to turn or widen it.
        </Text>
      ) : null}
    </Stack>
  );
}
