import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Badge, Box, ColorSwatch, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconNavigationFilled } from '@tabler/icons-react';
import type { ViewerProject } from '@vantage/contracts';
import type { ReactNode } from 'react';
import { formatAltitude, formatAngle, formatCoordinates, formatHeading } from '@/lib/i18n/format';
import { normalizeHeading } from '@/lib/plan/format';
import { ViewpointDistances } from './viewpoint-distances';

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 2 }}
    >
      {items.map(([term, value]) => (
        <Box key={term} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function DefaultBadge({ i18n }: { i18n: I18n }) {
  return (
    <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
      {i18n._('viewer.default')}
    </Badge>
  );
}

function SectionTitle({ children, count }: { children: ReactNode; count: number }) {
  return (
    <Group gap="xs">
      <Title order={2} size="h3">
        {children}
      </Title>
      <Badge variant="light" color="gray">
        {count}
      </Badge>
    </Group>
  );
}

type Viewpoints = ViewerProject['viewpoints'];

export function ViewpointsSection({ project }: { project: ViewerProject }) {
  const { i18n } = useLingui();
  const planned = project.scenarios.filter((s) => s.plannerObjects.length > 0);
  return (
    <Stack gap="sm" component="section" aria-label={i18n._('viewer.viewpoints')}>
      <SectionTitle count={project.viewpoints.length}>{i18n._('viewer.viewpoints')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {project.viewpoints.map((viewpoint) => (
          <Paper key={viewpoint.id} withBorder radius="md" p="md" data-testid="viewer-viewpoint">
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <Title order={3} size="h5">
                {viewpoint.name}
              </Title>
              <Group gap={6} wrap="nowrap">
                {viewpoint.id === project.defaultViewpoint && <DefaultBadge i18n={i18n} />}
                <IconNavigationFilled
                  size={18}
                  aria-hidden
                  style={{
                    transform: `rotate(${normalizeHeading(viewpoint.pan)}deg)`,
                    color: 'var(--mantine-color-blue-6)',
                  }}
                />
              </Group>
            </Group>
            <Facts
              items={[
                [
                  i18n._('viewer.fact.position'),
                  formatCoordinates(i18n, viewpoint.position.latitude, viewpoint.position.longitude),
                ],
                [i18n._('viewer.fact.altitude'), formatAltitude(i18n, viewpoint.position.altitude)],
                [i18n._('viewer.fact.direction'), formatHeading(i18n, viewpoint.pan)],
                [i18n._('viewer.fact.tilt'), formatAngle(i18n, viewpoint.tilt)],
                [i18n._('viewer.fact.fieldOfView'), formatAngle(i18n, viewpoint.fieldOfView)],
              ]}
            />
            {planned.map((scenario) => (
              <ViewpointDistances
                key={scenario.id}
                viewpoint={viewpoint}
                scenario={scenario}
                presets={project.presets}
              />
            ))}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ScenariosSection({ project }: { project: ViewerProject }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="sm" component="section" aria-label={i18n._('viewer.scenarios')}>
      <SectionTitle count={project.scenarios.length}>{i18n._('viewer.scenarios')}</SectionTitle>
      <Stack gap="xs">
        {project.scenarios.map((scenario) => (
          <Paper key={scenario.id} withBorder radius="md" p="sm" data-testid="viewer-scenario">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ColorSwatch color={`#${scenario.color}`} size={16} aria-hidden />
                <Text fw={600}>{scenario.name}</Text>
                {scenario.id === project.defaultScenario && <DefaultBadge i18n={i18n} />}
              </Group>
              <Text size="sm" c="dimmed">
                {i18n._('viewer.scenario.objects', { count: scenario.plannerObjects.length })}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

export function ToursSection({ project }: { project: ViewerProject }) {
  const { i18n } = useLingui();
  const nameOf = (viewpoints: Viewpoints, id: number) => viewpoints.find((v) => v.id === id)?.name;
  return (
    <Stack gap="sm" component="section" aria-label={i18n._('viewer.tours')}>
      <SectionTitle count={project.tours.length}>{i18n._('viewer.tours')}</SectionTitle>
      {project.tours.length === 0 ? (
        <Text size="sm" c="dimmed">
          {i18n._('viewer.tours.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {project.tours.map((tour) => {
            const stops = tour.viewpointIds.flatMap((id) => nameOf(project.viewpoints, id) ?? []);
            return (
              <Paper key={tour.id} withBorder radius="md" p="sm" data-testid="viewer-tour">
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>{tour.name}</Text>
                  <Text size="sm" c="dimmed">
                    {i18n._('viewer.tour.animation', {
                      mode: tour.animationMode,
                      auto: tour.autoAnimate ? 'yes' : 'no',
                    })}
                  </Text>
                </Group>
                {stops.length > 0 && (
                  <List
                    size="sm"
                    type="ordered"
                    mt="xs"
                    aria-label={i18n._('viewer.tour.stops', { name: tour.name })}
                  >
                    {stops.map((stop, index) => (
                      // A tour may pass the same viewpoint twice.
                      // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity here
                      <List.Item key={index}>{stop}</List.Item>
                    ))}
                  </List>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
