import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationLevel } from '@vantage/contracts';
import * as invitationsOperations from '@vantage/contracts/api/invitations';
import { api } from '@/lib/api';
import { requestLanguageCode } from '@/lib/i18n/request-language';
import { getSubscriptionDetailsQueryOptions } from '@/lib/subscription/api/get-subscription-details';
import { activationUrlTemplate } from '../activation-url';
import { getInvitationLogQueryOptions } from './get-invitation-log';

const INVITE_OPERATIONS = {
  TeamMember: invitationsOperations.inviteTeamMember,
  ProjectMember: invitationsOperations.inviteProjectMember,
  Observer: invitationsOperations.inviteObserver,
} as const satisfies Record<InvitationLevel, unknown>;

export type InviteMemberInput = {
  level: InvitationLevel;
  inviteeEmailAddress: string;
  /** Required for Project member and Observer (spec section 3). */
  projectId?: number | null;
};

/** Invites a team member, a project member or an observer (202). */
export function inviteMember({ level, inviteeEmailAddress, projectId }: InviteMemberInput) {
  const withProject = level !== 'TeamMember';
  return api.call(INVITE_OPERATIONS[level], {
    body: {
      inviteeEmailAddress,
      activationUrlTemplate: activationUrlTemplate(window.location.origin),
      languageCode: requestLanguageCode(),
      // A missing project is refused by requiredBodyFields before sending, null or undefined.
      ...(withProject ? { projectId: projectId ?? undefined } : {}),
    },
    requiredBodyFields: withProject ? ['inviteeEmailAddress', 'projectId'] : ['inviteeEmailAddress'],
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
