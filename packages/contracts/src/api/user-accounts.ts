import { CurrentUserAccount, UserAccountListItem } from '../user-accounts.js';
import { defineOperation, json, list } from './define.js';

const tag = 'Accounts';

export const listUserAccounts = defineOperation({
  id: 'listUserAccounts',
  method: 'GET',
  path: '/api/user-accounts',
  tag,
  summary: "The caller's accounts, one per subscription",
  access: 'user',
  answers: { 200: list(UserAccountListItem) },
});

export const getCurrentUserAccount = defineOperation({
  id: 'getCurrentUserAccount',
  method: 'GET',
  path: '/api/user-accounts/current',
  tag,
  summary: "The caller's account in the subscription named by X-Subscription-Key",
  access: 'account',
  answers: { 200: json(CurrentUserAccount) },
});
