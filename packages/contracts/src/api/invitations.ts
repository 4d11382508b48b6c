import { z } from 'zod/mini';
import {
  AcceptInvitationRequest,
  DeclineInvitationRequest,
  InvitationByKey,
  InvitationLogItem,
  InviteRequest,
  InviteResult,
  PendingInvitation,
} from '../invitations.js';
import { OffsetLimitQuery } from '../members.js';
import { IdParam, SafeString } from '../primitives.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Invitations';
const idParams = z.object({ id: IdParam });

export const listInvitations = defineOperation({
  id: 'listInvitations',
  method: 'GET',
  path: '/api/invitations',
  tag,
  summary: 'Invite log of the selected subscription (pending, accepted and declined; newest first)',
  access: 'account',
  action: 'invitation.read',
  query: OffsetLimitQuery,
  answers: { 200: list(InvitationLogItem) },
});

export const listMyPendingInvitations = defineOperation({
  id: 'listMyPendingInvitations',
  method: 'GET',
  path: '/api/invitations/pending',
  tag,
  summary: "The caller's pending invitations (by e-mail address, every subscription)",
  access: 'user',
  answers: { 200: list(PendingInvitation) },
});

export const getInvitationByKey = defineOperation({
  id: 'getInvitationByKey',
  method: 'GET',
  path: '/api/invitations/by-key/{key}',
  tag,
  summary: 'What an invitation link is for, with its state (for the /invitation/{key} page)',
  access: 'user',
  params: z.object({ key: SafeString.check(z.minLength(1)) }),
  answers: { 200: json(InvitationByKey) },
});

export const getInvitation = defineOperation({
  id: 'getInvitation',
  method: 'GET',
  path: '/api/invitations/{id}',
  tag,
  summary: 'One invitation of the invite log',
  access: 'account',
  action: 'invitation.read',
  params: idParams,
  answers: { 200: json(InvitationLogItem) },
});

export const deleteInvitation = defineOperation({
  id: 'deleteInvitation',
  method: 'DELETE',
  path: '/api/invitations/{id}',
  tag,
  summary: 'Revoke a pending invitation, or clean an accepted or declined one from the log',
  access: 'account',
  params: idParams,
  answers: { 204: empty() },
});

/** Each invitation mails the invitee; the mails of a subscription share one hourly budget (429). */
const invitation = {
  method: 'POST',
  tag,
  access: 'account',
  body: InviteRequest,
  answers: { 202: json(InviteResult) },
  errors: [429],
} as const;

export const inviteTeamMember = defineOperation({
  ...invitation,
  id: 'inviteTeamMember',
  path: '/api/invitations/members',
  summary: 'Invite a team member',
  conflicts: [
    'TeamMemberLimitReached',
    'InvitationAlreadyPendingForEmailAddress',
    'CannotInviteSelf',
    'InvitationsNotAllowed',
  ],
});

export const inviteProjectMember = defineOperation({
  ...invitation,
  id: 'inviteProjectMember',
  path: '/api/invitations/project-members',
  summary: 'Invite a project member (projectId required)',
  conflicts: [
    'ProjectMemberLimitReached',
    'InvitationAlreadyPendingForEmailAddress',
    'CannotInviteSelf',
    'InvitationsNotAllowed',
  ],
});

export const inviteObserver = defineOperation({
  ...invitation,
  id: 'inviteObserver',
  path: '/api/invitations/observers',
  summary: 'Invite an observer (projectId required)',
  conflicts: [
    'ObserverLimitReached',
    'InvitationAlreadyPendingForEmailAddress',
    'CannotInviteSelf',
    'InvitationsNotAllowed',
  ],
});

export const acceptInvitation = defineOperation({
  id: 'acceptInvitation',
  method: 'POST',
  path: '/api/invitations/activations/accept',
  tag,
  summary: 'Accept an invitation sent to the caller',
  access: 'user',
  body: AcceptInvitationRequest,
  answers: { 204: empty() },
  // EmailNotVerified, or the invitation is for another address.
  errors: [403],
  conflicts: ['AlreadyActivated', 'KeyExpired'],
});

export const declineInvitation = defineOperation({
  id: 'declineInvitation',
  method: 'POST',
  path: '/api/invitations/activations/decline',
  tag,
  summary: 'Decline an invitation sent to the caller',
  access: 'user',
  body: DeclineInvitationRequest,
  answers: { 204: empty() },
  errors: [403],
  conflicts: ['AlreadyActivated', 'KeyExpired'],
});
