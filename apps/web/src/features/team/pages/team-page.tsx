import { useLingui } from '@lingui/react';
import { Alert, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type Role, TEAM_PAGE_ROLES } from '@vantage/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { usePreference } from '@/lib/preferences';
import { useCurrentAccount } from '@/lib/session/session-context';
import { mayReadSubscriptionStatus } from '@/lib/session/session-roles';
import { useSubscriptionDetails } from '@/lib/subscription/api/get-subscription-details';
import { useMembers } from '../api/get-members';
import { useProjectChoices } from '../api/get-projects';
import { InvitationLog } from '../components/invitation-log';
import { InviteMemberPopover } from '../components/invite-member-popover';
import { MemberList } from '../components/member-list';
import { TeamToolbar } from '../components/team-toolbar';
import { filterMembers, inviteAvailability, rolesPresent } from '../team-rules';

/**
 * Spec "/dash/team": search, role filter, list/block toggle (kept in local preferences),
 * Invite member, the member list and the invite log. For Team member, Owner and
 * Administrator (spec section 6).
 */
export function TeamPage() {
  const { account, roles, hasRole, isExpired } = useCurrentAccount();
  const allowed = hasRole(...TEAM_PAGE_ROLES);
  const { i18n } = useLingui();
  const members = useMembers({ enabled: allowed });
  // Usage and limits are fetched only for Owner and Team member (spec section 6).
  const details = useSubscriptionDetails({ enabled: mayReadSubscriptionStatus(roles) });
  const projects = useProjectChoices({ enabled: allowed });
  const [view, setView] = usePreference('teamView');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | null>(null);

  const availability = inviteAvailability({ roles, isExpired, details: details.data });
  const all = members.data ?? [];
  const shown = filterMembers(all, { search, role });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{i18n._('dash.team.title')}</Title>
          <Text c="dimmed">{i18n._('dash.team.intro')}</Text>
        </Stack>
        {allowed && <InviteMemberPopover availability={availability} />}
      </Group>

      {!allowed ? (
        <Alert color="yellow" title={i18n._('dash.team.notAvailable')}>
          {i18n._('dash.team.onlyManagers')}
        </Alert>
      ) : (
        <>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <TeamToolbar
                search={search}
                onSearch={setSearch}
                roles={rolesPresent(all)}
                role={role}
                onRole={setRole}
                view={view}
                onView={setView}
              />
              {members.isPending ? (
                <Center py="xl">
                  <Loader role="status" aria-label={i18n._('dash.team.loading')} />
                </Center>
              ) : members.isError ? (
                <Alert color="red" title={i18n._('dash.team.loadError')}>
                  {errorMessage(members.error)}
                </Alert>
              ) : shown.length === 0 ? (
                <Text c="dimmed" ta="center" py="lg">
                  {all.length === 0 ? i18n._('dash.team.empty') : i18n._('dash.team.noMatch')}
                </Text>
              ) : (
                <MemberList
                  members={shown}
                  view={view}
                  callerRoles={roles}
                  selfAccountId={account?.id}
                  customerName={account?.customerName ?? ''}
                />
              )}
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h3">
                {i18n._('dash.team.invitations')}
              </Title>
              <InvitationLog projects={projects.data} caller={{ roles, isExpired }} />
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
