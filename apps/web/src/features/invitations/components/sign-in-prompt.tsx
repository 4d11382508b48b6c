import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { env } from '@/config/env';
import { startRegistration, userManager } from '@/lib/auth/user-manager';

/**
 * A signed-out visitor of an invitation link is asked to sign in or register first; both
 * come back to the same link (the path travels in the sign-in state).
 */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  const [redirecting, setRedirecting] = useState(false);
  const go = (start: () => Promise<void>) => {
    setRedirecting(true);
    start().catch(() => setRedirecting(false));
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        You have been invited to {env.productName}
      </Title>
      <Text>
        Sign in or register first, with the e-mail address the invitation was sent to. You will come back to
        this invitation to accept or decline it.
      </Text>
      <Group>
        <Button
          onClick={() => go(() => userManager.signinRedirect({ state: { returnTo } }))}
          loading={redirecting}
        >
          Sign in
        </Button>
        <Button
          variant="outline"
          onClick={() => go(() => startRegistration(returnTo))}
          disabled={redirecting}
        >
          Register
        </Button>
      </Group>
    </Stack>
  );
}
