import { i18n } from '@lingui/core';
import { Button, Menu } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Project } from '@vantage/contracts';
import { useClientConfig } from '@/lib/client-config';
import { viewerLink } from '@/lib/external-links';
import { getPresentationsOfQueryOptions } from '@/lib/projects/api/get-published-projects';

/**
 * The way from the planner to what the public sees: the viewer link of the project's published
 * presentation (of each, when there are several), opened in a new tab. A presentation opened in
 * the planner links to itself. Nothing shows while the project has no published presentation.
 */
export function PublicLinkButton({ project }: { project: Project }) {
  const clientConfig = useClientConfig();
  const isPresentation = project.publicationKey !== null;
  const presentations = useQuery({
    ...getPresentationsOfQueryOptions(isPresentation ? undefined : project.id),
    retry: false,
  });
  const links = (
    isPresentation
      ? project.published && project.publicationKey
        ? [{ name: project.name, publicationKey: project.publicationKey }]
        : []
      : (presentations.data ?? []).filter((presentation) => presentation.published)
  ).map(({ name, publicationKey }) => ({
    name,
    href: viewerLink(publicationKey, clientConfig.data?.viewerUrl, window.location.origin),
  }));

  const [only] = links;
  if (!only) return null;
  if (links.length === 1)
    return (
      <Button
        component="a"
        href={only.href}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<IconExternalLink size={16} />}
        title={i18n._('planner.publicLinkButton.inANewTab', { name: only.name })}
      >
        {i18n._('planner.publicLinkButton.open')}
      </Button>
    );
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconExternalLink size={16} />}>
          {i18n._('planner.publicLinkButton.open')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{i18n._('planner.publicLinkButton.publishedPresentationsOpenIn')}</Menu.Label>
        {links.map((link) => (
          <Menu.Item key={link.href} component="a" href={link.href} target="_blank" rel="noopener">
            {link.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
