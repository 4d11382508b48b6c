import { queryOptions, useQuery } from '@tanstack/react-query';
import { Notification } from '@vantage/contracts';
import { z } from 'zod/mini';
import { api } from '@/lib/api';

const NotificationList = z.array(Notification);

/** GET /api/notifications: the release notes. */
export function getNotifications(): Promise<Notification[]> {
  return api.get('/api/notifications', { schema: NotificationList });
}

export function getNotificationsQueryOptions() {
  return queryOptions({ queryKey: ['notifications'], queryFn: getNotifications, staleTime: 5 * 60_000 });
}

/**
 * Spec section 8: a failed release-notes fetch is silently treated as none, so this hook
 * answers an empty list instead of an error and does not retry.
 */
export function useReleaseNotes(options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...getNotificationsQueryOptions(), retry: false, ...options });
  return query.isError ? [] : (query.data ?? []);
}
