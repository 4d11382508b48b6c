import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Spec section 8: the toasts of answering an invitation, the same wherever it is answered. */
export const INVITATION_ACCEPTED = 'Invitation accepted';
export const INVITATION_REJECTED = 'Invitation rejected';

export const toastInvitationAccepted = () => notifySuccess({ title: INVITATION_ACCEPTED });
export const toastInvitationRejected = () => notifySuccess({ title: INVITATION_REJECTED });

/** "Invitation decline failure shows the message under Error"; accepting fails the same way. */
export const toastInvitationError = (error: unknown) =>
  notifyError({ title: 'Error', message: errorMessage(error) });
