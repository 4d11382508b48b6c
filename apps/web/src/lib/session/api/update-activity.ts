import { api } from '@/lib/api';

export type UpdateActivityInput = {
  /** The activity flag; null is refused by the API client (spec section 5). */
  active: boolean | null;
  force?: boolean;
  signalRConnectionId?: string | null;
};

/** PUT /api/user/activity?active=: reports this client active or inactive (spec section 4). */
export function updateActivity({ active, force = false, signalRConnectionId = null }: UpdateActivityInput) {
  return api.put('/api/user/activity', { query: { active }, body: { force, signalRConnectionId } });
}
