import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientConfig } from '@vantage/contracts';
import { runtimeSettings } from '@/config/env';
import { publicApi } from './public-api';

/** GET /api/client-config: public run-time settings (viewer and editor URLs). */
export function getClientConfig(): Promise<ClientConfig> {
  return publicApi.get('/api/client-config', { schema: ClientConfig });
}

/**
 * Issue 14: the server's settings script, which every page runs before the app (inline, or
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
    queryKey: ['client-config'],
    queryFn: getClientConfig,
    initialData: fromPage,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useClientConfig = () => useQuery(getClientConfigQueryOptions());
