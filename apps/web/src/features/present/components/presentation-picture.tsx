import { useLingui } from '@lingui/react';
import { Box, Image } from '@mantine/core';
import type { PublishedProject } from '@vantage/contracts';
import { useState } from 'react';
import { ProjectPlaceholder } from '@/components/project-placeholder';
import { env } from '@/config/env';

/**
 * A presentation's picture: its logo while it is published (the public logo of the viewer
 * link, so no token is needed for an <img>), else the placeholder of its id (spec: id % 4).
 */
export function PresentationPicture({ presentation, h }: { presentation: PublishedProject; h: number }) {
  const { i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  const showLogo = presentation.hasLogo && presentation.published && !failed;
  if (!showLogo) return <ProjectPlaceholder projectId={presentation.id} h={h} w="100%" />;
  return (
    <Box h={h} w="100%" bg="white" p={6}>
      <Image
        src={`${env.apiBaseUrl}/api/projects/viewer/${encodeURIComponent(presentation.publicationKey)}/logo`}
        alt={i18n._('dash.present.logoOf', { name: presentation.name })}
        h="100%"
        fit="contain"
        onError={() => setFailed(true)}
      />
    </Box>
  );
}
