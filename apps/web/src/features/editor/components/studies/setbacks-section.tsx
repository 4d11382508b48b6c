import { Stack, Text, Title } from '@mantine/core';
import type { Planner } from '../../state/use-planner';

/** The Studies tab's Setbacks section (to be filled in by its issue). */
export function SetbacksSection({ planner }: { planner: Planner }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-setbacks-title">
      <Title order={3} size="h5" id="planner-setbacks-title">
        Setbacks
      </Title>
      <Text size="sm">{planner.project.data?.name}</Text>
    </Stack>
  );
}
