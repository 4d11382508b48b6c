import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

/** Signing in returned to the origin with code and state: drop them and go on. */
const onSignedIn = (returnTo: string) => void router.navigate(returnTo, { replace: true });

export function App() {
  return (
    <AppProvider onSignedIn={onSignedIn}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
