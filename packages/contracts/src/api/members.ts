import { z } from 'zod/mini';
import { OffsetLimitQuery, SubscriptionMember, UpdateMemberRequest } from '../members.js';
import { IdParam } from '../primitives.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Members';
const params = z.object({ userAccountId: IdParam });

export const listMembers = defineOperation({
  id: 'listMembers',
  method: 'GET',
  path: '/api/subscriptions/current/members',
  tag,
  summary: 'Members of the selected subscription, by role rank (PublicSpectator hidden)',
  access: 'account',
  action: 'member.read',
  query: OffsetLimitQuery,
  answers: { 200: list(SubscriptionMember) },
});

export const getMember = defineOperation({
  id: 'getMember',
  method: 'GET',
  path: '/api/subscriptions/current/members/{userAccountId}',
  tag,
  summary: 'One member of the selected subscription',
  access: 'account',
  action: 'member.read',
  params,
  answers: { 200: json(SubscriptionMember) },
});

export const updateMember = defineOperation({
  id: 'updateMember',
  method: 'PUT',
  path: '/api/subscriptions/current/members/{userAccountId}',
  tag,
  summary: "Change a member's roles (Owner or Administrator)",
  access: 'account',
  params,
  body: UpdateMemberRequest,
  answers: { 200: json(SubscriptionMember) },
  // A new role that takes another kind of seat needs a free one.
  conflicts: ['TeamMemberLimitReached', 'ProjectMemberLimitReached', 'ObserverLimitReached'],
});

export const deleteMember = defineOperation({
  id: 'deleteMember',
  method: 'DELETE',
  path: '/api/subscriptions/current/members/{userAccountId}',
  tag,
  summary: 'Remove a member from the subscription',
  access: 'account',
  params,
  answers: { 204: empty() },
  conflicts: ['CannotDeleteSelf'],
});
