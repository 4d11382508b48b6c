import { Button, Group, Stack, Table, Text } from '@mantine/core';
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
export function PendingInvitationsTable({ invitations, onAccept, onDecline, busyKey }: Props) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label="Pending invitations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Expires at</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => {
            const busy = busyKey === invitation.key;
            const organization = invitation.projectName
              ? `${invitation.customerName}, ${invitation.projectName}`
              : invitation.customerName;
            return (
              <Table.Tr key={invitation.key} data-testid="pending-invitation">
                <Table.Td>
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
                </Table.Td>
                <Table.Td>{roleLabel(invitation.invitationLevel)}</Table.Td>
                <Table.Td>{formatDateTime(invitation.expirationDateTime)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => onAccept(invitation.key)}
                      loading={busy}
                      disabled={busyKey !== null && !busy}
                      aria-label={`Accept the invitation of ${organization}`}
                    >
                      Accept
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onDecline(invitation.key)}
                      disabled={busyKey !== null}
                      aria-label={`Decline the invitation of ${organization}`}
                    >
                      Decline
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
