import type { Project } from '@vantage/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { hideToast, notifyError, notifyProgress, notifySuccess } from '@/lib/notify';
import { useCurrentAccount } from '@/lib/session/session-context';
import { mayReadSubscriptionStatus } from '@/lib/session/session-roles';
import { useSubscriptionDetails } from '@/lib/subscription/api/get-subscription-details';
import { useDeleteProject } from '../api/delete-project';
import { useDuplicateProject } from '../api/duplicate-project';
import { useRevokeTransfer } from '../api/revoke-transfer';
import { useUpdateProject } from '../api/update-project';
import { messages, TOAST_MS } from '../messages';
import { recolorTags } from '../project-appearance';
import { duplicateBlock } from '../project-permissions';
import type { RevisionsTarget } from './revisions-modal';

type ProjectRef = Pick<Project, 'id' | 'name'>;

export type ProjectActionHandlers = {
  rename: (project: ProjectRef, name: string) => void;
  recolor: (project: ProjectRef & Pick<Project, 'tagNames'>, hex: string) => void;
  duplicate: (project: ProjectRef) => void;
  /** Asks for confirmation first; see `deleteTarget`. */
  requestDelete: (project: ProjectRef) => void;
  present: (project: ProjectRef) => void;
  /** Why Duplicate is blocked for this project (role, expiry, project limit), or undefined. */
  duplicateBlockedReason: (project: Pick<Project, 'abilities'>) => string | undefined;
  /** Opens the project's revisions; see `revisionsTarget`. */
  showRevisions: (project: RevisionsTarget) => void;
  revokeTransfer: (project: ProjectRef, transferId: string) => void;
};

/**
 * What a project's controls do, with the toasts of spec section 8: rename and recolour are
 * optimistic ("Error updating project: {error}", 10 s, list restored), delete is optimistic
 * after a confirmation, duplicate shows a progress toast first.
 */
export function useProjectActions() {
  const navigate = useNavigate();
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const duplicate = useDuplicateProject();
  const revoke = useRevokeTransfer();
  const [deleteTarget, setDeleteTarget] = useState<ProjectRef | null>(null);
  const [revisionsTarget, setRevisionsTarget] = useState<RevisionsTarget | null>(null);
  // Read once for the page, not per row: a copy counts against the project limit, so
  // Duplicate is blocked like "Add new project", with its tooltip.
  const { roles, isExpired } = useCurrentAccount();
  const details = useSubscriptionDetails({ enabled: mayReadSubscriptionStatus(roles) }).data;

  const handlers = useMemo<ProjectActionHandlers>(() => {
    const onUpdateError = (error: unknown) =>
      notifyError({ title: messages.updateError(errorMessage(error)), autoClose: TOAST_MS.error });
    return {
      rename: (project, name) =>
        update.mutate({ id: project.id, changes: { name } }, { onError: onUpdateError }),
      recolor: (project, hex) =>
        update.mutate(
          { id: project.id, changes: { tagNames: recolorTags(project.tagNames, hex) } },
          { onError: onUpdateError },
        ),
      duplicate: (project) => {
        const progress = notifyProgress({ title: messages.duplicating(project.name) });
        duplicate.mutate(project, {
          onSuccess: () =>
            notifySuccess({ title: messages.duplicated(project.name), autoClose: TOAST_MS.success }),
          onError: (error) =>
            notifyError({ title: messages.duplicateError(errorMessage(error)), autoClose: TOAST_MS.error }),
          onSettled: () => hideToast(progress),
        });
      },
      requestDelete: (project) => setDeleteTarget(project),
      present: (project) => navigate(paths.presentProject.getHref(project.id)),
      showRevisions: (project) => setRevisionsTarget(project),
      duplicateBlockedReason: (project) =>
        duplicateBlock({ mayDuplicate: project.abilities.duplicate, isExpired, details }),
      revokeTransfer: (project, transferId) =>
        revoke.mutate(
          { transferId, projectId: project.id },
          {
            onSuccess: () => notifySuccess({ title: messages.transferRevoked, autoClose: TOAST_MS.success }),
            onError: () =>
              notifyError({
                title: messages.revokeError,
                message: messages.revokeErrorDetail,
                autoClose: TOAST_MS.error,
              }),
          },
        ),
    };
  }, [update.mutate, duplicate.mutate, revoke.mutate, navigate, isExpired, details]);

  const confirmDelete = () => {
    const project = deleteTarget;
    setDeleteTarget(null);
    if (!project) return;
    remove.mutate(project, {
      onSuccess: () => notifySuccess({ title: messages.deleted(project.name), autoClose: TOAST_MS.success }),
      onError: (error) =>
        notifyError({ title: messages.deleteError(errorMessage(error)), autoClose: TOAST_MS.error }),
    });
  };

  return {
    handlers,
    deleteTarget,
    confirmDelete,
    cancelDelete: () => setDeleteTarget(null),
    revisionsTarget,
    closeRevisions: () => setRevisionsTarget(null),
  };
}
