import { useLingui } from '@lingui/react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { env } from '@/config/env';
import { roleLabel } from '@/lib/role-labels';
import { useCurrentAccount, useSession } from '@/lib/session/session-context';
import { accountUrls } from '../account-urls';
import { AvatarUpload } from '../components/avatar-upload';
import { LanguageSelect } from '../components/language-select';
import { ProfileInvitations } from '../components/profile-invitations';

/** E-mail verification as the identity provider states it in the token (`email_verified`). */
function VerifiedIndicator({ verified }: { verified: boolean | undefined }) {
  const { i18n } = useLingui();
  if (verified === undefined) return null;
  return verified ? (
    <Badge
      color="green"
      variant="light"
      leftSection={<IconCircleCheck size={14} />}
      data-testid="email-verified"
    >
      {i18n._('dash.profile.verified')}
    </Badge>
  ) : (
    <Badge
      color="yellow"
      variant="light"
      leftSection={<IconAlertCircle size={14} />}
      data-testid="email-verified"
    >
      {i18n._('dash.profile.notVerified')}
    </Badge>
  );
}

/**
 * Spec "/dash/profile": avatar upload, name and e-mail with a verified indicator, the
 * Account settings button to the identity provider's account page (and its security
 * pages), and the user's pending invitations (after accepting, a reload after 2 seconds).
 */
export function ProfilePage() {
  const { account, roles } = useCurrentAccount();
  const { profile } = useSession();
  const { i18n } = useLingui();
  const urls = accountUrls(env.oidcAuthority);
  const verified = profile?.emailVerified;
  if (!account) return null;
  const name = [account.userFirstName, account.userLastName].filter(Boolean).join(' ');

  return (
    <Stack gap="lg">
      <Title order={1}>{i18n._('dash.profile.title')}</Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          <AvatarUpload account={account} />
          <Stack gap={6}>
            <Text size="xl" fw={700} data-testid="profile-name">
              {name || account.userEmailAddress}
            </Text>
            <Group gap="xs">
              <Text data-testid="profile-email">{account.userEmailAddress}</Text>
              <VerifiedIndicator verified={verified} />
            </Group>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {account.customerName}:
              </Text>
              {roles.map((role) => (
                <Badge key={role} variant="outline" size="sm">
                  {roleLabel(role)}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Group gap="md" wrap="wrap">
            <Button
              component="a"
              href={urls.settings}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} />}
            >
              {i18n._('dash.profile.accountSettings')}
            </Button>
            <Anchor href={urls.signingIn} target="_blank" rel="noopener noreferrer" size="sm">
              {i18n._('dash.profile.signingIn')}
            </Anchor>
            <Anchor href={urls.deviceActivity} target="_blank" rel="noopener noreferrer" size="sm">
              {i18n._('dash.profile.deviceActivity')}
            </Anchor>
          </Group>
          <LanguageSelect />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            {i18n._('dash.profile.pendingInvitations')}
          </Title>
          <ProfileInvitations />
        </Stack>
      </Card>
    </Stack>
  );
}
