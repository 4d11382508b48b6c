import { env } from '@/config/env';
import { createApiClient } from './api-client';
import { takeEarlyFetch } from './early-fetch';

/**
 * An API client without credentials, for the public calls (viewer, client configuration):
 * no bearer token and no subscription key, so a signed-in visitor of a viewer link is seen
 * exactly as the public is. A call the entry already started (early-fetch.ts) takes its answer.
 */
export const publicApi = createApiClient({
  baseUrl: env.apiBaseUrl,
  fetch: (input, init) => takeEarlyFetch(input, init) ?? window.fetch(input, init),
  clientHeaders: () => ({}),
});
