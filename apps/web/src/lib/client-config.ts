import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientConfig } from '@vantage/contracts';
import { publicApi } from './public-api';

/** GET /api/client-config: public run-time settings (viewer and editor URLs). */
export function getClientConfig(): Promise<ClientConfig> {
  return publicApi.get('/api/client-config', { schema: ClientConfig });
}

export function getClientConfigQueryOptions() {
  // Changes only when the server restarts with other settings.
  return queryOptions({
    queryKey: ['client-config'],
    queryFn: getClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useClientConfig = () => useQuery(getClientConfigQueryOptions());
