import { i18n } from '@lingui/core';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * Spec section 8: the toasts of answering an invitation, the same wherever it is answered. An
 * invitation is answered on the dashboard's screens only, whose catalog is active by then, so
 * the ids are asked for without an English fallback.
 */
export const toastInvitationAccepted = () => notifySuccess({ title: i18n._('dash.invitations.accepted') });
export const toastInvitationRejected = () => notifySuccess({ title: i18n._('dash.invitations.rejected') });

/** "Invitation decline failure shows the message under Error"; accepting fails the same way. */
export const toastInvitationError = (error: unknown) =>
  notifyError({ title: i18n._('dash.common.error'), message: errorMessage(error) });
