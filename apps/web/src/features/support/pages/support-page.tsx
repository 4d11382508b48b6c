import { Title } from '@mantine/core';

/** Spec "/dash/support". Placeholder until its issue lands. */
export function SupportPage() {
  return <Title order={1}>Support</Title>;
}
