import { useLingui } from '@lingui/react';
import { Alert, Stack, Title } from '@mantine/core';
import type { PendingInvitation } from '@vantage/contracts';
import { PendingInvitationsTable } from '@/components/pending-invitations-table';
import type { useInvitationAnswers } from '@/lib/invitations/use-invitation-answers';

type Props = {
  invitations: PendingInvitation[];
  answers: ReturnType<typeof useInvitationAnswers>;
  /** An invitation was accepted: the page goes to the projects shortly. */
  redirecting: boolean;
};

/** The Pending Invitations section of /welcome (spec "/welcome"). */
export function WelcomeInvitations({ invitations, answers, redirecting }: Props) {
  const { i18n } = useLingui();
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-invitations-heading">
      <Title order={2} id="pending-invitations-heading">
        {i18n._('dash.welcome.pendingInvitations')}
      </Title>
      {redirecting && (
        <Alert color="green" role="status">
          {i18n._('dash.invitation.redirecting')}
        </Alert>
      )}
      {invitations.length > 0 && (
        <PendingInvitationsTable
          invitations={invitations}
          onAccept={answers.accept}
          onDecline={answers.decline}
          busyKey={answers.busyKey}
        />
      )}
    </Stack>
  );
}
