import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '@/components/deferred-modal';

export type MultipleLoginsDialogProps = {
  opened: boolean;
  /** `answer`: this sign-in found another active session; `event`: another session took over. */
  source: 'answer' | 'event';
  /** Check again found the other session still active. */
  stillActive: boolean;
  /** What went wrong with the last Check again, if anything. */
  error?: string | undefined;
  /** Which button's request is under way. */
  busy: 'check' | 'takeover' | 'cancel' | null;
  onCheckAgain: () => void;
  onCancel: () => void;
  onContinue: () => void;
};

/**
 * Spec section 2 "Multiple-logins dialog": titled Multiple logins detected, with Check again,
 * Cancel (logs out) and Continue (takes over, ending the other session). It cannot be
 * dismissed otherwise: the user must choose where to work.
 */
export function MultipleLoginsDialog(props: MultipleLoginsDialogProps) {
  const { opened, source, stillActive, error, busy } = props;
  const { i18n } = useLingui();
  return (
    <DeferredModal
      opened={opened}
      onClose={() => {}}
      title={i18n._('dash.logins.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={1100}
      // The dialog's role and name come from Mantine (aria-modal, aria-labelledby the title).
    >
      <Stack gap="md">
        <Text>{i18n._('dash.logins.text', { source })}</Text>
        {stillActive && !error && (
          <Text size="sm" c="dimmed" role="status">
            {i18n._('dash.logins.stillActive')}
          </Text>
        )}
        {error && (
          <Alert color="red" title={i18n._('dash.logins.checkFailed')}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button
            variant="default"
            onClick={props.onCheckAgain}
            loading={busy === 'check'}
            disabled={busy !== null}
          >
            {i18n._('dash.logins.check')}
          </Button>
          <Button
            variant="default"
            onClick={props.onCancel}
            loading={busy === 'cancel'}
            disabled={busy !== null}
          >
            {i18n._('dash.common.cancel')}
          </Button>
          <Button
            onClick={props.onContinue}
            loading={busy === 'takeover'}
            disabled={busy !== null}
            data-autofocus
          >
            {i18n._('dash.logins.continue')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
