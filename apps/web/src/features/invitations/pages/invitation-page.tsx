import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { InvitationByKey, UserAccountListItem } from '@vantage/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmailVerificationGate } from '@/components/email-verification-gate';
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
import { getInvitationByKeyQueryOptions, useInvitationByKey } from '../api/get-invitation-by-key';
import { InvitationDetails } from '../components/invitation-details';
import { SignInPrompt } from '../components/sign-in-prompt';
import { accountOfInvitation, unusableInvitationMessage } from '../invitation-state';

/** As on /welcome (spec section 9): after accepting, go to the projects after 5 seconds. */
const REDIRECT_MS = 5000;

/**
 * After accepting: says so and goes to the projects after 5 seconds, in the joined
 * subscription. Shown from the page's own state, so a refetch of the invitation (now
 * Accepted, e.g. after a hub event) cannot replace it with the "already accepted" message.
 */
function Accepted({ invitation }: { invitation: InvitationByKey }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { selectSubscription } = useSession();

  const goToProjects = async () => {
    const accounts = await queryClient
      .fetchQuery({ ...getUserAccountsQueryOptions(), staleTime: 0 })
      .catch(() => [] as UserAccountListItem[]);
    const joined = accountOfInvitation(accounts, invitation);
    if (joined) await selectSubscription(joined.subscriptionKey);
    navigate(paths.dash.projects.getHref(), { replace: true });
  };

  // The timer starts once; it calls the latest goToProjects.
  const goToProjectsRef = useRef(goToProjects);
  goToProjectsRef.current = goToProjects;
  const { i18n } = useLingui();
  useEffect(() => {
    const timer = window.setTimeout(() => void goToProjectsRef.current(), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Alert
      color="green"
      title={i18n._('dash.invitation.joined', { name: invitation.customerName })}
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">{i18n._('dash.invitation.redirecting')}</Text>
        <Anchor
          component="button"
          type="button"
          onClick={() => void goToProjects()}
          fw={600}
          size="sm"
          ta="left"
        >
          {i18n._('dash.invitation.goNow')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function Answer({ invitationKey, onAccepted }: { invitationKey: string; onAccepted: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const busy = accept.isPending || decline.isPending;

  const run = async (action: 'accept' | 'decline') => {
    try {
      if (action === 'accept') {
        await accept.mutateAsync(invitationKey);
        toastInvitationAccepted();
        onAccepted();
      } else {
        await decline.mutateAsync(invitationKey);
        toastInvitationRejected();
        await queryClient.invalidateQueries({
          queryKey: getInvitationByKeyQueryOptions(invitationKey).queryKey,
        });
      }
    } catch (error) {
      toastInvitationError(error);
    }
  };

  return (
    <Group>
      <Button loading={accept.isPending} disabled={busy} onClick={() => void run('accept')}>
        {i18n._('dash.transfers.accept')}
      </Button>
      <Button
        variant="default"
        loading={decline.isPending}
        disabled={busy}
        onClick={() => void run('decline')}
      >
        {i18n._('dash.invitation.decline')}
      </Button>
    </Group>
  );
}

function InvitationContent({ invitationKey }: { invitationKey: string }) {
  const { i18n } = useLingui();
  const invitation = useInvitationByKey(invitationKey);
  const { logout } = useSession();
  const [accepted, setAccepted] = useState(false);

  if (invitation.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={i18n._('dash.invitation.loading')} />
      </Center>
    );
  }
  if (invitation.isError) {
    const missing = isApiError(invitation.error, 404);
    return (
      <Alert color="red" title={i18n._(missing ? 'dash.invitation.invalid' : 'dash.invitation.loadError')}>
        {missing ? i18n._('dash.invitation.invalidText') : errorMessage(invitation.error)}
      </Alert>
    );
  }
  const data = invitation.data;
  if (accepted) return <Accepted invitation={data} />;
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
                {i18n._('dash.common.logOut')}
              </Button>
            ) : (
              <Anchor component={Link} to={paths.home.getHref()} size="sm" fw={600}>
                {i18n._('dash.invitation.goToDashboard')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      ) : (
        <EmailVerificationGate>
          <Answer invitationKey={invitationKey} onAccepted={() => setAccepted(true)} />
        </EmailVerificationGate>
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
  const { i18n } = useLingui();
  const { invitationKey } = useParams();
  const location = useLocation();
  const session = useSession();

  let body: ReactNode;
  if (session.status === 'signed-out') {
    body = <SignInPrompt returnTo={`${location.pathname}${location.search}`} />;
  } else if (session.status === 'error') {
    body = (
      <Alert color="red" title={i18n._('dash.invitation.accountError')}>
        <Stack gap="xs">
          <Text size="sm">{errorMessage(session.ensureError)}</Text>
          <Button size="xs" w="fit-content" onClick={session.retryEnsure}>
            {i18n._('dash.common.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (session.status !== 'ready' || !invitationKey) {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={i18n._('dash.common.loading')} />
      </Center>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {i18n._('dash.invitation.title')}
        </Title>
        <InvitationContent invitationKey={invitationKey} />
      </Stack>
    );
  }
  return <FullPageCard maxWidth={640}>{body}</FullPageCard>;
}
