import { api } from '@/lib/api';

export const HEARTBEAT_PATH = '/metrics/heartbeat';
/** Spec section 9: the maintenance page's heartbeat; the signed-in dashboard uses the same pace. */
export const HEARTBEAT_INTERVAL_MS = 60_000;

/**
 * POST /metrics/heartbeat: 204 while the server is up (a signed-in, not idling client also
 * keeps its claim as the user's active client fresh); 503 during maintenance.
 */
export function sendHeartbeat(input: { idling?: boolean } = {}): Promise<unknown> {
  return api.post(HEARTBEAT_PATH, { body: input });
}
