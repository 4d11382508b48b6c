import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { api } from '@/lib/api';
import { getProjectQueryOptions } from '@/lib/projects/api/get-project';

/**
 * PUT /api/projects/{id} with the project's coordinate system alone: only the field sent
 * changes, so a teammate's description or planner setting saved meanwhile is kept. The
 * answer is the project, which every part of the planner reads its system from.
 */
export function useChangeCoordinateSystem(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (epsgCode: number) =>
      api.call(projectsOperations.updateProject, {
        params: { id: projectId },
        body: { defaultCoordinateSystemEpsgCode: epsgCode },
      }),
    onSuccess: (project) => queryClient.setQueryData(getProjectQueryOptions(projectId).queryKey, project),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [projectsOperations.listProjects.id] }),
  });
}
