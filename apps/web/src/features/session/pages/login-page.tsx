import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { OIDC_CLIENT_ID } from '@vantage/contracts';
import { useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { registrationEndpoint } from '@/lib/auth/oidc-settings';
import { startRegistration } from '@/lib/auth/user-manager';
import { returnPathOf } from '@/lib/session/login-location';

/**
 * Spec "/login": the registration page of the identity provider with the client id, scope
 * 'openid profile', response type code and redirect to the app origin. The button itself
 * starts the same request with state and PKCE (required by the provider for public clients);
 * the plain URL stays the link's href.
 */
export function registrationUrl(authority: string, origin: string): string {
  const query = new URLSearchParams({
    client_id: OIDC_CLIENT_ID,
    scope: 'openid profile',
    response_type: 'code',
    redirect_uri: origin,
  });
  return `${registrationEndpoint(authority)}?${query.toString().replaceAll('+', '%20')}`;
}

export function LoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const [redirecting, setRedirecting] = useState(false);

  if (auth.isLoading) return <FullScreenSpinner />;
  if (auth.isAuthenticated) return <Navigate to={paths.home.getHref()} replace />;

  const signIn = () => {
    setRedirecting(true);
    auth
      .signinRedirect({ state: { returnTo: returnPathOf(location.state) } })
      .catch(() => setRedirecting(false));
  };
  const register = () => {
    setRedirecting(true);
    startRegistration(returnPathOf(location.state)).catch(() => setRedirecting(false));
  };

  return (
    <Center mih="100dvh" p="md">
      <Paper shadow="xl" p="xl" w="100%" maw={440} radius="lg">
        <Stack gap="lg">
          <Text fw={700} c="blue.8" size="lg">
            {env.productName}
          </Text>
          <Title order={1} size="h2">
            Log in to your account
          </Title>
          {auth.error && (
            <Alert color="red" title="Signing in failed">
              {auth.error.message}
            </Alert>
          )}
          <Group grow>
            <Button size="md" onClick={signIn} loading={redirecting}>
              Sign in
            </Button>
            <Button
              size="md"
              variant="outline"
              component="a"
              href={registrationUrl(env.oidcAuthority, window.location.origin)}
              onClick={(event) => {
                event.preventDefault();
                register();
              }}
              disabled={redirecting}
            >
              Register
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Existing customers must register first with their existing e-mail address.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
