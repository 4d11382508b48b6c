import { Stack, Text, Title } from '@mantine/core';
import type { Planner } from '../../state/use-planner';

/** The Studies tab's Shadow flicker section (to be filled in by its issue). */
export function ShadowFlickerSection({ planner }: { planner: Planner }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-shadow-flicker-title">
      <Title order={3} size="h5" id="planner-shadow-flicker-title">
        Shadow flicker
      </Title>
      <Text size="sm">{planner.project.data?.name}</Text>
    </Stack>
  );
}
