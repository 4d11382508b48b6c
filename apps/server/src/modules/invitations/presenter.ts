import type { InvitationByKey, InvitationLogItem, PendingInvitation } from '@vantage/contracts';
import type { invitations } from '../../db/schema/index.js';

export type InvitationRow = typeof invitations.$inferSelect;

export const isInvitationExpired = (row: Pick<InvitationRow, 'expiresAt'>, now = new Date()) =>
  row.expiresAt.getTime() <= now.getTime();

export function presentLogItem(row: InvitationRow, mailFailed: boolean, now = new Date()): InvitationLogItem {
  const activated = row.status === 'Accepted';
  return {
    id: row.id,
    inviteeEmailAddress: row.inviteeEmail,
    inviteDateTime: row.inviteAt.toISOString(),
    activationDateTime: row.activatedAt?.toISOString() ?? null,
    expirationDateTime: row.expiresAt.toISOString(),
    activated,
    isExpired: row.status === 'Pending' && isInvitationExpired(row, now),
    invitationLevel: row.level,
    projectId: row.projectId,
    status: row.status,
    mailFailed,
  };
}

export function presentPending(row: {
  invitation: InvitationRow;
  customerName: string;
  projectName: string | null;
}): PendingInvitation {
  return {
    key: row.invitation.key,
    customerName: row.customerName,
    projectName: row.projectName,
    inviteDateTime: row.invitation.inviteAt.toISOString(),
    expirationDateTime: row.invitation.expiresAt.toISOString(),
    invitationLevel: row.invitation.level,
  };
}

export function presentByKey(
  row: { invitation: InvitationRow; customerName: string; projectName: string | null },
  isForCurrentUser: boolean,
  now = new Date(),
): InvitationByKey {
  const { status } = row.invitation;
  return {
    ...presentPending(row),
    status: status === 'Pending' && isInvitationExpired(row.invitation, now) ? 'Expired' : status,
    isForCurrentUser,
  };
}
