import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

/** Signing in returned to the origin with code and state: drop them and go on. */
const onSignedIn = (returnTo: string) => void router.navigate(returnTo, { replace: true });

const onMaintenance = () => {
  if (router.state.location.pathname !== paths.maintenance.path)
    void router.navigate(paths.maintenance.getHref());
};

export function App() {
  return (
    <AppProvider onSignedIn={onSignedIn} onMaintenance={onMaintenance}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
