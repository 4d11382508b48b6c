import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedId, type CreateProjectRequest, DEFAULT_PROJECT_TAG } from '@vantage/contracts';
import { api } from '@/lib/api';
import { projectsQueryKeys } from './get-projects';
import { getSubscriptionDetailsQueryOptions } from './get-subscription-details';

/** POST /api/projects (201 with the new id). New projects get the default tag 027bd7. */
export function createProject(request: CreateProjectRequest): Promise<CreatedId> {
  return api.post('/api/projects', {
    body: { tagNames: [DEFAULT_PROJECT_TAG], ...request },
    schema: CreatedId,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsQueryKeys.all() }),
        queryClient.invalidateQueries({ queryKey: getSubscriptionDetailsQueryOptions().queryKey }),
      ]),
  });
}
