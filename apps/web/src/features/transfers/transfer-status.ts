import type { IncomingTransfer } from '@vantage/contracts';
import { formatDateTime } from '@/lib/formatting';
import { dashText as t } from '@/lib/i18n/dash-text';

/**
 * What /transfer/{id} says about a transfer that is no longer pending, instead of
 * offering Accept and Reject that can only fail with TransferRequestNotPending. Undefined
 * while it is pending.
 */
export function settledTransferText(transfer: Pick<IncomingTransfer, 'status' | 'decisionDateTime'>) {
  const date = transfer.decisionDateTime ? formatDateTime(transfer.decisionDateTime) : undefined;
  switch (transfer.status) {
    case 'Pending':
      return undefined;
    case 'Revoked':
      return date
        ? t('dash.transfer.revokedOn', 'This transfer was revoked by the sender on {date}.', { date })
        : t('dash.transfer.revoked', 'This transfer was revoked by the sender.');
    case 'Accepted':
      return date
        ? t('dash.transfer.acceptedOn', 'This transfer was accepted on {date}.', { date })
        : t('dash.transfer.accepted', 'This transfer was accepted.');
    case 'Rejected':
      return date
        ? t('dash.transfer.rejectedOn', 'This transfer was rejected on {date}.', { date })
        : t('dash.transfer.rejected', 'This transfer was rejected.');
  }
}
