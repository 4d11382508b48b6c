import { CONFLICT_MESSAGES, POLICY, SUBSCRIPTION_EXPIRED_MESSAGE } from '@vantage/contracts';

/**
 * Every user-facing text of the projects page that the spec fixes (sections 2, 6, 8 and 9),
 * verbatim, with the toast durations it names.
 */
export const messages = {
  empty: 'No projects yet.',
  noMatch: 'No projects match search filter.',
  noSubscription: 'You are not signed in into any subscription.',

  addProjectExpired: `${SUBSCRIPTION_EXPIRED_MESSAGE} Please renew to create new projects.`,
  addProjectAtLimit: CONFLICT_MESSAGES.ProjectLimitReached,
  addProjectRole: POLICY['project.create'].denied,
  transferRole: POLICY['project.transfer'].denied,
  transferExpired: SUBSCRIPTION_EXPIRED_MESSAGE,

  created: (name: string) => `Project ${name} created`,
  createError: (error: string) => `Error creating project: ${error}`,
  updateError: (error: string) => `Error updating project: ${error}`,
  deleted: (name: string) => `Project ${name} deleted`,
  deleteError: (error: string) => `Error deleting project: ${error}`,
  duplicating: (name: string) => `Duplicating project ${name}…`,
  duplicated: (name: string) => `Project ${name} duplicated`,
  duplicateError: (error: string) => `Error duplicating project: ${error}`,

  transferRequested: 'Transfer requested',
  transferRequestedDetail: (email: string) => `We sent ${email} an e-mail to accept the project.`,
  transferError: (error: string) => `Error transferring project: ${error}`,
  transferRevoked: 'Transfer revoked',
  revokeError: 'Error revoking transfer',
  revokeErrorDetail: 'There was an error revoking the project transfer.',
  pendingTransfer: 'Pending transfer',

  // Revisions (the spec names the feature in section 1 but no texts).
  revisionsTitle: (name: string) => `Revisions of ${name}`,
  noRevisions: 'No revisions yet. Save one to keep the current content.',
  revisionSaved: 'Revision saved',
  revisionSaveError: (error: string) => `Error saving revision: ${error}`,
  revisionActivated: 'Revision activated',
  revisionActivateError: (error: string) => `Error activating revision: ${error}`,
  revisionAtLimit: (used: number, limit: number) =>
    `You have reached the maximum number of revisions allowed by your subscription (${used}/${limit} used).`,
  revisionRole: 'Only Owners, Administrators and Team members can save revisions.',
  revisionExpired: SUBSCRIPTION_EXPIRED_MESSAGE,
  // README "Product rules": activating swaps, so the current content is kept in that revision.
  activateConfirm:
    "This revision's content becomes the project's current content. The current content is kept in this revision, so activating it again undoes the change. The project keeps its name, members, transfers and presentations.",
} as const;

/** Spec section 9: success 3 to 5 s, error 5 to 10 s; section 8 names 10 s for these errors. */
export const TOAST_MS = {
  success: 4_000,
  error: 10_000,
} as const;
