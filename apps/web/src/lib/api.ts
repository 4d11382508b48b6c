import type { OperationDefinition } from '@vantage/contracts';
import { env } from '@/config/env';
import { createApiClient } from './api-client';
import { takeEarlyFetch } from './early-fetch';
import { getClientId, preferences } from './preferences';

/**
 * The API client of the running app: bearer token of the signed-in user, this browser's
 * client id and the selected subscription key on every call (spec sections 6 and 7).
 */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  // A call the entry already made (early-fetch.ts: the session's first calls) takes its answer.
  fetch: (input, init) => takeEarlyFetch(input, init) ?? window.fetch(input, init),
  clientHeaders: async () => ({
    // Imported when a call is made, not with this module: the public viewer shares
    // this module's chunk and must not load the OIDC client; signed-in screens have it loaded.
    accessToken: await import('./auth/user-manager').then((auth) => auth.currentAccessToken()),
    clientId: getClientId(),
    subscriptionKey: preferences.get('subscriptionKey') ?? undefined,
  }),
});

/**
 * The query key of an operation's answer: its id, then the input that changes the answer.
 * Invalidating `[operation.id]` refreshes every cached answer of that operation.
 */
export function queryKeyOf<O extends OperationDefinition>(
  operation: O,
  input?: { params?: unknown; query?: unknown },
): readonly unknown[] {
  const key: unknown[] = [operation.id];
  if (input?.params !== undefined) key.push(input.params);
  if (input?.query !== undefined) key.push(input.query);
  return key;
}
