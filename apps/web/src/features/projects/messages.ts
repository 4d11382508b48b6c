import { conflictText, dashText as t } from '@/lib/i18n/dash-text';
import { deniedText, subscriptionExpiredText } from '@/lib/i18n/policy-text';

/**
 * Every user-facing text of the projects page that the spec fixes (sections 2, 6, 8 and 9),
 * in the user's language (ids `dash.projects.*`; English verbatim as the spec words it), with
 * the toast durations it names. Getters, so that each read takes the active language.
 */
export const messages = {
  get empty() {
    return t('dash.projects.empty', 'No projects yet.');
  },
  get noMatch() {
    return t('dash.projects.noMatch', 'No projects match search filter.');
  },
  get noSubscription() {
    return t('dash.projects.noSubscription', 'You are not signed in into any subscription.');
  },

  get addProjectExpired() {
    const expired = subscriptionExpiredText();
    return t('dash.projects.addExpired', '{expired} Please renew to create new projects.', { expired });
  },
  get addProjectAtLimit() {
    return conflictText('ProjectLimitReached');
  },
  get addProjectRole() {
    return deniedText('project.create');
  },
  get transferRole() {
    return deniedText('project.transfer');
  },
  get transferExpired() {
    return subscriptionExpiredText();
  },

  created: (name: string) => t('dash.projects.created', 'Project {name} created', { name }),
  createError: (error: string) =>
    t('dash.projects.createError', 'Error creating project: {error}', { error }),
  updateError: (error: string) =>
    t('dash.projects.updateError', 'Error updating project: {error}', { error }),
  deleted: (name: string) => t('dash.projects.deleted', 'Project {name} deleted', { name }),
  deleteError: (error: string) =>
    t('dash.projects.deleteError', 'Error deleting project: {error}', { error }),
  duplicating: (name: string) => t('dash.projects.duplicating', 'Duplicating project {name}…', { name }),
  duplicated: (name: string) => t('dash.projects.duplicated', 'Project {name} duplicated', { name }),
  duplicateError: (error: string) =>
    t('dash.projects.duplicateError', 'Error duplicating project: {error}', { error }),

  get transferRequested() {
    return t('dash.projects.transferRequested', 'Transfer requested');
  },
  transferRequestedDetail: (email: string) =>
    t('dash.projects.transferRequestedDetail', 'We sent {email} an e-mail to accept the project.', { email }),
  transferError: (error: string) =>
    t('dash.projects.transferError', 'Error transferring project: {error}', { error }),
  get transferRevoked() {
    return t('dash.projects.transferRevoked', 'Transfer revoked');
  },
  get revokeError() {
    return t('dash.projects.revokeError', 'Error revoking transfer');
  },
  get revokeErrorDetail() {
    return t('dash.projects.revokeErrorDetail', 'There was an error revoking the project transfer.');
  },
  get pendingTransfer() {
    return t('dash.projects.pendingTransfer', 'Pending transfer');
  },

  // Revisions (the spec names the feature in section 1 but no texts).
  revisionsTitle: (name: string) => t('dash.projects.revisionsTitle', 'Revisions of {name}', { name }),
  get noRevisions() {
    return t('dash.projects.noRevisions', 'No revisions yet. Save one to keep the current content.');
  },
  get revisionSaved() {
    return t('dash.projects.revisionSaved', 'Revision saved');
  },
  revisionSaveError: (error: string) =>
    t('dash.projects.revisionSaveError', 'Error saving revision: {error}', { error }),
  get revisionActivated() {
    return t('dash.projects.revisionActivated', 'Revision activated');
  },
  revisionActivateError: (error: string) =>
    t('dash.projects.revisionActivateError', 'Error activating revision: {error}', { error }),
  revisionAtLimit: (used: number, limit: number) =>
    t(
      'dash.projects.revisionAtLimit',
      'You have reached the maximum number of revisions allowed by your subscription ({used}/{limit} used).',
      { used, limit },
    ),
  get revisionRole() {
    return t(
      'dash.projects.revisionRole',
      'Only Owners, Administrators and Team members can save revisions.',
    );
  },
  get revisionExpired() {
    return subscriptionExpiredText();
  },
  // README "Product rules": activating swaps, so the current content is kept in that revision.
  get activateConfirm() {
    return t(
      'dash.projects.activateConfirm',
      "This revision's content becomes the project's current content. The current content is kept in this revision, so activating it again undoes the change. The project keeps its name, members, transfers and presentations.",
    );
  },
};

/** Spec section 9: success 3 to 5 s, error 5 to 10 s; section 8 names 10 s for these errors. */
export const TOAST_MS = {
  success: 4_000,
  error: 10_000,
} as const;
