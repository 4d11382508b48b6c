import { useLingui } from '@lingui/react';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';

export type Notice = {
  /** Stable id, e.g. `release-notes` or `transfer-12`. */
  id: string;
  content: ReactNode;
};

/** Spec section 2: the top banner rotates notices every 10 seconds. */
export const NOTICE_ROTATION_MS = 10_000;

/**
 * The top banner: one notice at a time, the next every 10 seconds, with a count
 * ("2 / 3") when there is more than one. Renders nothing without notices.
 */
export function NoticeBanner({
  notices,
  intervalMs = NOTICE_ROTATION_MS,
}: {
  notices: Notice[];
  intervalMs?: number;
}) {
  const { i18n } = useLingui();
  const [index, setIndex] = useState(0);
  const count = notices.length;
  const interval = useInterval(() => setIndex((current) => (current + 1) % Math.max(count, 1)), intervalMs);

  useEffect(() => {
    if (count > 1) interval.start();
    return interval.stop;
  }, [count, interval.start, interval.stop]);

  const notice = notices[index % Math.max(count, 1)];
  if (!notice) return null;
  return (
    <Paper role="status" aria-live="polite" radius={0} px="md" py={6} bg="blue.0" data-testid="notice-banner">
      <Group gap="sm" justify="center" wrap="nowrap">
        <Text size="sm" component="div">
          {notice.content}
        </Text>
        {count > 1 && (
          <Anchor
            component="button"
            size="xs"
            c="dimmed"
            onClick={() => setIndex((current) => (current + 1) % count)}
            aria-label={i18n._('dash.notice.next', { number: (index % count) + 1, count })}
          >
            {(index % count) + 1} / {count}
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
