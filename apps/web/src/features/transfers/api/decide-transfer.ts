import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as transfersOperations from '@vantage/contracts/api/transfers';
import { api } from '@/lib/api';
import { requestLanguageCode } from '@/lib/i18n/request-language';
import { getIncomingTransferQueryOptions } from './get-incoming-transfer';

/**
 * POST .../incoming/{id}/accept into one of the user's own accounts (Owner or Administrator);
 * 409 ProjectLimitReached, TransferRequestNotPending or ProjectAlreadyOwned.
 */
export function acceptTransfer({ id, targetUserAccountId }: { id: string; targetUserAccountId: number }) {
  return api.call(transfersOperations.acceptTransfer, {
    params: { id },
    body: { targetUserAccountId, languageCode: requestLanguageCode() },
    requiredBodyFields: ['targetUserAccountId'],
  });
}

/** POST .../incoming/{id}/reject (409 TransferRequestNotPending). */
export function rejectTransfer({ id }: { id: string }) {
  return api.call(transfersOperations.rejectTransfer, {
    params: { id },
    body: { languageCode: requestLanguageCode() },
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
  const transferKey = (id: string) => getIncomingTransferQueryOptions(id).queryKey;
  return useMutation({
    mutationFn: decide,
    // The request is cleared (spec section 4): the page does not load it again.
    onSuccess: (_answer, { id }) => queryClient.removeQueries({ queryKey: transferKey(id) }),
    // A 409 (e.g. revoked meanwhile): read it again, so the page shows its status in words.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: transferKey(id) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [transfersOperations.listIncomingTransfers.id] }),
        onDecided?.(),
      ]),
  });
}

export const useAcceptTransfer = (onDecided?: () => unknown) => useDecision(acceptTransfer, onDecided);
export const useRejectTransfer = (onDecided?: () => unknown) => useDecision(rejectTransfer, onDecided);
