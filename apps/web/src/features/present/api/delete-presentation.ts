import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishedProject } from '@vantage/contracts';
import * as projectsOperations from '@vantage/contracts/api/projects';
import * as publishingOperations from '@vantage/contracts/api/publishing';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/api-error';
import { dashText as t } from '@/lib/i18n/dash-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getPublishedProjectsQueryOptions } from '@/lib/projects/api/get-published-projects';

/**
 * DELETE /api/projects/{id} of a presentation: removes the published copy, so its viewer
 * link stops working and it no longer counts against the limit of 3.
 */
export function deletePresentation(id: number): Promise<void> {
  return api.call(projectsOperations.deleteProject, { params: { id } });
}

/**
 * Deleting changes the list at once and restores it on error (spec section 4 "Optimistic
 * updates"), with the toast "Failed to depublish project" (3 s, spec section 8). Success says
 * "Presentation deleted" with its name (the spec names no success text here).
 */

export function useDeletePresentation() {
  const queryClient = useQueryClient();
  const listKey = getPublishedProjectsQueryOptions().queryKey;
  return useMutation({
    mutationFn: (presentation: PublishedProject) => deletePresentation(presentation.id),
    onMutate: async (presentation) => {
      await queryClient.cancelQueries({ queryKey: listKey, exact: true });
      const previous = queryClient.getQueryData<PublishedProject[]>(listKey);
      queryClient.setQueryData<PublishedProject[]>(listKey, (list) =>
        list?.filter((item) => item.id !== presentation.id),
      );
      return { previous };
    },
    onError: (error, _presentation, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      notifyError({
        title: t('dash.present.depublishFailed', 'Failed to depublish project'),
        message: errorMessage(error),
        autoClose: 3000,
      });
    },
    onSuccess: (_answer, presentation) =>
      notifySuccess({
        title: t('dash.present.deleted', 'Presentation deleted'),
        message: presentation.name,
        autoClose: 4000,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [publishingOperations.listPresentations.id] }),
  });
}
