import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';

/** Spec section 9: index and unknown-path redirects wait 1 second. */
export const REDIRECT_DELAY_MS = 1000;

/**
 * Spec section 2, index route: with the subscription list loaded, after 1 second go
 * (replacing the history entry) to /dash/projects if there is a subscription, else /welcome.
 */
export function HomePage() {
  const { accounts } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (!accounts) return;
    const target = accounts.length > 0 ? paths.dash.projects.getHref() : paths.welcome.getHref();
    const timer = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [accounts, navigate]);

  return <FullScreenSpinner />;
}
