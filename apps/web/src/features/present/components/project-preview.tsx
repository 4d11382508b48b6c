import { useLingui } from '@lingui/react';
import { Box, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ProjectPlaceholder } from '@/components/project-placeholder';
import { readAsDataUrl } from '@/lib/images/data-url';

type Props = { projectId: number; name: string; developer: string; description: string; logo: File | null };

/** A `data:` URL for the chosen logo (never a `blob:` URL of our origin, lib/images/data-url.ts). */
function useDataUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    let current = true;
    readAsDataUrl(file).then(
      (read) => current && setUrl(read),
      () => current && setUrl(null),
    );
    return () => {
      current = false;
    };
  }, [file]);
  return url;
}

/**
 * Spec "/present/{projectId}": the project preview, as the presentation will introduce
 * itself: the placeholder picture of the project (id % 4), the chosen logo, name, developer
 * and description as typed.
 */
export function ProjectPreview({ projectId, name, developer, description, logo }: Props) {
  const { i18n } = useLingui();
  const logoUrl = useDataUrl(logo);
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden' }}
      aria-label={i18n._('dash.publish.preview')}
      component="section"
    >
      <Box pos="relative">
        <ProjectPlaceholder projectId={projectId} h={160} />
        {logoUrl && (
          <Paper pos="absolute" bottom={12} left={12} p={6} radius="sm" shadow="sm">
            <Image src={logoUrl} alt={i18n._('dash.publish.chosenLogo')} h={48} w="auto" fit="contain" />
          </Paper>
        )}
      </Box>
      <Stack gap={4} p="md">
        <Title order={3} size="h4">
          {name.trim() || i18n._('dash.publish.untitled')}
        </Title>
        {developer.trim() && (
          <Text size="sm" c="dimmed">
            {developer}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={6}>
          {description.trim() || i18n._('dash.publish.noDescription')}
        </Text>
      </Stack>
    </Paper>
  );
}
