import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateProjectRequest } from '@vantage/contracts';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { api } from '@/lib/api';
import { changeLists, restoreLists } from './project-list-cache';
import { patchProjectInPages } from './project-pages';

/** PUT /api/projects/{id}: only the fields sent change; answers the updated project. */
export function updateProject(id: number, request: UpdateProjectRequest): Promise<Project> {
  return api.call(projectsOperations.updateProject, { params: { id }, body: request });
}

export type UpdateProjectVariables = { id: number; changes: Pick<UpdateProjectRequest, 'name' | 'tagNames'> };

/** Rename and recolour: the list changes at once and is restored on error (spec section 4). */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateProjectVariables) => updateProject(id, changes),
    onMutate: ({ id, changes }) =>
      changeLists(queryClient, (data) =>
        patchProjectInPages(data, id, {
          ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
          ...(changes.tagNames !== undefined ? { tagNames: changes.tagNames } : {}),
        }),
      ),
    onError: (_error, _variables, snapshot) => restoreLists(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [projectsOperations.listProjects.id] }),
  });
}
