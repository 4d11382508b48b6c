import { useLingui } from '@lingui/react';
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Role, SubscriptionMember } from '@vantage/contracts';
import { formatPersonName } from '@/lib/formatting';
import { mayRemoveMember } from '../team-rules';
import { MemberAvatar } from './member-avatar';
import { RemoveMemberButton } from './remove-member-button';
import { ResponsiveTableContainer } from './responsive-table';
import { RoleBadges } from './role-badges';
import classes from './stacked-table.module.css';

type Props = {
  members: SubscriptionMember[];
  view: 'list' | 'block';
  callerRoles: readonly Role[];
  selfAccountId: number | undefined;
  customerName: string;
};

const nameOf = (member: SubscriptionMember) =>
  formatPersonName({ firstName: member.firstName, lastName: member.lastName, email: member.emailAddress });

/** The team as a table (list) or as cards (block): name, e-mail, role, actions. */
export function MemberList({ members, view, callerRoles, selfAccountId, customerName }: Props) {
  const { i18n } = useLingui();
  const actions = (member: SubscriptionMember) =>
    mayRemoveMember(callerRoles, member, selfAccountId) ? (
      <RemoveMemberButton member={member} customerName={customerName} />
    ) : null;
  const you = (member: SubscriptionMember) =>
    member.userAccountId === selfAccountId ? (
      <Text span size="xs" c="dimmed">
        {' '}
        {i18n._('dash.members.you')}
      </Text>
    ) : null;

  if (view === 'block') {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="member-cards">
        {members.map((member) => (
          <Card key={member.userAccountId} withBorder radius="md" padding="md" data-testid="member">
            <Stack gap="sm" align="center" ta="center">
              <MemberAvatar member={member} size={64} />
              <Stack gap={2} align="center">
                <Text fw={600}>
                  {nameOf(member)}
                  {you(member)}
                </Text>
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {member.emailAddress}
                </Text>
              </Stack>
              <RoleBadges roles={member.roles} />
              {actions(member)}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <ResponsiveTableContainer minWidth={640}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={i18n._('dash.members.label')}
        data-testid="member-table"
        className={classes.stacked}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{i18n._('dash.members.name')}</Table.Th>
            <Table.Th>{i18n._('dash.members.email')}</Table.Th>
            <Table.Th>{i18n._('dash.members.role')}</Table.Th>
            <Table.Th w={80}>{i18n._('dash.members.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.userAccountId} data-testid="member" role="row">
              <Table.Td role="cell">
                <Group gap="sm" wrap="nowrap">
                  <MemberAvatar member={member} size="sm" />
                  <Text size="sm" fw={500}>
                    {nameOf(member)}
                    {you(member)}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td role="cell" data-label={i18n._('dash.members.email')}>
                <Text size="sm">{member.emailAddress}</Text>
              </Table.Td>
              <Table.Td role="cell" data-label={i18n._('dash.members.role')}>
                <RoleBadges roles={member.roles} />
              </Table.Td>
              <Table.Td role="cell">{actions(member)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
