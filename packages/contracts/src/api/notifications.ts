import { OffsetLimitQuery } from '../members.js';
import { Notification } from '../notifications.js';
import { defineOperation, list } from './define.js';

export const listNotifications = defineOperation({
  id: 'listNotifications',
  method: 'GET',
  path: '/api/notifications',
  tag: 'Notifications',
  summary: 'Release notes, newest first',
  access: 'user',
  query: OffsetLimitQuery,
  answers: { 200: list(Notification) },
});
