import { useLingui } from '@lingui/react';
import { Badge, Card, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PublishedProject } from '@vantage/contracts';
import { formatDate } from '@/lib/formatting';
import type { PresentView } from '../presentation-view';
import { PresentationActions } from './presentation-actions';
import { PresentationPicture } from './presentation-picture';
import type { LoadPresentationReport } from './presentation-report-dialog';

type Props = {
  view: PresentView;
  items: PublishedProject[];
  linkOf: (presentation: PublishedProject) => string;
  deleteBlockedReason: string | null;
  onDelete: (presentation: PublishedProject) => void;
  loadReport: LoadPresentationReport;
};

function Developer({ presentation }: { presentation: PublishedProject }) {
  return (
    <Text size="sm" c="dimmed" truncate>
      {presentation.organizations[0] ?? ''}
    </Text>
  );
}

function OriginalProject({ presentation }: { presentation: PublishedProject }) {
  const { i18n } = useLingui();
  return (
    <Text size="xs" c="dimmed" truncate>
      {presentation.originalProjectName
        ? i18n._('dash.present.original', { name: presentation.originalProjectName })
        : i18n._('dash.present.originalDeleted')}
    </Text>
  );
}

function Status({ presentation }: { presentation: PublishedProject }) {
  const { i18n } = useLingui();
  return presentation.published ? null : (
    <Badge color="gray" variant="light" size="sm">
      {i18n._('dash.embed.notPublished')}
    </Badge>
  );
}

/** Spec "/dash/present": the three view modes of the list (list, blocks, rows). */
export function PresentationViews({ view, items, linkOf, ...actions }: Props) {
  const { i18n } = useLingui();
  const actionsOf = (presentation: PublishedProject) => (
    <PresentationActions presentation={presentation} link={linkOf(presentation)} {...actions} />
  );

  if (view === 'list') {
    return (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={i18n._('dash.present.list')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{i18n._('dash.members.name')}</Table.Th>
              <Table.Th>{i18n._('dash.publish.developer')}</Table.Th>
              <Table.Th>{i18n._('dash.invite.project')}</Table.Th>
              <Table.Th>{i18n._('dash.projects.sort.createdAt')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{i18n._('dash.members.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((presentation) => (
              <Table.Tr key={presentation.id} data-testid="presentation">
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600}>{presentation.name}</Text>
                    <Status presentation={presentation} />
                  </Group>
                </Table.Td>
                <Table.Td>{presentation.organizations[0] ?? ''}</Table.Td>
                <Table.Td>{presentation.originalProjectName ?? ''}</Table.Td>
                <Table.Td>{formatDate(presentation.createdAt)}</Table.Td>
                <Table.Td>{actionsOf(presentation)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  if (view === 'rows') {
    return (
      <Stack gap="sm" role="list" aria-label={i18n._('dash.present.list')}>
        {items.map((presentation) => (
          <Paper
            key={presentation.id}
            withBorder
            radius="md"
            p="sm"
            role="listitem"
            data-testid="presentation"
          >
            <Group wrap="nowrap" gap="md">
              <Paper w={112} radius="sm" style={{ overflow: 'hidden', flexShrink: 0 }}>
                <PresentationPicture presentation={presentation} h={64} />
              </Paper>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} truncate>
                    {presentation.name}
                  </Text>
                  <Status presentation={presentation} />
                </Group>
                <Developer presentation={presentation} />
                <OriginalProject presentation={presentation} />
              </Stack>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {formatDate(presentation.createdAt)}
              </Text>
              {actionsOf(presentation)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} role="list" aria-label={i18n._('dash.present.list')}>
      {items.map((presentation) => (
        <Card
          key={presentation.id}
          withBorder
          radius="md"
          padding="md"
          role="listitem"
          data-testid="presentation"
        >
          <Card.Section>
            <PresentationPicture presentation={presentation} h={140} />
          </Card.Section>
          <Stack gap={4} mt="sm">
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text fw={600} truncate>
                {presentation.name}
              </Text>
              <Status presentation={presentation} />
            </Group>
            <Developer presentation={presentation} />
            <OriginalProject presentation={presentation} />
            <Group justify="space-between" mt="xs" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {formatDate(presentation.createdAt)}
              </Text>
              {actionsOf(presentation)}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
