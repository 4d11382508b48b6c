import type { User } from 'oidc-client-ts';
import { AuthProvider } from 'react-oidc-context';
import { useNavigate } from 'react-router';
import { userManager } from '@/lib/auth/user-manager';
import { SessionProvider } from '@/lib/session/session-provider';
import { DashI18n } from '../providers/dash-i18n';
import { HubProvider } from '../providers/hub-provider';
import { ShellLayout } from './shell-layout';

/**
 * The dashboard's layout comes in this file's chunk: every /dash page needs both,
 * and one file fewer keeps a cold /dash page under 15 requests.
 */
export { DashLayout } from './dash-layout';

/** The path a sign-in started from, carried through the identity provider in `state`. */
export function signInReturnTo(user: User | undefined): string {
  const state = user?.state as { returnTo?: unknown } | undefined;
  const returnTo = typeof state?.returnTo === 'string' ? state.returnTo : '/';
  // Only paths of this app: never an absolute or protocol-relative URL.
  return returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
}

/**
 * The layout of every screen but the public ones (router.tsx): the identity client (the
 * sign-in's return, the user), the session and the hub, which need the router (navigation).
 * Loaded lazily: the public viewer is drawn without it, so neither the OIDC client
 * nor the session's calls and the hub's connection are part of a viewer link.
 */
export function SignedInLayout() {
  const navigate = useNavigate();
  return (
    <AuthProvider
      userManager={userManager}
      // Removes code and state from the URL and goes where the sign-in started.
      onSigninCallback={(user) => void navigate(signInReturnTo(user ?? undefined), { replace: true })}
    >
      <SessionProvider>
        <DashI18n>
          <HubProvider>
            <ShellLayout />
          </HubProvider>
        </DashI18n>
      </SessionProvider>
    </AuthProvider>
  );
}
