import type { CurrentUserAccount, UserAccountListItem } from '@vantage/contracts';
import type { SubscriptionRow, UserAccountRow } from '../../auth/context.js';
import type { customers, subscriptionTypes } from '../../db/schema/index.js';
import type { UserRow } from '../users/service.js';

type AccountRows = {
  account: UserAccountRow;
  user: UserRow;
  subscription: SubscriptionRow;
  customer: typeof customers.$inferSelect;
  type: typeof subscriptionTypes.$inferSelect;
};

function common({ account, user, subscription, customer, type }: AccountRows) {
  return {
    id: account.id,
    subscriptionKey: subscription.key,
    subscriptionTypeName: type.name,
    userEmailAddress: user.email,
    userFirstName: user.firstName,
    userLastName: user.lastName,
    roles: account.roles,
    customerName: customer.name,
    userId: user.id,
    clientId: user.activeClientId,
  };
}

export function presentCurrentAccount(rows: AccountRows): CurrentUserAccount {
  return {
    ...common(rows),
    hasAvatar: rows.user.avatarFileId !== null,
    avatarDownloadUrl: rows.user.avatarFileId ? '/api/user-accounts/current/avatar' : null,
  };
}

export function presentAccountListItem(rows: AccountRows): UserAccountListItem {
  return {
    ...common(rows),
    customerId: rows.customer.id,
    customerHasLogo: rows.customer.logoFileId !== null,
    customerLogoDownloadUrl: rows.customer.logoFileId ? `/api/customers/${rows.customer.id}/logo` : null,
  };
}
