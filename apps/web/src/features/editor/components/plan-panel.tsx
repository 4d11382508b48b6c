import { i18n } from '@lingui/core';
import { Box, ScrollArea, Tabs } from '@mantine/core';
import type { PlannerObject } from '@vantage/contracts';
import type { SpacingLabel } from '../map/spacing-labels';
import type { Planner } from '../state/use-planner';
import type { PlannerActions } from '../state/use-planner-actions';
import { ImportPanel, type ImportPreview } from './import-panel';
import { ObjectsPanel } from './objects-panel';
import { PresetsPanel } from './presets-panel';
import { ScenariosPanel } from './scenarios-panel';
import { StudiesPanel } from './studies/studies-panel';
import { TerrainPanel } from './terrain-panel';
import { ToursPanel } from './tours-panel';
import { ViewpointsPanel } from './viewpoints-panel';

/** The left panel's tabs and their labels' ids; small labels, so that the seven fit on one row of the 360 px panel. */
const PANEL_TABS = [
  ['objects', 'planner.planPanel.tabObjects'],
  ['viewpoints', 'planner.planPanel.tabViewpoints'],
  ['tours', 'planner.planPanel.tabTours'],
  ['scenarios', 'planner.planPanel.tabScenarios'],
  ['presets', 'planner.planPanel.tabPresets'],
  ['terrain', 'planner.planPanel.tabTerrain'],
  ['studies', 'planner.planPanel.tabStudies'],
] as const;

/** The planner's left panel ("Plan"): the import while one is under way, else the plan's tabs. */
export function PlanPanel({
  planner,
  actions,
  importing,
  onPreview,
  onCloseImport,
  panel,
  onPanel,
  spacing,
  tooClose,
  minSpacing,
  onMinSpacing,
}: {
  planner: Planner;
  actions: PlannerActions;
  importing: boolean;
  onPreview: (preview: ImportPreview) => void;
  onCloseImport: () => void;
  /** The tab shown. */
  panel: string | null;
  onPanel: (panel: string | null) => void;
  spacing: ReadonlyMap<number, SpacingLabel>;
  tooClose: readonly PlannerObject[];
  minSpacing: number;
  onMinSpacing: (value: number) => void;
}) {
  return (
    <Box
      component="aside"
      aria-label={i18n._('planner.planPanel.plan')}
      w={360}
      style={{
        borderRight: '1px solid var(--mantine-color-gray-3)',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <ScrollArea style={{ flex: 1 }} p="sm">
        {importing ? (
          <ImportPanel planner={planner} actions={actions} onPreview={onPreview} onClose={onCloseImport} />
        ) : (
          <Tabs value={panel} onChange={onPanel} keepMounted={false}>
            <Tabs.List grow mb="sm">
              {PANEL_TABS.map(([value, label]) => (
                <Tabs.Tab key={value} value={value} px={2} fz={12}>
                  {i18n._(label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="objects">
              <ObjectsPanel
                planner={planner}
                actions={actions}
                spacing={spacing}
                tooClose={tooClose}
                minSpacing={minSpacing}
                onMinSpacing={onMinSpacing}
              />
            </Tabs.Panel>
            <Tabs.Panel value="viewpoints">
              <ViewpointsPanel planner={planner} />
            </Tabs.Panel>
            <Tabs.Panel value="tours">
              <ToursPanel planner={planner} />
            </Tabs.Panel>
            <Tabs.Panel value="scenarios">
              <ScenariosPanel planner={planner} actions={actions} />
            </Tabs.Panel>
            <Tabs.Panel value="presets">
              <PresetsPanel planner={planner} />
            </Tabs.Panel>
            <Tabs.Panel value="terrain">
              <TerrainPanel planner={planner} />
            </Tabs.Panel>
            <Tabs.Panel value="studies">
              <StudiesPanel planner={planner} />
            </Tabs.Panel>
          </Tabs>
        )}
      </ScrollArea>
    </Box>
  );
}
