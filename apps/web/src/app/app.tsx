import './providers/mantine-styles';
import { RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import type { MaintenanceLocationState, MaintenanceWindow } from '@/lib/maintenance/maintenance-answer';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

const onMaintenance = (maintenance: MaintenanceWindow) => {
  const state: MaintenanceLocationState = { maintenance };
  if (router.state.location.pathname !== paths.maintenance.path)
    void router.navigate(paths.maintenance.getHref(), { state });
};

export function App() {
  return (
    <AppProvider onMaintenance={onMaintenance}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
