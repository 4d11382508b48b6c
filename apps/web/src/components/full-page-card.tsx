import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The white card the full-page screens (welcome, transfer, maintenance, ...) sit in. */
export function FullPageCard({ children, maxWidth = 960 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Center mih="100dvh" p="md">
      <Paper shadow="xl" p="xl" w="100%" maw={maxWidth} radius="lg">
        {children}
      </Paper>
    </Center>
  );
}
