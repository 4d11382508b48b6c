import { useLingui } from '@lingui/react';
import { Anchor, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { IncomingTransfer } from '@vantage/contracts';
import { Link } from 'react-router';
import { BlockableButton } from '@/components/blockable-button';
import { paths } from '@/config/paths';
import { conflictMessage } from '@/lib/api-error';
import { formatDateTime, formatPersonName } from '@/lib/formatting';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentAccount } from '@/lib/session/session-context';
import { mayReadSubscriptionStatus } from '@/lib/session/session-roles';
import { useSubscriptionDetails } from '@/lib/subscription/api/get-subscription-details';
import { useAcceptTransfer, useRejectTransfer } from '../api/decide-transfer';
import { useIncomingTransfers } from '../api/get-incoming-transfers';
import { acceptBlock, mayDecideIncoming } from '../eligible-subscriptions';
import { messages, TRANSFER_TOAST_MS } from '../messages';

/**
 * The incoming transfers panel of /dash/projects: pending transfers addressed to the user.
 * An Owner or Administrator of the selected subscription opens one on /transfer/{id}, or
 * accepts it into this subscription or rejects it here. `onAccepted` refreshes the projects.
 */
export function IncomingTransfersPanel({ onAccepted }: { onAccepted?: () => unknown }) {
  const { i18n } = useLingui();
  const { account, roles } = useCurrentAccount();
  const incoming = useIncomingTransfers({ enabled: account !== undefined });
  const transfers = incoming.data ?? [];
  const mayDecide = mayDecideIncoming(roles);
  // Usage is read only by Owner and Team member (spec section 6); an Administrator at the
  // limit learns it from the 409's message instead.
  const details = useSubscriptionDetails({
    enabled: transfers.length > 0 && mayDecide && mayReadSubscriptionStatus(roles),
  });
  if (transfers.length === 0) return null;
  const acceptBlockedReason = acceptBlock(details.data);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="incoming-transfers-title">
      <Title order={2} size="h4" id="incoming-transfers-title" mb="sm">
        {i18n._('dash.transfers.incoming')}
      </Title>
      <Stack gap="sm">
        {transfers.map((transfer) => (
          <IncomingTransferRow
            key={transfer.id}
            transfer={transfer}
            mayDecide={mayDecide}
            acceptBlockedReason={acceptBlockedReason}
            targetUserAccountId={account?.id}
            onAccepted={onAccepted}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function IncomingTransferRow({
  transfer,
  mayDecide,
  acceptBlockedReason,
  targetUserAccountId,
  onAccepted,
}: {
  transfer: IncomingTransfer;
  mayDecide: boolean;
  acceptBlockedReason: string | undefined;
  targetUserAccountId: number | undefined;
  onAccepted?: () => unknown;
}) {
  const { i18n } = useLingui();
  const accept = useAcceptTransfer(onAccepted);
  const reject = useRejectTransfer();
  const busy = accept.isPending || reject.isPending;
  const from = formatPersonName({
    firstName: transfer.requestingUserAccountFirstName,
    lastName: transfer.requestingUserAccountLastName,
    email: transfer.requestingUserAccountEmailAddress,
  });

  const actions = (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        component={Link}
        to={paths.transfer.getHref(transfer.id)}
        disabled={!mayDecide}
        aria-label={i18n._('dash.transfers.openOf', { name: transfer.projectName })}
      >
        {i18n._('dash.transfers.open')}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={!mayDecide || busy}
        loading={reject.isPending}
        onClick={() =>
          reject.mutate(
            { id: transfer.id },
            {
              onSuccess: () => notifySuccess({ title: messages.panelRejected, autoClose: TRANSFER_TOAST_MS }),
              onError: (error) =>
                notifyError({
                  title: messages.panelRejectFailed,
                  message: conflictMessage(error) ?? messages.retryLater,
                  autoClose: TRANSFER_TOAST_MS,
                }),
            },
          )
        }
      >
        {i18n._('dash.transfers.reject')}
      </Button>
      <BlockableButton
        size="xs"
        blockedReason={mayDecide ? acceptBlockedReason : undefined}
        disabled={!mayDecide || busy || targetUserAccountId === undefined}
        loading={accept.isPending}
        onClick={() =>
          targetUserAccountId !== undefined &&
          accept.mutate(
            { id: transfer.id, targetUserAccountId },
            {
              onSuccess: () => notifySuccess({ title: messages.panelAccepted, autoClose: TRANSFER_TOAST_MS }),
              onError: (error) =>
                notifyError({
                  title: messages.panelAcceptFailed,
                  message: conflictMessage(error) ?? messages.retryLater,
                  autoClose: TRANSFER_TOAST_MS,
                }),
            },
          )
        }
      >
        {i18n._('dash.transfers.accept')}
      </BlockableButton>
    </Group>
  );

  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      aria-label={i18n._('dash.transfers.of', { name: transfer.projectName })}
      role="group"
    >
      <div style={{ minWidth: 0 }}>
        <Text fw={600}>{transfer.projectName}</Text>
        <Text size="xs" c="dimmed">
          {i18n._('dash.transfers.from', {
            name: from,
            email: transfer.requestingUserAccountEmailAddress,
            date: formatDateTime(transfer.requestDateTime),
          })}
        </Text>
      </div>
      {mayDecide ? (
        actions
      ) : (
        <Tooltip label={messages.roleHint}>
          <span>{actions}</span>
        </Tooltip>
      )}
    </Group>
  );
}

/** For links elsewhere: where an incoming transfer is decided. */
export function IncomingTransferLink({ transfer }: { transfer: IncomingTransfer }) {
  return (
    <Anchor component={Link} to={paths.transfer.getHref(transfer.id)} size="sm">
      {messages.notice(transfer.projectName)}
    </Anchor>
  );
}
