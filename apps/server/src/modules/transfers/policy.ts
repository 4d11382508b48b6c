import type { Role } from '@vantage/contracts';
import { type AccountContext, hasAnyRole, type UserAccountRow } from '../../auth/context.js';
import { forbidden } from '../../http/problem.js';

/**
 * Who may do what with ownership transfers (spec sections 4 and 6, DOMAIN.md):
 * - request: Owner, Administrator, not expired (projects/policy.ts `assertMayRequestTransfer`);
 * - see outgoing transfers: Owner and TeamMember, as the table says;
 * - revoke an outgoing transfer: Owner, Administrator or TeamMember of the sending
 *   subscription. Decision: the Administrator, who may request, may also take it back
 *   (from the project's "Pending transfer" badge), and the TeamMember, who sees the
 *   outgoing list, may withdraw from it.
 * - accept: the receiver, into a subscription where the receiver is Owner or Administrator,
 *   and that subscription not expired;
 * - reject: the receiver, whatever its roles (declining something addressed to you needs no
 *   authority).
 * Revoking and rejecting stay possible while a subscription has expired: they only undo a
 * pending request, and blocking them would leave the project pending for good.
 */
const OUTGOING_READERS: Role[] = ['Owner', 'TeamMember'];
const REVOKERS: Role[] = ['Owner', 'Administrator', 'TeamMember'];
const ACCEPTORS: Role[] = ['Owner', 'Administrator'];

export const ACCEPT_DENIED_DETAIL =
  'Only Owners and Administrators can accept a project into a subscription.';

export function assertMaySeeOutgoing(context: Pick<AccountContext, 'roles'>): void {
  if (!hasAnyRole(context, ...OUTGOING_READERS))
    throw forbidden('Only Owners and Team members can see outgoing project transfers.');
}

export function assertMayRevoke(context: Pick<AccountContext, 'roles'>): void {
  if (!hasAnyRole(context, ...REVOKERS))
    throw forbidden('Only Owners, Administrators and Team members can revoke project transfers.');
}

export function assertMayAcceptInto(account: Pick<UserAccountRow, 'roles'>): void {
  if (!hasAnyRole(account, ...ACCEPTORS)) throw forbidden(ACCEPT_DENIED_DETAIL);
}
