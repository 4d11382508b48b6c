import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

/** One card of the support page: icon, title, a line of text and its action. */
export function SupportCard({
  id,
  icon: Icon,
  title,
  badge,
  children,
  action,
}: {
  id: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id={id}
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={`support-card-${id}`}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light">
              <Icon size={22} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} size="h4" id={`${id}-title`}>
              {title}
            </Title>
            {badge}
          </Group>
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        </Stack>
        <div>{action}</div>
      </Stack>
    </Card>
  );
}
