import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientConfig } from '@vantage/contracts';
import * as clientConfigOperations from '@vantage/contracts/api/client-config';
import { runtimeSettings } from '@/config/env';
import { queryKeyOf } from './api';
import { publicApi } from './public-api';

/** Public run-time settings (viewer and editor URLs). */
export function getClientConfig(): Promise<ClientConfig> {
  return publicApi.call(clientConfigOperations.getClientConfig);
}

/**
 * The server's settings script, which every page runs before the app (inline, or
 * `/config.js`), carries the same answer, so no page asks the API for it on its first load. A page
 * without that script (the dashboard hosted elsewhere) or with an older one asks the API.
 */
function fromPage(): ClientConfig | undefined {
  const parsed = ClientConfig.safeParse(runtimeSettings);
  return parsed.success ? parsed.data : undefined;
}

export function getClientConfigQueryOptions() {
  // Changes only when the server restarts with other settings.
  return queryOptions({
    queryKey: queryKeyOf(clientConfigOperations.getClientConfig),
    queryFn: getClientConfig,
    initialData: fromPage,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useClientConfig = () => useQuery(getClientConfigQueryOptions());
