import { Trans, useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { IncomingTransfer } from '@vantage/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FullPageCard } from '@/components/full-page-card';
import { paths } from '@/config/paths';
import { conflictMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/formatting';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session/session-context';
import { useAcceptTransfer, useRejectTransfer } from '../api/decide-transfer';
import { useIncomingTransfer } from '../api/get-incoming-transfer';
import {
  autoSelectedAccount,
  eligibleSubscriptions,
  mayRejectOnTransferPage,
} from '../eligible-subscriptions';
import {
  errorCodeOf,
  messages,
  REDIRECT_AFTER_DECISION_MS,
  REDIRECT_AFTER_LOAD_FAILURE_MS,
  TRANSFER_TOAST_MS,
} from '../messages';
import { settledTransferText } from '../transfer-status';

type Outcome = { kind: 'accepted'; subscriptionKey: string } | { kind: 'rejected' } | { kind: 'load-failed' };

/**
 * Spec "/transfer/{transferId}" and section 4: the transfer's details, a subscription picker
 * when the user owns or administers more than one (auto-selected with exactly one), Accept
 * (disabled until chosen) and Reject. After a decision the request is cleared and the user
 * goes to / after 3 s; when it cannot be loaded, after 5 s.
 */
export function TransferPage() {
  const { i18n } = useLingui();
  const { transferId = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const transfer = useIncomingTransfer(transferId, { enabled: outcome === null });
  const eligible = eligibleSubscriptions(session.accounts);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = autoSelectedAccount(eligible) ?? eligible.find((account) => String(account.id) === chosenId);
  const accept = useAcceptTransfer();
  const reject = useRejectTransfer();

  useEffect(() => {
    if (!transfer.isError || outcome) return;
    notifyError({ title: messages.loadFailed, autoClose: TRANSFER_TOAST_MS });
    setOutcome({ kind: 'load-failed' });
  }, [transfer.isError, outcome]);

  const { selectSubscription } = session;
  useEffect(() => {
    if (!outcome) return;
    const delay =
      outcome.kind === 'load-failed' ? REDIRECT_AFTER_LOAD_FAILURE_MS : REDIRECT_AFTER_DECISION_MS;
    const timer = window.setTimeout(() => {
      // The accepted project is in the receiving subscription: show that one next.
      if (outcome.kind === 'accepted') void selectSubscription(outcome.subscriptionKey);
      navigate(paths.home.getHref(), { replace: true });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate, selectSubscription]);

  // Spec section 8's failure text with the code, and for a 409 the message of that code.
  const onDecisionError = (error: unknown) =>
    notifyError({
      title: messages.failed(errorCodeOf(error)),
      message: conflictMessage(error),
      autoClose: TRANSFER_TOAST_MS,
    });
  const mayReject = mayRejectOnTransferPage(session.accounts);
  const busy = accept.isPending || reject.isPending || outcome !== null;
  const onAccept = () => {
    if (!chosen) return;
    accept.mutate(
      { id: transferId, targetUserAccountId: chosen.id },
      {
        onSuccess: () => {
          notifySuccess({ title: messages.accepted, autoClose: TRANSFER_TOAST_MS });
          setOutcome({ kind: 'accepted', subscriptionKey: chosen.subscriptionKey });
        },
        onError: onDecisionError,
      },
    );
  };
  const onReject = () =>
    reject.mutate(
      { id: transferId },
      {
        onSuccess: () => {
          notifySuccess({ title: messages.rejected, autoClose: TRANSFER_TOAST_MS });
          setOutcome({ kind: 'rejected' });
        },
        onError: onDecisionError,
      },
    );

  return (
    <FullPageCard maxWidth={640}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.dash.projects.getHref()} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {i18n._('dash.transfers.back')}
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {messages.title}
        </Title>
        {outcome ? (
          <Alert color={outcome.kind === 'load-failed' ? 'red' : 'green'} role="status">
            {outcome.kind === 'load-failed'
              ? messages.loadFailed
              : outcome.kind === 'accepted'
                ? messages.accepted
                : messages.rejected}
          </Alert>
        ) : transfer.isPending || !session.accounts ? (
          <Center py="xl">
            <Loader role="status" aria-label={i18n._('dash.transfers.loading')} />
          </Center>
        ) : transfer.data && settledTransferText(transfer.data) ? (
          <Stack gap="lg">
            <TransferDetails transfer={transfer.data} />
            <Alert color="gray" role="status">
              {settledTransferText(transfer.data)}
            </Alert>
          </Stack>
        ) : transfer.data ? (
          <Stack gap="lg">
            <TransferDetails transfer={transfer.data} />
            {eligible.length > 1 && (
              <Select
                label={i18n._('dash.transfers.selectSubscription')}
                placeholder={i18n._('dash.session.subscription')}
                data={eligible.map((account) => ({ value: String(account.id), label: account.customerName }))}
                value={chosenId}
                onChange={setChosenId}
                disabled={busy}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            {eligible.length === 1 && chosen && (
              <Text size="sm">
                <Trans
                  id="dash.transfers.addedTo"
                  values={{ name: chosen.customerName }}
                  components={{ 0: <strong /> }}
                />
              </Text>
            )}
            {eligible.length === 0 && <Alert color="yellow">{messages.roleHint}</Alert>}
            {mayReject && (
              <Group justify="flex-end">
                <Button
                  variant="default"
                  color="red"
                  onClick={onReject}
                  loading={reject.isPending}
                  disabled={busy}
                >
                  {i18n._('dash.transfers.reject')}
                </Button>
                <Button onClick={onAccept} loading={accept.isPending} disabled={!chosen || busy}>
                  {i18n._('dash.transfers.accept')}
                </Button>
              </Group>
            )}
          </Stack>
        ) : null}
      </Stack>
    </FullPageCard>
  );
}

function TransferDetails({ transfer }: { transfer: IncomingTransfer }) {
  const { i18n } = useLingui();
  const requester = [transfer.requestingUserAccountFirstName, transfer.requestingUserAccountLastName]
    .filter(Boolean)
    .join(' ');
  return (
    <Stack gap="sm" component="dl" m={0}>
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {i18n._('dash.invite.project')}
        </Text>
        <Text component="dd" m={0} fw={600} size="lg">
          {transfer.projectName}
        </Text>
      </div>
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {i18n._('dash.transfers.requestedBy')}
        </Text>
        <Text component="dd" m={0}>
          {requester} ({transfer.requestingUserAccountEmailAddress})
        </Text>
      </div>
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {i18n._('dash.transfers.requestedOn')}
        </Text>
        <Text component="dd" m={0}>
          {formatDateTime(transfer.requestDateTime)}
        </Text>
      </div>
    </Stack>
  );
}
