import { Trans, useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Divider, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ViewerProject } from '@vantage/contracts';
import { env } from '@/config/env';
import { ShareButton } from './share-button';
import { ViewerFrame } from './viewer-frame';
import { ScenariosSection, ToursSection, ViewpointsSection } from './viewer-sections';

/**
 * The list view of a presentation: its viewpoints, scenarios and tours as text. The
 * accessible alternative to the 3D view ("List view"), and what a browser without WebGL gets.
 */
export function ViewerListView({
  presentation,
  notice,
  onShow3d,
}: {
  presentation: ViewerProject;
  notice?: string;
  onShow3d?: () => void;
}) {
  const { i18n } = useLingui();
  const developer = presentation.organizations[0];
  return (
    <ViewerFrame>
      <Stack gap="xl">
        {notice && (
          <Alert color="blue" variant="light" title={i18n._('viewer.listView')}>
            {notice}
          </Alert>
        )}
        <Stack gap="sm" component="header">
          <Group gap="lg" wrap="nowrap" align="center">
            {presentation.logoUrl && (
              <Image
                src={`${env.apiBaseUrl}${presentation.logoUrl}`}
                alt={i18n._('viewer.logo', { name: presentation.name })}
                h={64}
                w="auto"
                maw={160}
                fit="contain"
              />
            )}
            <div>
              <Title order={1}>{presentation.name}</Title>
              {developer && (
                <Text c="dimmed" size="lg">
                  {developer}
                </Text>
              )}
            </div>
          </Group>
          {presentation.description && (
            <Text style={{ whiteSpace: 'pre-line' }}>{presentation.description}</Text>
          )}
          <Group>
            {onShow3d && (
              <Button variant="light" onClick={onShow3d}>
                {i18n._('viewer.view3d')}
              </Button>
            )}
            <ShareButton
              presentation={presentation}
              viewpointId={presentation.defaultViewpoint ?? presentation.viewpoints[0]?.id ?? null}
            />
          </Group>
        </Stack>
        <ViewpointsSection project={presentation} />
        <ScenariosSection project={presentation} />
        <ToursSection project={presentation} />
        <Divider />
        <Text size="xs" c="dimmed">
          <Trans
            id="viewer.presentedWith"
            values={{ product: env.productName }}
            components={{ 0: <Anchor href="/" size="xs" underline="always" /> }}
          />
        </Text>
      </Stack>
    </ViewerFrame>
  );
}
