import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { preferences } from '@/lib/preferences';
import { reloadIntoLoginPage, returnPathOf } from '@/lib/session/login-location';
import { ssoErrorReloadUrl } from '@/lib/session/sso';

/**
 * The router's /login (logout, a protected page while signed out, an unknown path, the end of
 * maintenance): the login page is not part of the React app (issue 14,
 * docs/decisions/140-lean-login-page.md), so this reloads /login, where the entry shows the
 * lean page, handing it where to return after signing in and the error of a failed sign-in.
 */
export function LoginRoute() {
  const auth = useAuth();
  const location = useLocation();

  useEffect(() => {
    if (auth.isLoading) return;
    // Under single sign-on a sign-in error reloads to the origin instead (SessionProvider).
    if (auth.error && ssoErrorReloadUrl(window.location, preferences.get('isSingleSignOn'))) return;
    const error = auth.error?.message;
    reloadIntoLoginPage(
      { returnTo: returnPathOf(location.state), ...(error ? { error } : {}) },
      paths.login.getHref(),
    );
  }, [auth.isLoading, auth.error, location.state]);

  return <FullScreenSpinner />;
}
