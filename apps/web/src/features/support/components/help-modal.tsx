import { Stack, Text, Title } from '@mantine/core';
import { DeferredModal } from '@/components/deferred-modal';
import type { HelpEntry } from '../support-content';

/** Tutorials or FAQ, one entry after the other. */
export function HelpModal({
  title,
  entries,
  opened,
  onClose,
}: {
  title: string;
  entries: readonly HelpEntry[];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <DeferredModal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="md">
        {entries.map((entry) => (
          <Stack key={entry.title} gap={4}>
            <Title order={3} size="h5">
              {entry.title}
            </Title>
            <Text size="sm">{entry.text}</Text>
          </Stack>
        ))}
      </Stack>
    </DeferredModal>
  );
}
