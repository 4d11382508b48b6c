import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { preferences } from '@/lib/preferences';
import { reloadIntoLoginPage, returnPathOf } from '@/lib/session/login-location';
import { useSession } from '@/lib/session/session-context';
import { ssoErrorReloadUrl } from '@/lib/session/sso';

/**
 * The router's /login (logout, a protected page while signed out, an unknown path, the end of
 * maintenance): the login page is not part of the React app
 * (docs/decisions/141-lean-login-page.md), so this reloads /login, where the entry shows the
 * lean page, handing it where to return after signing in and the error of a failed sign-in.
 */
export function LoginRoute() {
  // The OIDC client's state through the session (react-oidc-context stays in the
  // signed-in layout's file).
  const { status, signInError } = useSession();
  const location = useLocation();

  useEffect(() => {
    if (status === 'loading') return;
    // Under single sign-on a sign-in error reloads to the origin instead (SessionProvider).
    if (signInError && ssoErrorReloadUrl(window.location, preferences.get('isSingleSignOn'))) return;
    const error = signInError?.message;
    reloadIntoLoginPage(
      { returnTo: returnPathOf(location.state), ...(error ? { error } : {}) },
      paths.login.getHref(),
    );
  }, [status, signInError, location.state]);

  return <FullScreenSpinner />;
}
