import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedId } from '@vantage/contracts';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { api } from '@/lib/api';
import { invalidateProjects } from '@/lib/projects/api/list-projects';
import { getSubscriptionDetailsQueryOptions } from '@/lib/subscription/api/get-subscription-details';

/** POST /api/projects/clone?sourceProjectId= (201 with the copy's id). */
export function duplicateProject(sourceProjectId: number): Promise<CreatedId> {
  return api.call(projectsOperations.cloneProject, { query: { sourceProjectId } });
}

export function useDuplicateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => duplicateProject(id),
    onSettled: () =>
      Promise.all([
        invalidateProjects(queryClient),
        queryClient.invalidateQueries({ queryKey: getSubscriptionDetailsQueryOptions().queryKey }),
      ]),
  });
}
