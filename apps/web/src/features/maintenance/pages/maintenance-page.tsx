import { Title } from '@mantine/core';
import { FullPageCard } from '@/components/full-page-card';

/** Spec "/maintenance". Placeholder until its issue lands. */
export function MaintenancePage() {
  return (
    <FullPageCard>
      <Title order={1}>We'll be back soon!</Title>
    </FullPageCard>
  );
}
