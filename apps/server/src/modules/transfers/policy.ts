import { forbidden } from '../../http/problem.js';

/**
 * Ownership transfers in the one policy table (packages/contracts `POLICY`, spec sections 4
 * and 6, docs/policy.md); the transfer-request rule lives here, not in projects:
 * - project.transfer (request): Owner, Administrator, not expired;
 * - transfer.readOutgoing: Owner and TeamMember, as the spec's table says;
 * - transfer.revoke (an outgoing transfer): Owner, Administrator or TeamMember of the sending
 *   subscription. Decision: the Administrator, who may request, may also take it back (from
 *   the project's "Pending transfer" badge), and the TeamMember, who sees the outgoing list,
 *   may withdraw from it;
 * - transfer.accept: the receiver, into a subscription where the receiver is Owner or
 *   Administrator (the receiving account is the actor), that subscription not expired;
 * - transfer.reject: the receiver, when Owner or Administrator in any of its accounts (spec
 *   section 6; the same rule on the dashboard panel and on /transfer/{id}).
 * Revoking and rejecting stay possible while a subscription has expired: they only undo a
 * pending request, and blocking them would leave the project pending for good.
 * Being the addressee (incoming) or the sender (outgoing) is visibility: 404 otherwise.
 */
export const notYourAccount = () => forbidden('targetUserAccountId must be one of your own accounts.');
