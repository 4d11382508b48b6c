import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';
import { REDIRECT_DELAY_MS } from './home-page';

/** Spec section 2: any unknown path shows a spinner, then after 1 second goes to / or /login. */
export function NotFoundPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  const known = status !== 'loading';
  const signedIn = status !== 'signed-out';

  useEffect(() => {
    if (!known) return;
    const target = signedIn ? paths.home.getHref() : paths.login.getHref();
    const timer = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [known, signedIn, navigate]);

  return <FullScreenSpinner />;
}
