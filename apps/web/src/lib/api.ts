import { env } from '@/config/env';
import { createApiClient } from './api-client';
import { currentAccessToken } from './auth/user-manager';
import { getClientId, preferences } from './preferences';

/**
 * The API client of the running app: bearer token of the signed-in user, this browser's
 * client id and the selected subscription key on every call (spec sections 6 and 7).
 */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  fetch: (input, init) => window.fetch(input, init),
  clientHeaders: async () => ({
    accessToken: await currentAccessToken(),
    clientId: getClientId(),
    subscriptionKey: preferences.get('subscriptionKey') ?? undefined,
  }),
});
