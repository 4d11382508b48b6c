import { Tabs } from '@mantine/core';
import type { Planner } from '../../state/use-planner';
import { NoiseSection } from './noise-section';
import { SetbacksSection } from './setbacks-section';
import { ShadowFlickerSection } from './shadow-flicker-section';

/**
 * The Studies tab: the calculations a permit asks for, each in its own section file
 * (setbacks, shadow flicker, noise). The ZTV stays on the Terrain tab, beside the terrain it
 * is computed on.
 */
export function StudiesPanel({ planner }: { planner: Planner }) {
  return (
    <Tabs defaultValue="setbacks" variant="pills" keepMounted={false}>
      <Tabs.List grow mb="sm" aria-label="Studies">
        <Tabs.Tab value="setbacks" fz={12}>
          Setbacks
        </Tabs.Tab>
        <Tabs.Tab value="shadow" fz={12}>
          Shadow flicker
        </Tabs.Tab>
        <Tabs.Tab value="noise" fz={12}>
          Noise
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="setbacks">
        <SetbacksSection planner={planner} />
      </Tabs.Panel>
      <Tabs.Panel value="shadow">
        <ShadowFlickerSection planner={planner} />
      </Tabs.Panel>
      <Tabs.Panel value="noise">
        <NoiseSection planner={planner} />
      </Tabs.Panel>
    </Tabs>
  );
}
