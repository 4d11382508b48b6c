import { Title } from '@mantine/core';

/** Spec "/dash/present": the published projects. Placeholder until its issue lands. */
export function PresentationsPage() {
  return <Title order={1}>Present</Title>;
}
