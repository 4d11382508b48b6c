import './providers/mantine-styles';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { MaintenanceLocationState, MaintenanceWindow } from '@/lib/maintenance/maintenance-answer';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/**
 * The query client reports maintenance from outside React; the router's navigation is inside
 * it. Until MaintenanceNavigation has mounted, the last report waits for it.
 */
let showMaintenance: ((maintenance: MaintenanceWindow) => void) | undefined;
let waitingMaintenance: MaintenanceWindow | undefined;

const onMaintenance = (maintenance: MaintenanceWindow) => {
  if (showMaintenance) showMaintenance(maintenance);
  else waitingMaintenance = maintenance;
};

/** Sends the app to /maintenance, with the window it reports, when the API says so. */
function MaintenanceNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    showMaintenance = (maintenance) => {
      const state: MaintenanceLocationState = { maintenance };
      if (window.location.pathname !== paths.maintenance.path)
        void navigate(paths.maintenance.getHref(), { state });
    };
    if (waitingMaintenance) showMaintenance(waitingMaintenance);
    waitingMaintenance = undefined;
    return () => {
      showMaintenance = undefined;
    };
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <AppProvider onMaintenance={onMaintenance}>
      <BrowserRouter>
        <MaintenanceNavigation />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
