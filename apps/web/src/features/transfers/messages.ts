import { POLICY } from '@vantage/contracts';
import { type ApiError, isApiError } from '@/lib/api-error';

/** Texts of spec sections 4 and 8 for transfers, verbatim, with the 5 s of the transfer page. */
export const messages = {
  title: 'Incoming project transfer',
  accepted: 'Transfer accepted successfully, you will be redirected back automatically',
  rejected: 'Transfer rejected successfully, you will be redirected back automatically',
  failed: (code: string) => `Something went wrong, please try again later (${code})`,
  loadFailed: 'Failed to load transfer request, you will be redirected back automatically',

  panelAccepted: 'Transfer accepted',
  panelRejected: 'Transfer rejected',
  panelAcceptFailed: 'Transfer acceptance failed',
  panelRejectFailed: 'Transfer rejection failed',
  retryLater: 'Something went wrong, please try again later.',
  notice: (projectName: string) => `New project transfer: ${projectName}`,
  roleHint: POLICY['transfer.reject'].denied,
} as const;

/** Spec section 9: transfer toasts last 5 s; redirects after 3 s (decided) and 5 s (load failure). */
export const TRANSFER_TOAST_MS = 5_000;
export const REDIRECT_AFTER_DECISION_MS = 3_000;
export const REDIRECT_AFTER_LOAD_FAILURE_MS = 5_000;

/** The "error code" of the failure text: the 409 conflict code, else the HTTP status. */
export function errorCodeOf(error: unknown): string {
  if (isApiError(error)) return (error as ApiError).code ?? String(error.status);
  return 'NetworkError';
}
