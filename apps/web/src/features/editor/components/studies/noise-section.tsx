import { Stack, Text, Title } from '@mantine/core';
import type { Planner } from '../../state/use-planner';

/** The Studies tab's Noise section (to be filled in by its issue). */
export function NoiseSection({ planner }: { planner: Planner }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-noise-title">
      <Title order={3} size="h5" id="planner-noise-title">
        Noise
      </Title>
      <Text size="sm">{planner.project.data?.name}</Text>
    </Stack>
  );
}
