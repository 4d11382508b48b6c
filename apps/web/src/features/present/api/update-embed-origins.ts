import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as publishingOperations from '@vantage/contracts/api/publishing';
import { api } from '@/lib/api';

/**
 * PUT /api/projects/published-projects/{id}/embed-origins: the whole list of origins that may
 * frame the presentation's public viewer; answers it as stored (normalised). 400 names the bad
 * entry (`errors[].field` `body.origins.{index}`), 403 for roles without project.embed.
 */
export function updateEmbedOrigins(id: number, origins: string[]) {
  return api.call(publishingOperations.updateEmbedOrigins, { params: { id }, body: { origins } });
}

export function useUpdateEmbedOrigins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, origins }: { id: number; origins: string[] }) => updateEmbedOrigins(id, origins),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [publishingOperations.listPresentations.id] }),
  });
}
