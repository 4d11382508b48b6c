import { List, Text } from '@mantine/core';

/** The rule messages of one section (spec section 5), read out as they change. */
export function SectionMessages({ messages, label }: { messages: string[]; label: string }) {
  if (messages.length === 0) return null;
  return (
    <List
      size="sm"
      c="red.7"
      spacing={2}
      aria-label={label}
      aria-live="polite"
      data-testid="section-messages"
    >
      {messages.map((message) => (
        <List.Item key={message}>
          <Text size="sm" c="red.7">
            {message}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
