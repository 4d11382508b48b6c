import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  if (entry.status === 'Pending' && entry.isExpired)
    return <Badge color="orange">{i18n._('dash.log.expired')}</Badge>;
  const color = { Pending: 'blue', Accepted: 'green', Declined: 'gray', Revoked: 'gray' }[entry.status];
  return <Badge color={color}>{i18n._(`dash.log.status.${entry.status}`)}</Badge>;
}

function SendAgain({ entry }: { entry: InvitationLogItem }) {
  const { i18n } = useLingui();
  const resend = useResendInvitationMail();
  const run = async () => {
    try {
      await resend.mutateAsync(entry.id);
      notifySuccess({ title: i18n._('dash.log.sentAgain'), message: entry.inviteeEmailAddress });
    } catch (error) {
      notifyError({ title: i18n._('dash.log.sendAgainFailed', { reason: errorMessage(error) }) });
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => void run()}
      loading={resend.isPending}
      aria-label={i18n._('dash.log.sendAgainTo', { email: entry.inviteeEmailAddress })}
    >
      {i18n._('dash.log.sendAgain')}
    </Button>
  );
}

function LogAction({ entry }: { entry: InvitationLogItem }) {
  const { i18n } = useLingui();
  const remove = useDeleteInvitation();
  const action = logAction(entry);
  if (!action) return null;
  const revoke = action === 'revoke';
  // mutateAsync: the entry leaves the log when the list refetches, yet the toast must show.
  const run = async () => {
    try {
      await remove.mutateAsync(entry.id);
      notifySuccess({
        title: i18n._(revoke ? 'dash.log.revoked' : 'dash.log.cleaned'),
        message: entry.inviteeEmailAddress,
      });
    } catch (error) {
      notifyError({
        title: i18n._(revoke ? 'dash.log.revokeFailed' : 'dash.log.cleanFailed', {
          reason: errorMessage(error),
        }),
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
      aria-label={i18n._(revoke ? 'dash.log.revokeOf' : 'dash.log.cleanOf', {
        email: entry.inviteeEmailAddress,
      })}
    >
      {i18n._(revoke ? 'dash.log.revoke' : 'dash.log.clean')}
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
  const { i18n } = useLingui();
  const log = useInvitationLog();
  if (log.isPending)
    return (
      <Center py="md">
        <Loader role="status" size="sm" aria-label={i18n._('dash.log.loading')} />
      </Center>
    );
  if (log.isError)
    return (
      <Alert color="red" title={i18n._('dash.log.loadFailed')}>
        {errorMessage(log.error)}
      </Alert>
    );
  if (log.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {i18n._('dash.log.empty')}
      </Text>
    );
  const projectName = (id: number | null) =>
    id === null ? '' : (projects?.find((p) => p.id === id)?.name ?? i18n._('dash.log.projectNumber', { id }));
  return (
    <ResponsiveTableContainer minWidth={900}>
      <Table
        verticalSpacing="sm"
        aria-label={i18n._('dash.log.label')}
        data-testid="invitation-log"
        className={classes.stacked}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{i18n._('dash.members.email')}</Table.Th>
            <Table.Th>{i18n._('dash.members.role')}</Table.Th>
            <Table.Th>{i18n._('dash.log.project')}</Table.Th>
            <Table.Th>{i18n._('dash.log.invitedAt')}</Table.Th>
            <Table.Th>{i18n._('dash.log.expiresOrAccepted')}</Table.Th>
            <Table.Th>{i18n._('dash.log.status')}</Table.Th>
            <Table.Th>{i18n._('dash.members.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.map((entry) => (
            <Table.Tr key={entry.id} data-testid="invitation-log-entry" role="row">
              <Table.Td role="cell">{entry.inviteeEmailAddress}</Table.Td>
              <Table.Td role="cell" data-label={i18n._('dash.members.role')}>
                {roleLabel(entry.invitationLevel)}
              </Table.Td>
              <Table.Td role="cell" data-label={i18n._('dash.log.project')}>
                {projectName(entry.projectId)}
              </Table.Td>
              <Table.Td role="cell" data-label={i18n._('dash.log.invitedAt')} className={classes.nowrap}>
                {formatDateTime(entry.inviteDateTime)}
              </Table.Td>
              <Table.Td
                role="cell"
                data-label={i18n._('dash.log.expiresOrAccepted')}
                className={classes.nowrap}
              >
                {formatDateTime(entry.activationDateTime ?? entry.expirationDateTime)}
              </Table.Td>
              <Table.Td role="cell" data-label={i18n._('dash.log.status')} miw={110}>
                <Group gap={4}>
                  <StatusBadge entry={entry} />
                  {entry.mailFailed && <Badge color="red">{i18n._('dash.log.mailFailed')}</Badge>}
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
