import { Title } from '@mantine/core';
import { FullPageCard } from '@/components/full-page-card';
import { env } from '@/config/env';

/** Onboarding (spec "/welcome"): pending invitations and the trial form. Placeholder until its issue lands. */
export function WelcomePage() {
  return (
    <FullPageCard>
      <Title order={1}>{`Welcome to ${env.productName}`}</Title>
    </FullPageCard>
  );
}
