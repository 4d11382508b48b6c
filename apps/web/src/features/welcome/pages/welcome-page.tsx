import { Button, Group, Title } from '@mantine/core';
import { FullPageCard } from '@/components/full-page-card';
import { env } from '@/config/env';
import { useSession } from '@/lib/session/session-context';

/** Onboarding (spec "/welcome"): pending invitations and the trial form. Placeholder until its issue lands. */
export function WelcomePage() {
  const { logout } = useSession();
  return (
    <FullPageCard>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{`Welcome to ${env.productName}`}</Title>
        <Button variant="subtle" onClick={() => void logout()}>
          Log out
        </Button>
      </Group>
    </FullPageCard>
  );
}
