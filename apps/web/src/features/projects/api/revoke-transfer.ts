import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as transfersOperations from '@vantage/contracts/api/transfers';
import { api } from '@/lib/api';
import { requestLanguageCode } from '@/lib/i18n/request-language';
import { invalidateProjects } from '@/lib/projects/api/list-projects';
import { changeLists, restoreLists } from './project-list-cache';
import { patchProjectInPages } from './project-pages';

/** POST /api/projects/ownership-transfers/outgoing/{id}/revoke (409 TransferRequestNotPending). */
export function revokeTransfer(transferId: string): Promise<void> {
  return api.call(transfersOperations.revokeTransfer, {
    params: { id: transferId },
    body: { languageCode: requestLanguageCode() },
  });
}

/** The badge goes at once; it comes back if the server refuses. */
export function useRevokeTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transferId }: { transferId: string; projectId: number }) => revokeTransfer(transferId),
    onMutate: ({ projectId }) =>
      changeLists(queryClient, (data) =>
        patchProjectInPages(data, projectId, {
          isPendingForOwnershipTransfer: false,
          pendingOwnershipTransferId: null,
        }),
      ),
    onError: (_error, _variables, snapshot) => restoreLists(queryClient, snapshot),
    onSettled: () => invalidateProjects(queryClient),
  });
}
