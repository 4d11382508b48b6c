import * as sessionOperations from '@vantage/contracts/api/session';
import { api } from '@/lib/api';

export type UpdateClientIdInput = {
  /** Take over from another active client of the same user instead of answering 412. */
  force: boolean;
  /** The hub connection of this client, when connected. */
  signalRConnectionId: string | null;
};

/**
 * Makes this browser's client id (X-Client-Id, added by the API client) the user's active
 * client. 412 while another client is active and `force` is false.
 */
export function updateClientId({ force, signalRConnectionId }: UpdateClientIdInput): Promise<unknown> {
  return api.call(sessionOperations.setActiveClient, { body: { force, signalRConnectionId } });
}
