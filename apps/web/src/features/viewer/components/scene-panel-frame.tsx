import { useLingui } from '@lingui/react';
import { ActionIcon, Box, Button, Group, Paper, ScrollArea, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NO_INSET, type ViewInset } from '@/lib/scene/view-inset';

/**
 * Where the 3D view shows its panel and actions: a sheet at the bottom on a phone, which starts
 * small (its title; `title` names it) so that the horizon stays in view, else a card at the top
 * left. Either can be hidden and shown again. `onCover` hears what the panel covers of the
 * window, so that the view is centred in the rest (lib/scene/view-inset.ts). `notice`: a short
 * line about the presentation (shown above the panel's content), for whoever adds one.
 */
export function ScenePanelFrame({
  phone,
  title,
  panel,
  actions,
  notice,
  onCover,
}: {
  phone: boolean | undefined;
  title: string;
  panel: ReactNode;
  actions: ReactNode;
  notice?: ReactNode;
  onCover: (inset: ViewInset) => void;
}) {
  const { i18n } = useLingui();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [cardOpen, setCardOpen] = useState(true);
  const upright = useMediaQuery('(orientation: portrait)');
  const paper = useRef<HTMLDivElement>(null);
  const showCard = useRef<HTMLButtonElement>(null);
  const hideCard = useRef<HTMLButtonElement>(null);
  const shown = phone ? true : cardOpen;
  useCover(paper, phone, shown, onCover);

  if (phone)
    return (
      <Paper
        ref={paper}
        pos="absolute"
        left={0}
        right={0}
        bottom={0}
        radius="lg"
        shadow="xl"
        p="sm"
        data-testid="viewer-sheet"
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
        {upright && !sheetOpen && (
          <Text size="xs" c="gray.7">
            {i18n._('viewer.panel.turnPhone')}
          </Text>
        )}
        {sheetOpen && (
          <ScrollArea.Autosize mah="45dvh">
            {notice}
            {actions}
            <Box mt="sm">{panel}</Box>
          </ScrollArea.Autosize>
        )}
      </Paper>
    );
  if (!cardOpen)
    return (
      <Button
        ref={showCard}
        pos="absolute"
        top={16}
        left={16}
        size="xs"
        variant="default"
        aria-expanded={false}
        data-testid="viewer-show-panel"
        onClick={() => {
          setCardOpen(true);
          // The panel's own Hide button takes the focus where the Show button was.
          requestAnimationFrame(() => hideCard.current?.focus());
        }}
      >
        {i18n._('viewer.panel.show')}
      </Button>
    );
  return (
    <Paper
      ref={paper}
      pos="absolute"
      top={16}
      left={16}
      w={340}
      radius="lg"
      shadow="xl"
      p="md"
      data-testid="viewer-card"
      style={{ maxHeight: 'calc(100dvh - 32px)', display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="flex-start" mb="xs">
        <Button
          ref={hideCard}
          size="xs"
          variant="subtle"
          color="gray"
          aria-expanded
          onClick={() => {
            setCardOpen(false);
            requestAnimationFrame(() => showCard.current?.focus());
          }}
        >
          {i18n._('viewer.panel.hide')}
        </Button>
      </Group>
      {notice}
      <ScrollArea.Autosize mah="calc(100dvh - 180px)">{panel}</ScrollArea.Autosize>
      <Box mt="sm">{actions}</Box>
    </Paper>
  );
}

/**
 * Tells `onCover` what the panel covers of the window as it changes size (the sheet opened, the
 * window turned): a phone's sheet from the bottom edge, the card from the left edge to its right
 * side; nothing while it is hidden.
 */
function useCover(
  paper: React.RefObject<HTMLDivElement | null>,
  phone: boolean | undefined,
  shown: boolean,
  onCover: (inset: ViewInset) => void,
) {
  const report = useRef(onCover);
  report.current = onCover;
  useEffect(() => {
    const element = paper.current;
    if (!element || !shown) {
      report.current(NO_INSET);
      return;
    }
    const measure = () => {
      const box = element.getBoundingClientRect();
      report.current(
        phone
          ? { ...NO_INSET, bottom: Math.max(0, window.innerHeight - box.top) }
          : { ...NO_INSET, left: Math.max(0, box.right) },
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [paper, phone, shown]);
}
