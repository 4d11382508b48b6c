import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedId } from '@vantage/contracts';
import { api } from '@/lib/api';
import { getRevisionsQueryOptions } from './get-revisions';
import { getSubscriptionDetailsQueryOptions } from './get-subscription-details';

/** POST /api/projects/create-revision?sourceProjectId= (409 RevisionLimitReached, SourceIsARevision). */
export function createRevision(sourceProjectId: number): Promise<CreatedId> {
  return api.post('/api/projects/create-revision', { query: { sourceProjectId }, schema: CreatedId });
}

export function useCreateRevision(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createRevision(projectId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getRevisionsQueryOptions(projectId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getSubscriptionDetailsQueryOptions().queryKey }),
      ]),
  });
}
