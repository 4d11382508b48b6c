import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedId } from '@vantage/contracts';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { api } from '@/lib/api';
import { getSubscriptionDetailsQueryOptions } from '@/lib/subscription/api/get-subscription-details';
import { getRevisionsQueryOptions } from './get-revisions';

/** POST /api/projects/create-revision?sourceProjectId= (409 RevisionLimitReached, SourceIsARevision). */
export function createRevision(sourceProjectId: number): Promise<CreatedId> {
  return api.call(projectsOperations.createRevision, { query: { sourceProjectId } });
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
