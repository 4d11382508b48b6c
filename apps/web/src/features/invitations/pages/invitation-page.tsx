import { Title } from '@mantine/core';
import { FullPageCard } from '@/components/full-page-card';

/** Spec "/invitation/{invitationKey}": the invitation activation link target. Placeholder until its issue lands. */
export function InvitationPage() {
  return (
    <FullPageCard>
      <Title order={1}>Invitation</Title>
    </FullPageCard>
  );
}
