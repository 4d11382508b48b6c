import { useLingui } from '@lingui/react';
import { Button, Group, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { ViewerProject } from '@vantage/contracts';
import { env } from '@/config/env';
import { formatAngle, formatHeading } from '@/lib/i18n/format';
import { LanguageSwitcher } from './language-switcher';
import { PlanDateNotice } from './plan-date-notice';

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
  const { i18n } = useLingui();
  const developer = presentation.organizations[0];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <LanguageSwitcher />
      </Group>
      <Group gap="sm" wrap="nowrap" align="center">
        {presentation.logoUrl && (
          <Image
            src={`${env.apiBaseUrl}${presentation.logoUrl}`}
            alt={i18n._('viewer.logo', { name: presentation.name })}
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
      <PlanDateNotice presentation={presentation} />
      <Stack gap={6} component="section" aria-label={i18n._('viewer.viewpoints')}>
        <Title order={2} size="h5">
          {i18n._('viewer.viewpoints')}
        </Title>
        {presentation.viewpoints.map((v) => (
          <Choice
            key={v.id}
            testId="viewer-3d-viewpoint"
            label={v.name}
            detail={i18n._('viewer.panel.viewpointDetail', {
              heading: formatHeading(i18n, v.pan),
              fov: formatAngle(i18n, Math.round(v.fieldOfView), 0),
            })}
            pressed={v.id === viewpointId}
            onClick={() => onViewpoint(v.id)}
          />
        ))}
      </Stack>
      <Stack gap={6} component="section" aria-label={i18n._('viewer.scenarios')}>
        <Title order={2} size="h5">
          {i18n._('viewer.scenarios')}
        </Title>
        {presentation.scenarios.map((s) => (
          <Choice
            key={s.id}
            testId="viewer-3d-scenario"
            label={s.name}
            detail={i18n._('viewer.panel.plannedObjects', { count: s.plannerObjects.length })}
            pressed={s.id === scenarioId}
            onClick={() => onScenario(s.id)}
          />
        ))}
      </Stack>
      {presentation.tours.length > 0 && (
        <Stack gap={6} component="section" aria-label={i18n._('viewer.tours')}>
          <Title order={2} size="h5">
            {i18n._('viewer.tours')}
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
                    {i18n._('viewer.tour.detail', { count: t.viewpointIds.length, mode: t.animationMode })}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant={playing ? 'filled' : 'light'}
                  leftSection={
                    playing ? <IconPlayerPauseFilled size={14} /> : <IconPlayerPlayFilled size={14} />
                  }
                  aria-label={i18n._(playing ? 'viewer.tour.pauseNamed' : 'viewer.tour.playNamed', {
                    name: t.name,
                  })}
                  onClick={() => onTour(t.id)}
                  disabled={t.viewpointIds.length === 0}
                >
                  {i18n._(playing ? 'viewer.tour.pause' : 'viewer.tour.play')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      <Text size="xs" c="gray.7">
        {terrain ? i18n._('viewer.panel.terrain', { source: terrain }) : i18n._('viewer.panel.flat')}
      </Text>
    </Stack>
  );
}
