import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreatedId, type CreateProjectRequest, DEFAULT_PROJECT_TAG } from '@vantage/contracts';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { api } from '@/lib/api';
import { invalidateProjects } from '@/lib/projects/api/list-projects';
import { getSubscriptionDetailsQueryOptions } from '@/lib/subscription/api/get-subscription-details';

/** POST /api/projects (201 with the new id). New projects get the default tag 027bd7. */
export function createProject(request: CreateProjectRequest): Promise<CreatedId> {
  return api.call(projectsOperations.createProject, {
    body: { tagNames: [DEFAULT_PROJECT_TAG], ...request },
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSettled: () =>
      Promise.all([
        invalidateProjects(queryClient),
        queryClient.invalidateQueries({ queryKey: getSubscriptionDetailsQueryOptions().queryKey }),
      ]),
  });
}
