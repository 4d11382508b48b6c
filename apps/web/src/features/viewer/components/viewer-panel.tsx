import { Button, Group, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { ViewerProject } from '@vantage/contracts';
import { env } from '@/config/env';
import { formatHeading } from '@/lib/plan/format';

export type TourState = { id: number; playing: boolean } | null;

function Choice({
  label,
  detail,
  pressed,
  onClick,
  testId,
}: {
  label: string;
  detail?: string;
  pressed: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={pressed}
      data-testid={testId}
      px="sm"
      py={6}
      style={{
        borderRadius: 8,
        border: `1px solid ${pressed ? 'var(--mantine-color-blue-7)' : 'var(--mantine-color-gray-4)'}`,
        background: pressed ? 'var(--mantine-color-blue-0)' : 'transparent',
        display: 'block',
        width: '100%',
      }}
    >
      <Text size="sm" fw={pressed ? 700 : 500}>
        {label}
      </Text>
      {detail && (
        <Text size="xs" c="gray.7">
          {detail}
        </Text>
      )}
    </UnstyledButton>
  );
}

/**
 * The 3D viewer's panel: the project, then viewpoints (fly there), scenarios
 * (switch) and tours (play/pause). On phones it is a bottom sheet (scene-view.tsx).
 */
export function ViewerPanel({
  presentation,
  viewpointId,
  scenarioId,
  tour,
  onViewpoint,
  onScenario,
  onTour,
  terrain = null,
}: {
  presentation: ViewerProject;
  viewpointId: number | null;
  scenarioId: number | null;
  tour: TourState;
  onViewpoint: (id: number) => void;
  onScenario: (id: number) => void;
  onTour: (id: number) => void;
  /** The terrain's source in words when the view stands on terrain; null: flat at sea level. */
  terrain?: string | null;
}) {
  const developer = presentation.organizations[0];
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="center">
        {presentation.logoUrl && (
          <Image
            src={`${env.apiBaseUrl}${presentation.logoUrl}`}
            alt={`Logo of ${presentation.name}`}
            h={48}
            w="auto"
            maw={120}
            fit="contain"
          />
        )}
        <div>
          <Title order={1} size="h3">
            {presentation.name}
          </Title>
          {developer && (
            <Text size="sm" c="gray.7">
              {developer}
            </Text>
          )}
        </div>
      </Group>
      {presentation.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {presentation.description}
        </Text>
      )}
      <Stack gap={6} component="section" aria-label="Viewpoints">
        <Title order={2} size="h5">
          Viewpoints
        </Title>
        {presentation.viewpoints.map((v) => (
          <Choice
            key={v.id}
            testId="viewer-3d-viewpoint"
            label={v.name}
            detail={`Looking ${formatHeading(v.pan)}, ${Math.round(v.fieldOfView)}° wide`}
            pressed={v.id === viewpointId}
            onClick={() => onViewpoint(v.id)}
          />
        ))}
      </Stack>
      <Stack gap={6} component="section" aria-label="Scenarios">
        <Title order={2} size="h5">
          Scenarios
        </Title>
        {presentation.scenarios.map((s) => (
          <Choice
            key={s.id}
            testId="viewer-3d-scenario"
            label={s.name}
            detail={
              s.plannerObjects.length === 0
                ? 'No planned objects'
                : `${s.plannerObjects.length} planned objects`
            }
            pressed={s.id === scenarioId}
            onClick={() => onScenario(s.id)}
          />
        ))}
      </Stack>
      {presentation.tours.length > 0 && (
        <Stack gap={6} component="section" aria-label="Tours">
          <Title order={2} size="h5">
            Tours
          </Title>
          {presentation.tours.map((t) => {
            const playing = tour?.id === t.id && tour.playing;
            return (
              <Group key={t.id} justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" fw={500}>
                    {t.name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t.viewpointIds.length} viewpoints, {t.animationMode.toLowerCase()} flight
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant={playing ? 'filled' : 'light'}
                  leftSection={
                    playing ? <IconPlayerPauseFilled size={14} /> : <IconPlayerPlayFilled size={14} />
                  }
                  aria-label={`${playing ? 'Pause' : 'Play'} tour ${t.name}`}
                  onClick={() => onTour(t.id)}
                  disabled={t.viewpointIds.length === 0}
                >
                  {playing ? 'Pause' : 'Play'}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      <Text size="xs" c="gray.7">
        {terrain
          ? `The ground follows the terrain, from ${terrain}.`
          : 'Terrain elevation is not modelled: the ground is flat at sea level.'}
      </Text>
    </Stack>
  );
}
