import { useLingui } from '@lingui/react';
import { Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { PendingInvitation } from '@vantage/contracts';
import { formatDateTime } from '@/lib/formatting';
import { roleLabel } from '@/lib/role-labels';

type Props = {
  invitations: PendingInvitation[];
  onAccept: (key: string) => void;
  onDecline: (key: string) => void;
  /** The invitation being answered: its buttons show progress, the others wait. */
  busyKey: string | null;
};

/**
 * Spec "/welcome" and "/dash/profile": the user's pending invitations. Columns Organization
 * (customer name and project name), Role (invitation level), Expires at, Actions.
 */
function organizationOf(invitation: PendingInvitation): string {
  return invitation.projectName
    ? `${invitation.customerName}, ${invitation.projectName}`
    : invitation.customerName;
}

function Actions({
  invitation,
  onAccept,
  onDecline,
  busyKey,
}: Omit<Props, 'invitations'> & { invitation: PendingInvitation }) {
  const { i18n } = useLingui();
  const busy = busyKey === invitation.key;
  const organization = organizationOf(invitation);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        onClick={() => onAccept(invitation.key)}
        loading={busy}
        disabled={busyKey !== null && !busy}
        aria-label={i18n._('dash.pending.acceptOf', { organization })}
      >
        {i18n._('dash.pending.accept')}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => onDecline(invitation.key)}
        disabled={busyKey !== null}
        aria-label={i18n._('dash.pending.declineOf', { organization })}
      >
        {i18n._('dash.pending.decline')}
      </Button>
    </Group>
  );
}

function Organization({ invitation }: { invitation: PendingInvitation }) {
  return (
    <Stack gap={0}>
      <Text fw={600} size="sm">
        {invitation.customerName}
      </Text>
      {invitation.projectName && (
        <Text size="xs" c="dimmed">
          {invitation.projectName}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Spec "/welcome" and "/dash/profile": the user's pending invitations. Columns Organization
 * (customer name and project name), Role (invitation level), Expires at, Actions. On a phone
 * the same rows show as stacked cards.
 */
export function PendingInvitationsTable(props: Props) {
  const { invitations } = props;
  const { i18n } = useLingui();
  const label = i18n._('dash.pending.label');
  return (
    <>
      <Box visibleFrom="sm">
        <Table verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{i18n._('dash.pending.organization')}</Table.Th>
              <Table.Th>{i18n._('dash.pending.role')}</Table.Th>
              <Table.Th>{i18n._('dash.pending.expiresAt')}</Table.Th>
              <Table.Th>{i18n._('dash.pending.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => (
              <Table.Tr key={invitation.key} data-testid="pending-invitation">
                <Table.Td>
                  <Organization invitation={invitation} />
                </Table.Td>
                <Table.Td>{roleLabel(invitation.invitationLevel)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(invitation.expirationDateTime)}
                </Table.Td>
                <Table.Td>
                  <Actions invitation={invitation} {...props} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap="sm" hiddenFrom="sm" role="list" aria-label={label}>
        {invitations.map((invitation) => (
          <Card key={invitation.key} withBorder radius="md" padding="sm" role="listitem">
            <Stack gap="xs">
              <Organization invitation={invitation} />
              <Text size="sm">
                {i18n._('dash.pending.roleExpires', {
                  role: roleLabel(invitation.invitationLevel),
                  date: formatDateTime(invitation.expirationDateTime),
                })}
              </Text>
              <Actions invitation={invitation} {...props} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
