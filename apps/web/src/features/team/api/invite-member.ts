import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InvitationLevel, InviteResult, LANGUAGE_CODE } from '@vantage/contracts';
import { api } from '@/lib/api';
import { getSubscriptionDetailsQueryOptions } from '@/lib/subscription/api/get-subscription-details';
import { activationUrlTemplate } from '../activation-url';
import { getInvitationLogQueryOptions } from './get-invitation-log';

const INVITE_PATHS: Record<InvitationLevel, string> = {
  TeamMember: '/api/invitations/members',
  ProjectMember: '/api/invitations/project-members',
  Observer: '/api/invitations/observers',
};

export type InviteMemberInput = {
  level: InvitationLevel;
  inviteeEmailAddress: string;
  /** Required for Project member and Observer (spec section 3). */
  projectId?: number | null;
};

/** POST /api/invitations/members, /project-members or /observers (202). */
export function inviteMember({ level, inviteeEmailAddress, projectId }: InviteMemberInput) {
  const withProject = level !== 'TeamMember';
  return api.post(INVITE_PATHS[level], {
    body: {
      inviteeEmailAddress,
      activationUrlTemplate: activationUrlTemplate(window.location.origin),
      languageCode: LANGUAGE_CODE,
      ...(withProject ? { projectId } : {}),
    },
    requiredBodyFields: withProject ? ['inviteeEmailAddress', 'projectId'] : ['inviteeEmailAddress'],
    schema: InviteResult,
  });
}

/** A new invitation shows in the log and reserves a seat. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getInvitationLogQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getSubscriptionDetailsQueryOptions().queryKey }),
      ]),
  });
}
