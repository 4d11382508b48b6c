import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { api } from '@/lib/api';
import { invalidateProjects } from '@/lib/projects/api/list-projects';
import { getSubscriptionDetailsQueryOptions } from '@/lib/subscription/api/get-subscription-details';
import { changeLists, restoreLists } from './project-list-cache';
import { removeProjectFromPages } from './project-pages';

/** DELETE /api/projects/{id}: the project with its revisions, presentations and content. */
export function deleteProject(id: number): Promise<void> {
  return api.call(projectsOperations.deleteProject, { params: { id } });
}

/** The project leaves the list at once and comes back on error (spec section 4). */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => deleteProject(id),
    onMutate: ({ id }) => changeLists(queryClient, (data) => removeProjectFromPages(data, id)),
    onError: (_error, _variables, snapshot) => restoreLists(queryClient, snapshot),
    onSettled: () =>
      Promise.all([
        invalidateProjects(queryClient),
        queryClient.invalidateQueries({ queryKey: getSubscriptionDetailsQueryOptions().queryKey }),
      ]),
  });
}
