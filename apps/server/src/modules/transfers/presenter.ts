import type { IncomingTransfer, OutgoingTransfer } from '@vantage/contracts';
import type { TransferRow } from './events.js';

export type TransferWithProject = { transfer: TransferRow; projectName: string };

export function presentIncoming(
  { transfer, projectName }: TransferWithProject,
  abilities?: { accept: boolean; reject: boolean },
): IncomingTransfer {
  return {
    id: transfer.id,
    projectName,
    requestDateTime: transfer.requestedAt.toISOString(),
    status: transfer.status,
    requestingUserAccountEmailAddress: transfer.requestedByEmail,
    requestingUserAccountFirstName: transfer.requestedByFirstName,
    requestingUserAccountLastName: transfer.requestedByLastName,
    decisionDateTime: transfer.decidedAt?.toISOString() ?? null,
    ...(abilities ? { abilities } : {}),
  };
}

export function presentOutgoing(
  { transfer, projectName }: TransferWithProject,
  abilities?: { revoke: boolean },
): OutgoingTransfer {
  return {
    id: transfer.id,
    projectId: transfer.projectId,
    projectName,
    requestedByEmailAddress: transfer.requestedByEmail,
    // Only an address the requester typed: a transfer by account id never reveals one.
    targetEmailAddress: transfer.targetUserAccountId === null ? transfer.targetEmail : '',
    requestDateTime: transfer.requestedAt.toISOString(),
    status: transfer.status,
    ...(abilities ? { abilities } : {}),
  };
}
