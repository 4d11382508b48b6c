import { useLingui } from '@lingui/react';
import { ActionIcon, Box, Group, Paper, ScrollArea, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

/**
 * Where the 3D view shows its panel and actions: a sheet at the bottom on a phone, which can be
 * hidden (`title` names it then), else a card at the top left.
 */
export function ScenePanelFrame({
  phone,
  title,
  panel,
  actions,
}: {
  phone: boolean | undefined;
  title: string;
  panel: ReactNode;
  actions: ReactNode;
}) {
  const { i18n } = useLingui();
  const [sheetOpen, setSheetOpen] = useState(true);
  return phone ? (
    <Paper
      pos="absolute"
      left={0}
      right={0}
      bottom={0}
      radius="lg"
      shadow="xl"
      p="sm"
      style={{ borderBottomLeftRadius: 0, borderBottomRightRadius: 0 }}
    >
      <Group justify="space-between" wrap="nowrap" mb={sheetOpen ? 'xs' : 0}>
        <Text fw={700} size="sm" truncate>
          {title}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={i18n._(sheetOpen ? 'viewer.panel.hide' : 'viewer.panel.show')}
          aria-expanded={sheetOpen}
          onClick={() => setSheetOpen((o) => !o)}
        >
          {sheetOpen ? <IconChevronDown size={18} /> : <IconChevronUp size={18} />}
        </ActionIcon>
      </Group>
      {sheetOpen && (
        <ScrollArea.Autosize mah="45dvh">
          {actions}
          <Box mt="sm">{panel}</Box>
        </ScrollArea.Autosize>
      )}
    </Paper>
  ) : (
    <Paper
      pos="absolute"
      top={16}
      left={16}
      w={340}
      radius="lg"
      shadow="xl"
      p="md"
      style={{ maxHeight: 'calc(100dvh - 32px)', display: 'flex', flexDirection: 'column' }}
    >
      <ScrollArea.Autosize mah="calc(100dvh - 140px)">{panel}</ScrollArea.Autosize>
      <Box mt="sm">{actions}</Box>
    </Paper>
  );
}
