import { Trans, useLingui } from '@lingui/react';
import { ActionIcon, Alert, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { PublishedProject } from '@vantage/contracts';
import { useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage } from '@/lib/api-error';
import { deniedText } from '@/lib/i18n/policy-text';
import { useUpdatePresentation } from '../api/update-presentation';

/** "Update presentation", with a confirm that says what it keeps and what it replaces. */
export function PresentationUpdateAction({ presentation }: { presentation: PublishedProject }) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePresentation();
  const name = presentation.name;
  const allowed = presentation.abilities?.update ?? false;
  const close = () => {
    setConfirming(false);
    update.reset();
  };
  return (
    <>
      <Tooltip label={allowed ? i18n._('dash.present.update') : deniedText('project.present')}>
        <ActionIcon
          variant="subtle"
          aria-label={i18n._('dash.present.updateNamed', { name })}
          disabled={!allowed}
          loading={update.isPending}
          onClick={() => setConfirming(true)}
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
      <DeferredModal opened={confirming} onClose={close} title={i18n._('dash.present.update')} centered>
        <Text size="sm">
          <Trans id="dash.present.updateConfirm" values={{ name }} components={{ 0: <strong /> }} />
        </Text>
        {update.error ? (
          <Alert color="red" mt="md" title={i18n._('dash.present.updateFailed')}>
            {errorMessage(update.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {i18n._('dash.common.cancel')}
          </Button>
          <Button
            loading={update.isPending}
            onClick={() => update.mutate(presentation, { onSuccess: () => setConfirming(false) })}
          >
            {i18n._('dash.present.update')}
          </Button>
        </Group>
      </DeferredModal>
    </>
  );
}
