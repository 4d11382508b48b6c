import { useLingui } from '@lingui/react';
import { Badge, Button, Loader, Popover, Stack, Text } from '@mantine/core';
import type { Project } from '@vantage/contracts';
import { useState } from 'react';
import { formatDateTime } from '@/lib/formatting';
import { useCurrentAccount } from '@/lib/session/session-context';
import { useOutgoingTransfer } from '../api/get-outgoing-transfer';
import { messages } from '../messages';

type Props = {
  project: Pick<Project, 'id' | 'name' | 'isPendingForOwnershipTransfer' | 'pendingOwnershipTransferId'>;
  onRevoke: (transferId: string) => void;
};

/**
 * The Status column (spec "/dash/projects"): a Pending transfer badge whose popover tells
 * where the transfer goes (outgoing transfers: Owner and Team member, spec section 6) and
 * revokes it (the sending subscription's Owner, Administrator or Team member).
 */
export function PendingTransferBadge({ project, onRevoke }: Props) {
  const { i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const { may } = useCurrentAccount();
  const transferId = project.pendingOwnershipTransferId;
  const maySeeOutgoing = may('transfer.readOutgoing');
  const mayRevoke = may('transfer.revoke');
  const outgoing = useOutgoingTransfer(transferId ?? '', {
    enabled: opened && maySeeOutgoing && transferId !== null,
  });
  if (!project.isPendingForOwnershipTransfer || !transferId) return null;

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom" withArrow shadow="md" width={280}>
      <Popover.Target>
        <Badge
          component="button"
          type="button"
          color="orange"
          variant="light"
          onClick={() => setOpened((open) => !open)}
          aria-label={`${messages.pendingTransfer}: ${project.name}`}
          aria-expanded={opened}
          style={{ cursor: 'pointer' }}
        >
          {messages.pendingTransfer}
        </Badge>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {project.name}
          </Text>
          {outgoing.isLoading && (
            <Loader role="status" size="xs" aria-label={i18n._('dash.transfer.loading')} />
          )}
          {outgoing.data ? (
            <Text size="sm">
              {i18n._('dash.transfer.waiting', {
                email: outgoing.data.targetEmailAddress,
                date: formatDateTime(outgoing.data.requestDateTime),
                by: outgoing.data.requestedByEmailAddress,
              })}
            </Text>
          ) : (
            <Text size="sm">{i18n._('dash.transfer.waitingOwner')}</Text>
          )}
          {mayRevoke && (
            <Button
              color="red"
              variant="light"
              size="xs"
              onClick={() => {
                setOpened(false);
                onRevoke(transferId);
              }}
            >
              {i18n._('dash.transfer.revoke')}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
