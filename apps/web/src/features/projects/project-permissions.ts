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

/**
 * Why Duplicate is blocked, or undefined: a copy is a new project, so it is blocked
 * like "Add new project", with the same tooltip, including at the project limit.
 */
export function duplicateBlock({
  mayDuplicate,
  isExpired,
  details,
}: {
  mayDuplicate: boolean;
  isExpired: boolean;
  details: Pick<SubscriptionDetails, 'projectsUsed' | 'projectLimit' | 'isExpired'> | undefined;
}): string | undefined {
  // The server's ability is false when expired too; name the expiry then, not the role.
  if (isExpired || details?.isExpired) return messages.addProjectExpired;
  return addProjectBlock({ mayCreate: mayDuplicate, isExpired, details });
}

/**
 * Why "Save as revision" is blocked, or undefined: the server's ability (roles,
 * expiry, original projects only), then the revision limit with used/limit, when known.
 */
export function saveRevisionBlock({
  mayCreateRevision,
  isExpired,
  details,
}: {
  mayCreateRevision: boolean;
  isExpired: boolean;
  details: Pick<SubscriptionDetails, 'revisionsUsed' | 'revisionsLimit' | 'isExpired'> | undefined;
}): string | undefined {
  if (isExpired || details?.isExpired) return messages.revisionExpired;
  if (!mayCreateRevision) return messages.revisionRole;
  if (details && details.revisionsUsed >= details.revisionsLimit)
    return messages.revisionAtLimit(details.revisionsUsed, details.revisionsLimit);
  return undefined;
}
