import { Title } from '@mantine/core';

/** Spec "/dash/profile". Placeholder until its issue lands. */
export function ProfilePage() {
  return <Title order={1}>Profile</Title>;
}
