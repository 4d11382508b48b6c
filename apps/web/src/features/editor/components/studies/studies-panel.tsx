import { i18n } from '@lingui/core';
import { Loader, Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Planner } from '../../state/use-planner';
import { useStudyTerrain } from '../../state/use-study-terrain';
import { ReportSection } from './report-section';
import { SetbacksSection } from './setbacks-section';
import { ShadowFlickerSection } from './shadow-flicker-section';

/** Loaded when the Noise section is first opened: the planner's first load does not carry it. */
const NoiseSection = lazy(() =>
  import('./noise-section').then((module) => ({ default: module.NoiseSection })),
);

/**
 * The Studies tab: the calculations a permit asks for, each in its own section file
 * (setbacks, shadow flicker, noise), and the report that gathers them. The ZTV stays on the Terrain tab, beside the terrain it
 * is computed on.
 */
export function StudiesPanel({ planner }: { planner: Planner }) {
  // Read here, on the planner's page, not in the lazily loaded Noise section: the terrain
  // model's operations then stay in the planner's files, out of the dashboard's shared file.
  const terrain = useStudyTerrain(planner.projectId);
  return (
    <Tabs defaultValue="setbacks" variant="pills" keepMounted={false}>
      <Tabs.List grow mb="sm" aria-label={i18n._('planner.studiesPanel.studies')}>
        <Tabs.Tab value="setbacks" fz={12}>
          {i18n._('planner.studiesPanel.setbacks')}
        </Tabs.Tab>
        <Tabs.Tab value="shadow" fz={12}>
          {i18n._('planner.studiesPanel.shadowFlicker')}
        </Tabs.Tab>
        <Tabs.Tab value="noise" fz={12}>
          {i18n._('planner.studiesPanel.noise')}
        </Tabs.Tab>
        <Tabs.Tab value="report" fz={12}>
          {i18n._('planner.studiesPanel.report')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="setbacks">
        <SetbacksSection planner={planner} />
      </Tabs.Panel>
      <Tabs.Panel value="shadow">
        <ShadowFlickerSection planner={planner} terrain={terrain} />
      </Tabs.Panel>
      <Tabs.Panel value="noise">
        <Suspense
          fallback={
            <Loader
              role="status"
              size="sm"
              aria-label={i18n._('planner.studiesPanel.loadingTheNoiseStudy')}
            />
          }
        >
          <NoiseSection planner={planner} terrain={terrain} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="report">
        <ReportSection planner={planner} />
      </Tabs.Panel>
    </Tabs>
  );
}
