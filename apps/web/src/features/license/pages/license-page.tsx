import { Title } from '@mantine/core';

/** Spec "/dash/license". Placeholder until its issue lands. */
export function LicensePage() {
  return <Title order={1}>Information about your subscription</Title>;
}
