import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@vantage/contracts';
import * as notificationsOperations from '@vantage/contracts/api/notifications';
import { api, queryKeyOf } from '@/lib/api';

/** The release notes. */
export async function getNotifications(): Promise<Notification[]> {
  const { items } = await api.call(notificationsOperations.listNotifications);
  return items;
}

export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(notificationsOperations.listNotifications),
    queryFn: getNotifications,
    staleTime: 5 * 60_000,
  });
}

/**
 * Spec section 8: a failed release-notes fetch is silently treated as none, so this hook
 * answers an empty list instead of an error and does not retry.
 */
export function useReleaseNotes(options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...getNotificationsQueryOptions(), retry: false, ...options });
  return query.isError ? [] : (query.data ?? []);
}
