import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferRequested } from '@vantage/contracts';
import * as transfersOperations from '@vantage/contracts/api/transfers';
import type { z } from 'zod/mini';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { requestLanguageCode } from '@/lib/i18n/request-language';
import { invalidateProjects } from '@/lib/projects/api/list-projects';

export type RequestTransferVariables = { projectId: number; projectName: string; email: string };

/**
 * POST /api/projects/{projectId}/ownership-transfer (202), with the alternative body of spec
 * section 3: the receiver's e-mail address, the login URL and the language code.
 */
export function requestTransfer({
  projectId,
  email,
}: RequestTransferVariables): Promise<z.infer<typeof TransferRequested>> {
  return api.call(transfersOperations.requestOwnershipTransfer, {
    params: { projectId },
    body: {
      receivingUserEmailAddress: email.trim(),
      loginUrl: `${window.location.origin}${paths.login.getHref()}`,
      languageCode: requestLanguageCode(),
    },
  });
}

/** The project then shows the Pending transfer badge. */
export function useRequestTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTransfer,
    onSettled: () => invalidateProjects(queryClient),
  });
}
