import { HEADERS } from '@vantage/contracts';
import * as sessionOperations from '@vantage/contracts/api/session';
import { env } from '@/config/env';
import { api } from '@/lib/api';
import { buildUrl } from '@/lib/api-client';
import { requestLanguageCode } from '@/lib/i18n/request-language';

export type UpdateActivityInput = {
  /** The activity flag; null is refused by the API client (spec section 5). */
  active: boolean | null;
  force?: boolean;
  signalRConnectionId?: string | null;
};

/** Reports this client active or inactive (spec section 4). */
export function updateActivity({ active, force = false, signalRConnectionId = null }: UpdateActivityInput) {
  return api.call(sessionOperations.reportActivity, {
    query: { active: active === null ? null : active ? 'true' : 'false' },
    body: { force, signalRConnectionId },
  });
}

export type LeavingCredentials = { accessToken: string | undefined; clientId: string };

/**
 * The same report for a page that is being hidden or unloaded: built synchronously and sent
 * with `keepalive`, so the browser delivers it even after the page is gone. Never throws.
 */
export function updateActivityOnLeave(active: boolean, credentials: LeavingCredentials): void {
  try {
    const url = buildUrl(env.apiBaseUrl, sessionOperations.reportActivity.path, undefined, { active });
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': requestLanguageCode(),
      'Content-Type': 'application/json',
      [HEADERS.clientId]: credentials.clientId,
    };
    if (credentials.accessToken) headers.Authorization = `Bearer ${credentials.accessToken}`;
    void window
      .fetch(url, { method: 'PUT', headers, body: JSON.stringify({ force: false }), keepalive: true })
      .catch((error: unknown) => console.warn('Could not report the session inactive', error));
  } catch (error) {
    console.warn('Could not report the session inactive', error);
  }
}
