import { i18n } from '@lingui/core';
import { Alert, Button, Center, Group, Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import type { LoginLocationState } from '@/lib/session/login-location';
import { useSession } from '@/lib/session/session-context';

/**
 * Protected routes (spec section 2): unauthenticated users go to /login; the page shows once
 * the account record is ensured (spec section 4 "Session"). Its words come from the active
 * catalog without subscribing to it (no useLingui): the language's activation on the account's
 * arrival would otherwise draw the whole signed-in tree at once, ahead of the shell's deferred
 * first draw (dash-layout.tsx).
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'signed-out') {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (session.status === 'error') {
    return (
      <Center mih="100dvh" p="md">
        <Stack maw={480}>
          <Alert color="red" title={i18n._('dash.session.failed')}>
            {errorMessage(session.ensureError)}
          </Alert>
          <Group>
            <Button onClick={session.retryEnsure}>{i18n._('dash.common.tryAgain')}</Button>
            <Button variant="default" onClick={() => void session.logout()}>
              {i18n._('dash.common.logOut')}
            </Button>
          </Group>
        </Stack>
      </Center>
    );
  }
  if (session.status !== 'ready') return <FullScreenSpinner />;
  return <Outlet />;
}
