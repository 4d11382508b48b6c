import { type ApiError, isApiError } from '@/lib/api-error';
import { dashText as t } from '@/lib/i18n/dash-text';
import { deniedText } from '@/lib/i18n/policy-text';

/**
 * Texts of spec sections 4 and 8 for transfers (English verbatim), in the user's language
 * (ids `dash.transfers.*`), with the 5 s of the transfer page. Getters: each read takes the
 * active language.
 */
export const messages = {
  get title() {
    return t('dash.transfers.title', 'Incoming project transfer');
  },
  get accepted() {
    return t(
      'dash.transfers.accepted',
      'Transfer accepted successfully, you will be redirected back automatically',
    );
  },
  get rejected() {
    return t(
      'dash.transfers.rejected',
      'Transfer rejected successfully, you will be redirected back automatically',
    );
  },
  failed: (code: string) =>
    t('dash.transfers.failed', 'Something went wrong, please try again later ({code})', { code }),
  get loadFailed() {
    return t(
      'dash.transfers.loadFailed',
      'Failed to load transfer request, you will be redirected back automatically',
    );
  },

  get panelAccepted() {
    return t('dash.transfers.panelAccepted', 'Transfer accepted');
  },
  get panelRejected() {
    return t('dash.transfers.panelRejected', 'Transfer rejected');
  },
  get panelAcceptFailed() {
    return t('dash.transfers.panelAcceptFailed', 'Transfer acceptance failed');
  },
  get panelRejectFailed() {
    return t('dash.transfers.panelRejectFailed', 'Transfer rejection failed');
  },
  get retryLater() {
    return t('dash.transfers.retryLater', 'Something went wrong, please try again later.');
  },
  notice: (projectName: string) =>
    t('dash.transfers.notice', 'New project transfer: {name}', { name: projectName }),
  get roleHint() {
    return deniedText('transfer.reject');
  },
};

/** Spec section 9: transfer toasts last 5 s; redirects after 3 s (decided) and 5 s (load failure). */
export const TRANSFER_TOAST_MS = 5_000;
export const REDIRECT_AFTER_DECISION_MS = 3_000;
export const REDIRECT_AFTER_LOAD_FAILURE_MS = 5_000;

/** The "error code" of the failure text: the 409 conflict code, else the HTTP status. */
export function errorCodeOf(error: unknown): string {
  if (isApiError(error)) return (error as ApiError).code ?? String(error.status);
  return 'NetworkError';
}
