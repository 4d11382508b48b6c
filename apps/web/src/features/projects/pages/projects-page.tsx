import { Title } from '@mantine/core';

/** Spec "/dash/projects". Placeholder until its issue lands. */
export function ProjectsPage() {
  return <Title order={1}>Projects</Title>;
}
