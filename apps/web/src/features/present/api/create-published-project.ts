import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishProjectRequest } from '@vantage/contracts';
import * as publishingOperations from '@vantage/contracts/api/publishing';
import { api } from '@/lib/api';
import { publishBody } from '../publish-draft';

/**
 * POST /api/projects/create-published-project: JSON, or multipart with the logo. 400 with a
 * rule message, 403 without the right to present, 409 PresentationLimitReached.
 */
export function createPublishedProject(request: PublishProjectRequest, logo: File | null) {
  return api.call(publishingOperations.createPresentation, {
    body: publishBody(request, logo),
    requiredBodyFields: logo ? [] : ['projectId'],
  });
}

export function useCreatePublishedProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, logo }: { request: PublishProjectRequest; logo: File | null }) =>
      createPublishedProject(request, logo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [publishingOperations.listPresentations.id] }),
  });
}
