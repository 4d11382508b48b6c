import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { InvitationByKey, UserAccountListItem } from '@vantage/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { FullPageCard } from '@/components/full-page-card';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useAcceptInvitation } from '@/lib/invitations/api/accept-invitation';
import { useDeclineInvitation } from '@/lib/invitations/api/decline-invitation';
import {
  toastInvitationAccepted,
  toastInvitationError,
  toastInvitationRejected,
} from '@/lib/invitations/invitation-toasts';
import { getUserAccountsQueryOptions } from '@/lib/session/api/get-user-accounts';
import { useSession } from '@/lib/session/session-context';
import { useInvitationByKey } from '../api/get-invitation-by-key';
import { InvitationDetails } from '../components/invitation-details';
import { SignInPrompt } from '../components/sign-in-prompt';
import { accountOfInvitation, unusableInvitationMessage } from '../invitation-state';

/** As on /welcome (spec section 9): after accepting, go to the projects after 5 seconds. */
const REDIRECT_MS = 5000;

function Answer({ invitation, invitationKey }: { invitation: InvitationByKey; invitationKey: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { selectSubscription } = useSession();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [accepted, setAccepted] = useState(false);

  const goToProjects = async () => {
    const accounts = await queryClient
      .fetchQuery({ ...getUserAccountsQueryOptions(), staleTime: 0 })
      .catch(() => [] as UserAccountListItem[]);
    const joined = accountOfInvitation(accounts, invitation);
    if (joined) await selectSubscription(joined.subscriptionKey);
    navigate(paths.dash.projects.getHref(), { replace: true });
  };

  // The timer starts once, when accepted; it calls the latest goToProjects.
  const goToProjectsRef = useRef(goToProjects);
  goToProjectsRef.current = goToProjects;
  useEffect(() => {
    if (!accepted) return;
    const timer = window.setTimeout(() => void goToProjectsRef.current(), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [accepted]);

  if (accepted) {
    return (
      <Alert color="green" title={`You have joined ${invitation.customerName}`} role="status">
        <Stack gap="xs">
          <Text size="sm">You will be taken to your projects in 5 seconds.</Text>
          <Anchor
            component="button"
            type="button"
            onClick={() => void goToProjects()}
            fw={600}
            size="sm"
            ta="left"
          >
            Go to your projects now
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  const busy = accept.isPending || decline.isPending;
  return (
    <Group>
      <Button
        loading={accept.isPending}
        disabled={busy}
        onClick={() =>
          accept.mutate(invitationKey, {
            onSuccess: () => {
              toastInvitationAccepted();
              setAccepted(true);
            },
            onError: toastInvitationError,
          })
        }
      >
        Accept
      </Button>
      <Button
        variant="default"
        loading={decline.isPending}
        disabled={busy}
        onClick={() =>
          decline.mutate(invitationKey, {
            onSuccess: () => {
              toastInvitationRejected();
              void queryClient.invalidateQueries({ queryKey: ['invitations', 'by-key', invitationKey] });
            },
            onError: toastInvitationError,
          })
        }
      >
        Decline
      </Button>
    </Group>
  );
}

function InvitationContent({ invitationKey }: { invitationKey: string }) {
  const invitation = useInvitationByKey(invitationKey);
  const { logout } = useSession();

  if (invitation.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the invitation" />
      </Center>
    );
  }
  if (invitation.isError) {
    const missing = isApiError(invitation.error, 404);
    return (
      <Alert
        color="red"
        title={missing ? 'This invitation link is not valid' : 'The invitation could not be loaded'}
      >
        {missing
          ? 'Check that you opened the whole link from the e-mail, or ask for a new invitation.'
          : errorMessage(invitation.error)}
      </Alert>
    );
  }
  const data = invitation.data;
  const unusable = unusableInvitationMessage(data);
  return (
    <Stack gap="lg">
      <InvitationDetails invitation={data} />
      {unusable ? (
        <Alert color={data.status === 'Pending' ? 'yellow' : 'gray'} title={unusable.title}>
          <Stack gap="xs">
            <Text size="sm">{unusable.text}</Text>
            {data.status === 'Pending' ? (
              <Button variant="default" size="xs" w="fit-content" onClick={() => void logout()}>
                Log out
              </Button>
            ) : (
              <Anchor component={Link} to={paths.home.getHref()} size="sm" fw={600}>
                Go to the dashboard
              </Anchor>
            )}
          </Stack>
        </Alert>
      ) : (
        <Answer invitation={data} invitationKey={invitationKey} />
      )}
    </Stack>
  );
}

/**
 * Spec "/invitation/{invitationKey}", the activation link: what the invitation is for, with
 * Accept and Decline. A signed-out visitor is asked to sign in or register first and comes
 * back here; expired or used keys get a clear message.
 */
export function InvitationPage() {
  const { invitationKey } = useParams();
  const location = useLocation();
  const session = useSession();

  let body: ReactNode;
  if (session.status === 'signed-out') {
    body = <SignInPrompt returnTo={`${location.pathname}${location.search}`} />;
  } else if (session.status === 'error') {
    body = (
      <Alert color="red" title="Your account could not be loaded">
        <Stack gap="xs">
          <Text size="sm">{errorMessage(session.ensureError)}</Text>
          <Button size="xs" w="fit-content" onClick={session.retryEnsure}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (session.status !== 'ready' || !invitationKey) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Title order={1} size="h2">
          Invitation
        </Title>
        <InvitationContent invitationKey={invitationKey} />
      </Stack>
    );
  }
  return <FullPageCard maxWidth={640}>{body}</FullPageCard>;
}
