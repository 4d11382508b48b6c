import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconExternalLink,
  IconHistory,
  IconPresentation,
  IconTrash,
} from '@tabler/icons-react';
import type { Project } from '@vantage/contracts';
import { useClientConfig } from '@/lib/client-config';
import { editorLink } from '@/lib/external-links';
import type { ProjectActionHandlers } from './use-project-actions';

type Props = {
  project: Pick<Project, 'id' | 'name' | 'abilities'>;
  actions: ProjectActionHandlers;
};

/**
 * Actions of one project (spec "/dash/projects"): open in editor (/editor/#projectId={id},
 * a full page load), present, duplicate, delete, each as the server's abilities allow.
 */
export function ProjectActions({ project, actions }: Props) {
  const { abilities } = project;
  const { data: config } = useClientConfig();
  // EDITOR_URL when the installation has one, else /editor/#projectId={id}.
  const editorHref = editorLink(project.id, config?.editorUrl, window.location.origin);
  const duplicateBlocked = actions.duplicateBlockedReason(project);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Open in editor">
        <ActionIcon
          component="a"
          href={abilities.open ? editorHref : undefined}
          variant="subtle"
          aria-label={`Open ${project.name} in editor`}
          aria-disabled={!abilities.open}
          data-disabled={!abilities.open || undefined}
          onClick={(event) => {
            if (!abilities.open) event.preventDefault();
          }}
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`Actions for ${project.name}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={editorHref}
            disabled={!abilities.open}
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Open in editor
          </Menu.Item>
          {abilities.present && (
            <Menu.Item
              leftSection={<IconPresentation size={16} aria-hidden />}
              onClick={() => actions.present(project)}
            >
              Present
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => actions.showRevisions(project)}
          >
            Revisions
          </Menu.Item>
          <Tooltip label={duplicateBlocked} disabled={!duplicateBlocked} position="left" multiline w={260}>
            <Menu.Item
              // Focusable while blocked so keyboard users can read why (as BlockableButton does).
              data-disabled={duplicateBlocked ? true : undefined}
              aria-disabled={duplicateBlocked ? true : undefined}
              aria-description={duplicateBlocked}
              closeMenuOnClick={!duplicateBlocked}
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => {
                if (!duplicateBlocked) actions.duplicate(project);
              }}
            >
              Duplicate
            </Menu.Item>
          </Tooltip>
          <Menu.Divider />
          <Menu.Item
            color="red"
            disabled={!abilities.delete}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => actions.requestDelete(project)}
          >
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
