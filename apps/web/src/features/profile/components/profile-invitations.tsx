import { useLingui } from '@lingui/react';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PendingInvitationsTable } from '@/components/pending-invitations-table';
import { errorMessage } from '@/lib/api-error';
import { usePendingInvitations } from '@/lib/invitations/api/get-pending-invitations';
import { useInvitationAnswers } from '@/lib/invitations/use-invitation-answers';

/** Spec section 9: after accepting on the profile page, the page reloads after 2 seconds. */
export const PROFILE_RELOAD_MS = 2000;

/** The user's pending invitations on /dash/profile, answered in place. */
export function ProfileInvitations() {
  const { i18n } = useLingui();
  const pending = usePendingInvitations();
  const [reloading, setReloading] = useState(false);
  const answers = useInvitationAnswers({ onAccepted: () => setReloading(true) });

  useEffect(() => {
    if (!reloading) return;
    const timer = window.setTimeout(() => window.location.reload(), PROFILE_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [reloading]);

  if (pending.isPending)
    return (
      <Center py="md">
        <Loader role="status" size="sm" aria-label={i18n._('dash.profile.invitationsLoading')} />
      </Center>
    );
  if (pending.isError)
    return (
      <Alert color="red" title={i18n._('dash.profile.invitationsError')}>
        {errorMessage(pending.error)}
      </Alert>
    );
  return (
    <>
      {reloading && (
        <Alert color="green" role="status" mb="sm">
          {i18n._('dash.profile.invitationAccepted')}
        </Alert>
      )}
      {pending.data.length === 0 ? (
        !reloading && (
          <Text size="sm" c="dimmed">
            {i18n._('dash.profile.noInvitations')}
          </Text>
        )
      ) : (
        <PendingInvitationsTable
          invitations={pending.data}
          onAccept={answers.accept}
          onDecline={answers.decline}
          busyKey={answers.busyKey}
        />
      )}
    </>
  );
}
