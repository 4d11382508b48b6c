import { HubConnectionBuilder, type IRetryPolicy, LogLevel } from '@microsoft/signalr';
import { HUB_PATH } from '@vantage/contracts';
import { env } from '@/config/env';
import { currentAccessToken } from '@/lib/auth/user-manager';
import type { HubConnectionLike } from './hub-client';

/**
 * Automatic reconnect as `withAutomaticReconnect()` (0, 2, 10, 30 s), but it keeps trying
 * every minute after that instead of giving up: a dashboard stays open for hours.
 */
export const reconnectPolicy: IRetryPolicy = {
  nextRetryDelayInMilliseconds: ({ previousRetryCount }) =>
    [0, 2_000, 10_000, 30_000][previousRetryCount] ?? 60_000,
};

/**
 * The SignalR connection to /signalr with the signed-in user's access token (the same
 * UserManager as the API client, so a silently renewed token is used on reconnect).
 */
export function createHubConnection(): HubConnectionLike {
  return new HubConnectionBuilder()
    .withUrl(`${env.apiBaseUrl}${HUB_PATH}`, {
      accessTokenFactory: async () => (await currentAccessToken()) ?? '',
    })
    .withAutomaticReconnect(reconnectPolicy)
    .configureLogging(LogLevel.Warning)
    .build();
}
