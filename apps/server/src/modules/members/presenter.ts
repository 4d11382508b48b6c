import type { Role, SubscriptionMember } from '@vantage/contracts';
import type { UserAccountRow } from '../../auth/context.js';
import { memberAvatarUrl } from '../avatars/service.js';
import type { UserRow } from '../users/service.js';

/** PublicSpectator is the anonymous viewer; it never shows in the team (spec section 6). */
export function visibleRoles(roles: readonly Role[]): Role[] {
  return roles.filter((role) => role !== 'PublicSpectator');
}

export function presentMember(row: {
  account: UserAccountRow;
  user: UserRow;
  projectIds: number[];
}): SubscriptionMember {
  const { account, user } = row;
  return {
    userAccountId: account.id,
    userId: user.id,
    emailAddress: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: visibleRoles(account.roles),
    hasAvatar: user.avatarFileId !== null,
    avatarDownloadUrl: user.avatarFileId ? memberAvatarUrl(account.id) : null,
    projectIds: row.projectIds,
  };
}
