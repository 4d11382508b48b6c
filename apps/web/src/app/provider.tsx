import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { userManager } from '@/lib/auth/user-manager';
import { createQueryClient, type QueryClientHandlers } from './providers/query-client';
import { cssVariablesResolver, theme } from './providers/theme';

const Notifications = lazy(() => import('./providers/toasts').then((m) => ({ default: m.Notifications })));

/** Where to go after the identity provider sent the user back (see `signInReturnTo`). */
export type SignedInHandler = (returnTo: string) => void;

/** The path a sign-in started from, carried through the identity provider in `state`. */
export function signInReturnTo(user: User | undefined): string {
  const state = user?.state as { returnTo?: unknown } | undefined;
  const returnTo = typeof state?.returnTo === 'string' ? state.returnTo : '/';
  // Only paths of this app: never an absolute or protocol-relative URL.
  return returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
}

type AppProviderProps = {
  children: ReactNode;
  onSignedIn: SignedInHandler;
  /** The API is in maintenance: show /maintenance. */
  onMaintenance: QueryClientHandlers['onMaintenance'];
};

export function AppProvider({ children, onSignedIn, onMaintenance }: AppProviderProps) {
  const [queryClient] = useState(() =>
    createQueryClient({ onUnauthorized: () => void userManager.removeUser(), onMaintenance }),
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" zIndex={1000} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <AuthProvider
          userManager={userManager}
          // Removes code and state from the URL and goes where the sign-in started.
          onSigninCallback={(user) => onSignedIn(signInReturnTo(user ?? undefined))}
        >
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
