import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from '@/lib/api-error';
import { type MaintenanceWindow, maintenanceWindowOf } from '@/lib/maintenance/maintenance-answer';

export type QueryClientHandlers = {
  /** A 401 outside ensure-created: the session is gone (spec section 8). */
  onUnauthorized: () => void;
  /** A 503 maintenance answer: the app shows /maintenance (with the window it names). */
  onMaintenance: (maintenance: MaintenanceWindow) => void;
};

export function isMaintenanceAnswer(error: unknown): error is ApiError {
  return maintenanceWindowOf(error) !== undefined;
}

/**
 * One place reacts to answers that concern the whole app, whichever call got them. A 401 of
 * ensure-created is left to the session, which has its own rule (spec section 4).
 */
function handleError(handlers: QueryClientHandlers) {
  return (error: unknown, queryKey?: readonly unknown[]) => {
    const maintenance = maintenanceWindowOf(error);
    if (isApiError(error, 401) && queryKey?.[0] !== 'session') handlers.onUnauthorized();
    else if (maintenance) handlers.onMaintenance(maintenance);
  };
}

export function createQueryClient(handlers: QueryClientHandlers): QueryClient {
  const handle = handleError(handlers);
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => handle(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Answers of the 4xx family will not change by asking again.
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
    },
  });
}
