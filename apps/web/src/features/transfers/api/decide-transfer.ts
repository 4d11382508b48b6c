import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_CODE } from '@vantage/contracts';
import { api } from '@/lib/api';
import { incomingTransfersQueryKeys } from './get-incoming-transfers';

/**
 * POST .../incoming/{id}/accept into one of the user's own accounts (Owner or Administrator);
 * 409 ProjectLimitReached, TransferRequestNotPending or ProjectAlreadyOwned.
 */
export function acceptTransfer({ id, targetUserAccountId }: { id: string; targetUserAccountId: number }) {
  return api.post('/api/projects/ownership-transfers/incoming/{id}/accept', {
    params: { id },
    body: { targetUserAccountId, languageCode: LANGUAGE_CODE },
    requiredBodyFields: ['targetUserAccountId'],
  });
}

/** POST .../incoming/{id}/reject (409 TransferRequestNotPending). */
export function rejectTransfer({ id }: { id: string }) {
  return api.post('/api/projects/ownership-transfers/incoming/{id}/reject', {
    params: { id },
    body: { languageCode: LANGUAGE_CODE },
  });
}

/**
 * Each action removes the transfer from the list (spec section 4). The receiving
 * subscription's projects change too; `onDecided` lets the caller refresh them.
 */
function useDecision<V extends { id: string }>(
  decide: (variables: V) => Promise<unknown>,
  onDecided?: () => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // The request is cleared (spec section 4): the page does not load it again.
    onSuccess: (_answer, { id }) =>
      queryClient.removeQueries({ queryKey: incomingTransfersQueryKeys.detail(id) }),
    // A 409 (e.g. revoked meanwhile): read it again, so the page shows its status in words.
    onError: (_error, { id }) =>
      queryClient.invalidateQueries({ queryKey: incomingTransfersQueryKeys.detail(id) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: incomingTransfersQueryKeys.list() }),
        onDecided?.(),
      ]),
  });
}

export const useAcceptTransfer = (onDecided?: () => unknown) => useDecision(acceptTransfer, onDecided);
export const useRejectTransfer = (onDecided?: () => unknown) => useDecision(rejectTransfer, onDecided);
