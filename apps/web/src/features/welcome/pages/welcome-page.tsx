import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailVerificationGate } from '@/components/email-verification-gate';
import { FullPageCard } from '@/components/full-page-card';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { usePendingInvitations } from '@/lib/invitations/api/get-pending-invitations';
import { useInvitationAnswers } from '@/lib/invitations/use-invitation-answers';
import { useSession } from '@/lib/session/session-context';
import { TrialForm } from '../components/trial-form';
import { WelcomeInvitations } from '../components/welcome-invitations';
import { canStartTrial, type OnboardingProgress } from '../onboarding';
import { useRedirectAfterAcceptance } from '../use-redirect-after-acceptance';

/**
 * Spec "/welcome" (protected onboarding): the Pending Invitations table when there are any,
 * and the trial form when the user may start a trial (owns no subscription yet).
 */
export function WelcomePage() {
  const { accounts, logout } = useSession();
  const { i18n } = useLingui();
  const pending = usePendingInvitations();
  const [trialProgress, setTrialProgress] = useState<OnboardingProgress>('NotStarted');
  // The form stays once started: success adds an owned subscription, yet Completed must show.
  const showTrial = accounts !== undefined && (canStartTrial(accounts) || trialProgress !== 'NotStarted');
  const invitations = pending.data ?? [];
  const [redirecting, setRedirecting] = useState(false);
  const answers = useInvitationAnswers({ onAccepted: () => setRedirecting(true) });
  useRedirectAfterAcceptance(redirecting);
  const showInvitations = invitations.length > 0 || redirecting;
  const loading = accounts === undefined || pending.isPending;

  return (
    <FullPageCard>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text fw={700} c="blue.8">
              {env.productName}
            </Text>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {i18n._('dash.welcome.title', { product: env.productName })}
            </Title>
          </Stack>
          <Button variant="subtle" onClick={() => void logout()}>
            {i18n._('dash.common.logOut')}
          </Button>
        </Group>

        {loading && (
          <Center py="xl">
            <Loader role="status" aria-label={i18n._('dash.common.loading')} />
          </Center>
        )}
        {pending.isError && (
          <Alert color="red" title={i18n._('dash.welcome.invitationsError')}>
            {errorMessage(pending.error)}
          </Alert>
        )}
        <EmailVerificationGate>
          {!loading && showInvitations && (
            <WelcomeInvitations invitations={invitations} answers={answers} redirecting={redirecting} />
          )}
          {!loading && showInvitations && showTrial && <Divider />}
          {showTrial && <TrialForm onProgress={setTrialProgress} />}
        </EmailVerificationGate>
        {!loading && !showTrial && !showInvitations && (
          <Stack gap="xs">
            <Text>{i18n._('dash.welcome.noInvitations')}</Text>
            <Anchor component={Link} to={paths.dash.projects.getHref()}>
              {i18n._('dash.welcome.goToProjects')}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </FullPageCard>
  );
}
