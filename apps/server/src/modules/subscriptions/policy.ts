import { type Role, SUBSCRIPTION_EXPIRED_MESSAGE } from '@vantage/contracts';
import { type AccountContext, hasAnyRole } from '../../auth/context.js';
import { forbidden } from '../../http/problem.js';

/**
 * Who may see what of the subscription (spec section 6, DOMAIN.md table).
 * Subscription details: the roles that see the Subscription page, plus SupportStaff, who
 * needs the usage to help a customer. Expiry status: Owner and TeamMember only, as the
 * spec says the dashboard asks for it.
 */
export const SUBSCRIPTION_DETAIL_ROLES: readonly Role[] = [
  'Owner',
  'Administrator',
  'TeamMember',
  'SupportStaff',
];
export const EXPIRY_STATUS_ROLES: readonly Role[] = ['Owner', 'TeamMember'];

export function assertMaySeeSubscriptionDetails(context: Pick<AccountContext, 'roles'>): void {
  if (!hasAnyRole(context, ...SUBSCRIPTION_DETAIL_ROLES))
    throw forbidden('Only Owners, Administrators and Team members can see the subscription.');
}

export function maySeeExpiryStatus(context: Pick<AccountContext, 'roles'>): boolean {
  return hasAnyRole(context, ...EXPIRY_STATUS_ROLES);
}

/**
 * The guard for every action an expired subscription disables (spec section 4: creating,
 * duplicating, updating, deleting, opening projects, presenting, inviting, transferring).
 * Call it after the role check so that a forbidden role still reads as forbidden.
 */
export function assertNotExpired(context: Pick<AccountContext, 'isExpired'>): void {
  if (context.isExpired) throw forbidden(SUBSCRIPTION_EXPIRED_MESSAGE);
}
