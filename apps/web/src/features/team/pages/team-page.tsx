import { Title } from '@mantine/core';

/** Spec "/dash/team". Placeholder until its issue lands. */
export function TeamPage() {
  return <Title order={1}>Team</Title>;
}
