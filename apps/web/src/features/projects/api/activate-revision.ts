import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { projectsQueryKeys } from './get-projects';

/** PUT /api/projects/activate-revision?id= (409 ProjectIsNotARevision): swaps the content. */
export function activateRevision(revisionId: number): Promise<void> {
  return api.put('/api/projects/activate-revision', { query: { id: revisionId } });
}

/** The project and its revisions both change: refresh everything under ['projects']. */
export function useActivateRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number }) => activateRevision(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsQueryKeys.all() }),
  });
}
