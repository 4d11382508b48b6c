import {
  AcceptTransferRequest,
  IncomingTransfer,
  OutgoingTransfer,
  OwnershipTransferRequest,
  TransferDecisionRequest,
  TransferIdParams,
  TransferListQuery,
  TransferProjectParams,
  TransferRequested,
} from '../transfers.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Ownership transfers';

export const requestOwnershipTransfer = defineOperation({
  id: 'requestOwnershipTransfer',
  method: 'POST',
  path: '/api/projects/{projectId}/ownership-transfer',
  tag,
  summary:
    'Ask a user (by account or e-mail) to take over a project (409 RequestAlreadyPending, ProjectAlreadyOwned)',
  description:
    '409 ProjectAlreadyOwned when the receiving account belongs to the subscription that owns the project. ' +
    "The receiver is mailed, so the call counts against the subscription's hourly mail limit (429).",
  access: 'account',
  params: TransferProjectParams,
  body: OwnershipTransferRequest,
  answers: { 202: json(TransferRequested, { description: 'Requested: the pending transfer' }) },
  errors: [429],
  conflicts: ['RequestAlreadyPending', 'ProjectAlreadyOwned'],
});

export const listIncomingTransfers = defineOperation({
  id: 'listIncomingTransfers',
  method: 'GET',
  path: '/api/projects/ownership-transfers/incoming',
  tag,
  summary: 'Pending transfers addressed to the caller (any subscription)',
  access: 'user',
  query: TransferListQuery,
  answers: { 200: list(IncomingTransfer) },
});

export const getIncomingTransfer = defineOperation({
  id: 'getIncomingTransfer',
  method: 'GET',
  path: '/api/projects/ownership-transfers/incoming/{id}',
  tag,
  summary: 'One transfer addressed to the caller',
  access: 'user',
  params: TransferIdParams,
  answers: { 200: json(IncomingTransfer) },
});

export const acceptTransfer = defineOperation({
  id: 'acceptTransfer',
  method: 'POST',
  path: '/api/projects/ownership-transfers/incoming/{id}/accept',
  tag,
  summary:
    'Accept into a subscription the caller owns or administers (409 ProjectLimitReached, TransferRequestNotPending, ProjectAlreadyOwned)',
  description:
    '403 EmailNotVerified without a verified e-mail address; 403 when the receiving account is not one of ' +
    "the caller's own, not Owner or Administrator, or its subscription has expired.",
  access: 'user',
  params: TransferIdParams,
  body: AcceptTransferRequest,
  answers: { 204: empty('Accepted: the project is in the receiving subscription.') },
  errors: [403],
  conflicts: ['ProjectLimitReached', 'TransferRequestNotPending', 'ProjectAlreadyOwned'],
});

export const rejectTransfer = defineOperation({
  id: 'rejectTransfer',
  method: 'POST',
  path: '/api/projects/ownership-transfers/incoming/{id}/reject',
  tag,
  summary: 'Reject a transfer addressed to the caller (409 TransferRequestNotPending)',
  description:
    '403 EmailNotVerified without a verified e-mail address; 403 unless the caller is Owner or ' +
    'Administrator in one of its accounts.',
  access: 'user',
  params: TransferIdParams,
  body: TransferDecisionRequest,
  answers: { 204: empty('Rejected.') },
  errors: [403],
  conflicts: ['TransferRequestNotPending'],
});

export const listOutgoingTransfers = defineOperation({
  id: 'listOutgoingTransfers',
  method: 'GET',
  path: '/api/projects/ownership-transfers/outgoing',
  tag,
  summary: 'Pending transfers sent from the selected subscription (Owner, TeamMember)',
  access: 'account',
  action: 'transfer.readOutgoing',
  query: TransferListQuery,
  answers: { 200: list(OutgoingTransfer) },
});

export const getOutgoingTransfer = defineOperation({
  id: 'getOutgoingTransfer',
  method: 'GET',
  path: '/api/projects/ownership-transfers/outgoing/{id}',
  tag,
  summary: 'One transfer sent from the selected subscription',
  access: 'account',
  params: TransferIdParams,
  answers: { 200: json(OutgoingTransfer) },
});

export const revokeTransfer = defineOperation({
  id: 'revokeTransfer',
  method: 'POST',
  path: '/api/projects/ownership-transfers/outgoing/{id}/revoke',
  tag,
  summary: 'Take back a pending transfer (409 TransferRequestNotPending)',
  access: 'account',
  params: TransferIdParams,
  body: TransferDecisionRequest,
  answers: { 204: empty('Revoked.') },
  conflicts: ['TransferRequestNotPending'],
});
