import { Container, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher';

/** The list view's card, also the frame of the page's messages; the language switcher at its top. */
export function ViewerFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper radius="lg" shadow="xl" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="flex-end" mb="xs">
          <LanguageSwitcher />
        </Group>
        {children}
      </Paper>
    </Container>
  );
}
