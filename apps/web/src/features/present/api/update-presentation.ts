import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishedProject } from '@vantage/contracts';
import * as publishingOperations from '@vantage/contracts/api/publishing';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * Update presentation: its content becomes the project's current plan; the link, its QR
 * codes, settings and embed origins stay (docs/decisions/168-update-presentation.md).
 */
export function updatePresentation(id: number): Promise<PublishedProject> {
  return api.call(publishingOperations.updatePresentation, { params: { id } });
}

export const PRESENTATION_UPDATED = 'Presentation updated';
export const PRESENTATION_UPDATE_FAILED = 'Failed to update presentation';

export function useUpdatePresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (presentation: PublishedProject) => updatePresentation(presentation.id),
    onError: (error) =>
      notifyError({ title: PRESENTATION_UPDATE_FAILED, message: errorMessage(error), autoClose: 8000 }),
    onSuccess: (answer) =>
      notifySuccess({ title: PRESENTATION_UPDATED, message: answer.name, autoClose: 4000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [publishingOperations.listPresentations.id] }),
  });
}
