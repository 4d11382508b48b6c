import { useLingui } from '@lingui/react';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { Project } from '@vantage/contracts';
import { memo } from 'react';
import { formatDateTime } from '@/lib/formatting';
import { PendingTransferBadge } from './pending-transfer-badge';
import { ProjectActions } from './project-actions';
import classes from './project-collection.module.css';
import { ProjectColorPicker } from './project-color-picker';
import { ProjectName } from './project-name';
import { ProjectThumbnail } from './project-thumbnail';
import type { ProjectActionHandlers } from './use-project-actions';

export type ProjectsView = 'list' | 'rows' | 'cards';

type Props = { project: Project; actions: ProjectActionHandlers };

/** The controls every view shows for a project, bound to its handlers. */
function controlsOf({ project, actions }: Props) {
  return {
    name: (size?: 'sm' | 'md') => (
      <ProjectName project={project} size={size} onRename={(name) => actions.rename(project, name)} />
    ),
    color: <ProjectColorPicker project={project} onPick={(hex) => actions.recolor(project, hex)} />,
    status: (
      <PendingTransferBadge
        project={project}
        onRevoke={(transferId) => actions.revokeTransfer(project, transferId)}
      />
    ),
    actions: <ProjectActions project={project} actions={actions} />,
    created: formatDateTime(project.createdAt),
  };
}

/** List view: one compact row with a Status column. */
export function ProjectListRow(props: Props) {
  const c = controlsOf(props);
  return (
    <div className={classes.listRow}>
      {c.color}
      <div style={{ minWidth: 0 }}>{c.name('sm')}</div>
      <Text size="sm" c="dimmed" className={classes.created}>
        {c.created}
      </Text>
      <div>{c.status}</div>
      {c.actions}
    </div>
  );
}

/** Rows view: a wide row with the project's picture. */
export function ProjectRow(props: Props) {
  const { i18n } = useLingui();
  const c = controlsOf(props);
  return (
    <Card withBorder padding="sm" radius="md" h="100%">
      <Group wrap="nowrap" gap="md">
        <ProjectThumbnail id={props.project.id} tagNames={props.project.tagNames} height={64} width={112} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            {c.color}
            <div style={{ minWidth: 0 }}>{c.name()}</div>
          </Group>
          <Text size="xs" c="dimmed">
            {i18n._('dash.projects.createdOn', { date: c.created })}
          </Text>
        </Stack>
        {c.status}
        {c.actions}
      </Group>
    </Card>
  );
}

/** Cards view: picture on top, name, status and actions below. */
export function ProjectCard(props: Props) {
  const { i18n } = useLingui();
  const c = controlsOf(props);
  return (
    <Card withBorder padding="sm" radius="md" h="100%">
      <Card.Section>
        <ProjectThumbnail id={props.project.id} tagNames={props.project.tagNames} height={120} radius={0} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap="xs" wrap="nowrap">
          {c.color}
          <div style={{ minWidth: 0, flex: 1 }}>{c.name()}</div>
        </Group>
        <Text size="xs" c="dimmed">
          {i18n._('dash.projects.createdOn', { date: c.created })}
        </Text>
        <Group justify="space-between" wrap="nowrap" mih={28}>
          <div>{c.status}</div>
          {c.actions}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * One project in the chosen view. Memoised: while the list scrolls, the virtualizer redraws
 * the collection on every frame, and only the projects coming into view need drawing (each
 * holds Mantine's tooltips, a popover and a menu); the project objects and the handlers keep
 * their identity between those frames.
 */
export const ProjectItem = memo(function ProjectItem({ view, ...props }: Props & { view: ProjectsView }) {
  if (view === 'list') return <ProjectListRow {...props} />;
  if (view === 'rows') return <ProjectRow {...props} />;
  return <ProjectCard {...props} />;
});
