import { useLingui } from '@lingui/react';
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
import { HoverTooltip } from '@/components/hover-tooltip';
import { useMadeOnPress } from '@/components/use-made-on-press';
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
  const { i18n } = useLingui();
  const { abilities } = project;
  const { data: config } = useClientConfig();
  // EDITOR_URL when the installation has one, else /editor/#projectId={id}.
  const editorHref = editorLink(project.id, config?.editorUrl, window.location.origin);
  const duplicateBlocked = actions.duplicateBlockedReason(project);
  // The menu is made on the first press of its button.
  const menu = useMadeOnPress<HTMLButtonElement>();
  const menuButton = (
    <ActionIcon
      ref={menu.target}
      variant="subtle"
      aria-label={i18n._('dash.actions.for', { name: project.name })}
      aria-haspopup="menu"
      {...(menu.made ? {} : { 'aria-expanded': false, onClick: menu.make })}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <Group gap={4} wrap="nowrap">
      <HoverTooltip label={i18n._('dash.actions.open')}>
        <ActionIcon
          component="a"
          href={abilities.open ? editorHref : undefined}
          variant="subtle"
          aria-label={i18n._('dash.actions.openNamed', { name: project.name })}
          aria-disabled={!abilities.open}
          data-disabled={!abilities.open || undefined}
          onClick={(event) => {
            if (!abilities.open) event.preventDefault();
          }}
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </HoverTooltip>
      {!menu.made ? (
        menuButton
      ) : (
        // No initial-focus placeholder: it is a focusable element that is not a menu item inside
        // role="menu" (axe "aria-required-children"); the menu pattern puts the focus on the
        // first item when the menu opens.
        <Menu
          opened={menu.opened}
          onChange={menu.onChange}
          position="bottom-end"
          withinPortal
          shadow="md"
          withInitialFocusPlaceholder={false}
        >
          <Menu.Target>{menuButton}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component="a"
              href={editorHref}
              disabled={!abilities.open}
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {i18n._('dash.actions.open')}
            </Menu.Item>
            {abilities.present && (
              <Menu.Item
                leftSection={<IconPresentation size={16} aria-hidden />}
                onClick={() => actions.present(project)}
              >
                {i18n._('dash.nav.present')}
              </Menu.Item>
            )}
            <Menu.Item
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => actions.showRevisions(project)}
            >
              {i18n._('dash.actions.revisions')}
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
                {i18n._('dash.actions.duplicate')}
              </Menu.Item>
            </Tooltip>
            <Menu.Divider />
            <Menu.Item
              // Shade 8 (the theme's, darkened to 4.5:1 on white): Menu.Item draws a bare "red" in
              // shade 6, 3.3:1 (axe "color-contrast").
              color="red.8"
              disabled={!abilities.delete}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => actions.requestDelete(project)}
            >
              {i18n._('dash.common.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
