import { Title } from '@mantine/core';
import { FullPageCard } from '@/components/full-page-card';

/** Spec "/present/{projectId}": create a presentation. Placeholder until its issue lands. */
export function PresentProjectPage() {
  return (
    <FullPageCard>
      <Title order={1}>Present project</Title>
    </FullPageCard>
  );
}
