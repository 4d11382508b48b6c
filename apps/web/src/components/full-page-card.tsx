import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The white card the full-page screens (welcome, transfer, maintenance, ...) sit in. It is
 * the page's `main` landmark, so their content is inside a landmark (axe).
 */
export function FullPageCard({ children, maxWidth = 960 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper shadow="xl" p="xl" w="100%" maw={maxWidth} radius="lg">
        {children}
      </Paper>
    </Center>
  );
}
