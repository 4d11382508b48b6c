import type { InvitationByKey, InvitationLevel, Role } from '@vantage/contracts';
import { dashText as t } from '@/lib/i18n/dash-text';

/**
 * What /invitation/{key} says about an invitation that cannot be answered (spec: "expired or
 * used keys get a clear message"); undefined when it can be accepted or declined.
 */
export function unusableInvitationMessage(
  invitation: Pick<InvitationByKey, 'status' | 'isForCurrentUser'>,
): { title: string; text: string } | undefined {
  switch (invitation.status) {
    case 'Accepted':
      return {
        title: t('dash.invitation.acceptedTitle', 'This invitation has already been accepted'),
        text: t(
          'dash.invitation.acceptedText',
          'An invitation link works once. If you accepted it, you will find the subscription in your dashboard.',
        ),
      };
    case 'Declined':
      return {
        title: t('dash.invitation.declinedTitle', 'This invitation has been declined'),
        text: t(
          'dash.invitation.declinedText',
          'Ask the person who invited you to send a new invitation if you want to join after all.',
        ),
      };
    case 'Revoked':
      return {
        title: t('dash.invitation.revokedTitle', 'This invitation has been withdrawn'),
        text: t(
          'dash.invitation.revokedText',
          'The organisation withdrew this invitation. Ask them to send a new one.',
        ),
      };
    case 'Expired':
      return {
        title: t('dash.invitation.expiredTitle', 'This invitation has expired'),
        text: t('dash.invitation.expiredText', 'Ask the person who invited you to send a new invitation.'),
      };
    case 'Pending':
      return invitation.isForCurrentUser
        ? undefined
        : {
            title: t('dash.invitation.otherTitle', 'This invitation was sent to another e-mail address'),
            text: t(
              'dash.invitation.otherText',
              'Sign in with the e-mail address the invitation was sent to, then open the link again.',
            ),
          };
  }
}

/** The member role an invitation level gives. */
const ROLE_OF_LEVEL: Record<InvitationLevel, Role> = {
  TeamMember: 'TeamMember',
  ProjectMember: 'ProjectMember',
  Observer: 'Observer',
};

type Account = { subscriptionKey: string; customerName: string; roles: readonly Role[] };

/**
 * The subscription an accepted invitation joined: the account of its customer that has the
 * invitation's role (or any account of that customer), to select it before going to /dash.
 */
export function accountOfInvitation<A extends Account>(
  accounts: readonly A[],
  invitation: Pick<InvitationByKey, 'customerName' | 'invitationLevel'>,
): A | undefined {
  const ofCustomer = accounts.filter((account) => account.customerName === invitation.customerName);
  return (
    ofCustomer.find((account) => account.roles.includes(ROLE_OF_LEVEL[invitation.invitationLevel])) ??
    ofCustomer[0]
  );
}
