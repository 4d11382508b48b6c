import { Alert, Badge, Button, Center, Group, Loader, Table, Text } from '@mantine/core';
import type { InvitationLogItem, Role } from '@vantage/contracts';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/formatting';
import { notifyError, notifySuccess } from '@/lib/notify';
import { roleLabel } from '@/lib/role-labels';
import { useDeleteInvitation } from '../api/delete-invitation';
import { useInvitationLog } from '../api/get-invitation-log';
import type { ProjectChoice } from '../api/get-projects';
import { useResendInvitationMail } from '../api/resend-invitation-mail';
import { logAction, maySendAgain } from '../team-rules';
import { ResponsiveTableContainer } from './responsive-table';
import classes from './stacked-table.module.css';

function StatusBadge({ entry }: { entry: InvitationLogItem }) {
  if (entry.status === 'Pending' && entry.isExpired) return <Badge color="orange">Expired</Badge>;
  const color = { Pending: 'blue', Accepted: 'green', Declined: 'gray', Revoked: 'gray' }[entry.status];
  return <Badge color={color}>{entry.status}</Badge>;
}

function SendAgain({ entry }: { entry: InvitationLogItem }) {
  const resend = useResendInvitationMail();
  const run = async () => {
    try {
      await resend.mutateAsync(entry.id);
      notifySuccess({ title: 'Invitation sent again', message: entry.inviteeEmailAddress });
    } catch (error) {
      notifyError({ title: `Error sending the invitation again: ${errorMessage(error)}` });
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => void run()}
      loading={resend.isPending}
      aria-label={`Send again the invitation to ${entry.inviteeEmailAddress}`}
    >
      Send again
    </Button>
  );
}

function LogAction({ entry }: { entry: InvitationLogItem }) {
  const remove = useDeleteInvitation();
  const action = logAction(entry);
  if (!action) return null;
  const revoke = action === 'revoke';
  // mutateAsync: the entry leaves the log when the list refetches, yet the toast must show.
  const run = async () => {
    try {
      await remove.mutateAsync(entry.id);
      notifySuccess({
        title: revoke ? 'Invitation revoked' : 'Invitation removed from the log',
        message: entry.inviteeEmailAddress,
      });
    } catch (error) {
      notifyError({
        title: `${revoke ? 'Error revoking invitation' : 'Error cleaning invitation'}: ${errorMessage(error)}`,
      });
    }
  };
  return (
    <Button
      size="xs"
      variant={revoke ? 'light' : 'subtle'}
      color={revoke ? 'red' : 'gray'}
      onClick={() => void run()}
      loading={remove.isPending}
      aria-label={`${revoke ? 'Revoke' : 'Clean'} the invitation of ${entry.inviteeEmailAddress}`}
    >
      {revoke ? 'Revoke' : 'Clean'}
    </Button>
  );
}

/**
 * The invite log (spec "/dash/team", section 4): every invitation with its state; a pending
 * one can be revoked, an accepted (or declined) one cleaned from the log. An invitation whose
 * mail failed after its retries says so, and the Owner may send it again.
 */
export function InvitationLog({
  projects,
  caller,
}: {
  projects: ProjectChoice[] | undefined;
  caller: { roles: readonly Role[]; isExpired: boolean };
}) {
  const log = useInvitationLog();
  if (log.isPending)
    return (
      <Center py="md">
        <Loader role="status" size="sm" aria-label="Loading the invitations" />
      </Center>
    );
  if (log.isError)
    return (
      <Alert color="red" title="The invitations could not be loaded">
        {errorMessage(log.error)}
      </Alert>
    );
  if (log.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No invitations sent yet.
      </Text>
    );
  const projectName = (id: number | null) =>
    id === null ? '' : (projects?.find((p) => p.id === id)?.name ?? `Project ${id}`);
  return (
    <ResponsiveTableContainer minWidth={900}>
      <Table
        verticalSpacing="sm"
        aria-label="Invitations"
        data-testid="invitation-log"
        className={classes.stacked}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Project</Table.Th>
            <Table.Th>Invited at</Table.Th>
            <Table.Th>Expires / accepted at</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.map((entry) => (
            <Table.Tr key={entry.id} data-testid="invitation-log-entry" role="row">
              <Table.Td role="cell">{entry.inviteeEmailAddress}</Table.Td>
              <Table.Td role="cell" data-label="Role">
                {roleLabel(entry.invitationLevel)}
              </Table.Td>
              <Table.Td role="cell" data-label="Project">
                {projectName(entry.projectId)}
              </Table.Td>
              <Table.Td role="cell" data-label="Invited at" className={classes.nowrap}>
                {formatDateTime(entry.inviteDateTime)}
              </Table.Td>
              <Table.Td role="cell" data-label="Expires / accepted at" className={classes.nowrap}>
                {formatDateTime(entry.activationDateTime ?? entry.expirationDateTime)}
              </Table.Td>
              <Table.Td role="cell" data-label="Status" miw={110}>
                <Group gap={4}>
                  <StatusBadge entry={entry} />
                  {entry.mailFailed && <Badge color="red">Mail failed</Badge>}
                </Group>
              </Table.Td>
              <Table.Td role="cell">
                <Group gap="xs" wrap="nowrap">
                  {maySendAgain(caller, entry) && <SendAgain entry={entry} />}
                  <LogAction entry={entry} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
