import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedId } from '@vantage/contracts';
import { api } from '@/lib/api';
import { projectsQueryKeys } from './get-projects';
import { getSubscriptionDetailsQueryOptions } from './get-subscription-details';

/** POST /api/projects/clone?sourceProjectId= (201 with the copy's id). */
export function duplicateProject(sourceProjectId: number): Promise<CreatedId> {
  return api.post('/api/projects/clone', { query: { sourceProjectId }, schema: CreatedId });
}

export function useDuplicateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => duplicateProject(id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsQueryKeys.all() }),
        queryClient.invalidateQueries({ queryKey: getSubscriptionDetailsQueryOptions().queryKey }),
      ]),
  });
}
