import type { SubscriptionDetails } from '@vantage/contracts';
import { messages } from './messages';

/**
 * Why "Add new project" is blocked (spec sections 6 and 8), or undefined when it is not:
 * first the role, then expiry, then the project limit (projectsUsed reaches projectLimit).
 */
export function addProjectBlock({
  mayCreate,
  isExpired,
  details,
}: {
  mayCreate: boolean;
  isExpired: boolean;
  details: Pick<SubscriptionDetails, 'projectsUsed' | 'projectLimit' | 'isExpired'> | undefined;
}): string | undefined {
  if (!mayCreate) return messages.addProjectRole;
  if (isExpired || details?.isExpired) return messages.addProjectExpired;
  if (details && details.projectsUsed >= details.projectLimit) return messages.addProjectAtLimit;
  return undefined;
}

/**
 * Why "Transfer a project" is disabled, or undefined when it is not (spec section 6):
 * Owner and Administrator only; an expired subscription blocks transferring.
 */
export function transferBlock({
  mayTransfer,
  isExpired,
}: {
  mayTransfer: boolean;
  isExpired: boolean;
}): string | undefined {
  if (!mayTransfer) return messages.transferRole;
  if (isExpired) return messages.transferExpired;
  return undefined;
}
