import { useLingui } from '@lingui/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { env } from '@/config/env';
import { startRegistration, userManager } from '@/lib/auth/user-manager';

/**
 * A signed-out visitor of an invitation link is asked to sign in or register first; both
 * come back to the same link (the path travels in the sign-in state).
 */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  const { i18n } = useLingui();
  const [redirecting, setRedirecting] = useState(false);
  const go = (start: () => Promise<void>) => {
    setRedirecting(true);
    start().catch(() => setRedirecting(false));
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {i18n._('dash.invitation.invitedTo', { product: env.productName })}
      </Title>
      <Text>{i18n._('dash.invitation.signInFirst')}</Text>
      <Group>
        <Button
          onClick={() => go(() => userManager.signinRedirect({ state: { returnTo } }))}
          loading={redirecting}
        >
          {i18n._('dash.invitation.signIn')}
        </Button>
        <Button
          variant="outline"
          onClick={() => go(() => startRegistration(returnTo))}
          disabled={redirecting}
        >
          {i18n._('dash.invitation.register')}
        </Button>
      </Group>
    </Stack>
  );
}
