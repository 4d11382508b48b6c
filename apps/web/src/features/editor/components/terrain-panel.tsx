import { Divider, Stack } from '@mantine/core';
import type { Planner } from '../state/use-planner';
import { TerrainModelSection } from './terrain-model-section';
import { ZtvSection } from './ztv-section';

/** The Terrain tab: the project's terrain model, and the zone of theoretical visibility on it. */
export function TerrainPanel({ planner }: { planner: Planner }) {
  const fileBase =
    (planner.project.data?.name ?? 'plan')
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-') || 'plan';
  return (
    <Stack gap="md">
      <TerrainModelSection planner={planner} />
      <Divider />
      <ZtvSection planner={planner} fileBase={fileBase} />
    </Stack>
  );
}
