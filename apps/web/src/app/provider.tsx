import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient, type QueryClientHandlers } from './providers/query-client';
import { cssVariablesResolver, theme } from './providers/theme';

const Notifications = lazy(() => import('./providers/toasts').then((m) => ({ default: m.Notifications })));

type AppProviderProps = {
  children: ReactNode;
  /** The API is in maintenance: show /maintenance. */
  onMaintenance: QueryClientHandlers['onMaintenance'];
};

/**
 * What every screen has: Mantine, the toasts and the query client. The identity client is in
 * the signed-in screens' layout (layouts/signed-in-layout.tsx), not here: the public viewer
 * does without it.
 */
export function AppProvider({ children, onMaintenance }: AppProviderProps) {
  const [queryClient] = useState(() =>
    createQueryClient({
      // A 401 comes only from the calls of signed-in screens, whose layout has loaded the OIDC client.
      onUnauthorized: () =>
        void import('@/lib/auth/user-manager').then((auth) => auth.userManager.removeUser()),
      onMaintenance,
    }),
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" zIndex={1000} />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
