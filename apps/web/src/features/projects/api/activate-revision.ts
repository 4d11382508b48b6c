import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { api } from '@/lib/api';
import { invalidateProjects } from '@/lib/projects/api/list-projects';

/** PUT /api/projects/activate-revision?id= (409 ProjectIsNotARevision): swaps the content. */
export function activateRevision(revisionId: number): Promise<void> {
  return api.call(projectsOperations.activateRevision, { query: { id: revisionId } });
}

/** The project and its revisions both change: refresh the projects and their revisions. */
export function useActivateRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number }) => activateRevision(id),
    onSettled: () => invalidateProjects(queryClient),
  });
}
