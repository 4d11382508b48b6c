import { ActionIcon, Alert, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { POLICY, type PublishedProject } from '@vantage/contracts';
import { useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage } from '@/lib/api-error';
import { useUpdatePresentation } from '../api/update-presentation';

/** "Update presentation", with a confirm that says what it keeps and what it replaces. */
export function PresentationUpdateAction({ presentation }: { presentation: PublishedProject }) {
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
      <Tooltip label={allowed ? 'Update presentation' : POLICY['project.present'].denied}>
        <ActionIcon
          variant="subtle"
          aria-label={`Update presentation ${name}`}
          disabled={!allowed}
          loading={update.isPending}
          onClick={() => setConfirming(true)}
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
      <DeferredModal opened={confirming} onClose={close} title="Update presentation" centered>
        <Text size="sm">
          The content of <strong>{name}</strong> will be replaced by the project's current plan: its objects,
          viewpoints, tours, scenarios, photos and terrain. The link, the QR codes and printed cards, the
          name, description, scenario names and combinations, the default scenario and the embed settings stay
          as they are.
        </Text>
        {update.error ? (
          <Alert color="red" mt="md" title="Failed to update presentation">
            {errorMessage(update.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={update.isPending}
            onClick={() => update.mutate(presentation, { onSuccess: () => setConfirming(false) })}
          >
            Update presentation
          </Button>
        </Group>
      </DeferredModal>
    </>
  );
}
