import type { IncomingTransfer } from '@vantage/contracts';
import { formatDateTime } from '@/lib/formatting';

/**
 * What /transfer/{id} says about a transfer that is no longer pending, instead of
 * offering Accept and Reject that can only fail with TransferRequestNotPending. Undefined
 * while it is pending.
 */
export function settledTransferText(transfer: Pick<IncomingTransfer, 'status' | 'decisionDateTime'>) {
  const on = transfer.decisionDateTime ? ` on ${formatDateTime(transfer.decisionDateTime)}` : '';
  switch (transfer.status) {
    case 'Pending':
      return undefined;
    case 'Revoked':
      return `This transfer was revoked by the sender${on}.`;
    case 'Accepted':
      return `This transfer was accepted${on}.`;
    case 'Rejected':
      return `This transfer was rejected${on}.`;
  }
}
