import type { QueryClient } from '@tanstack/react-query';
import type { Preset, Scenario, Tour, Viewpoint } from '@vantage/contracts';
import { getScenariosQueryOptions } from '@/lib/projects/api/get-scenarios';
import { getPresetsQueryOptions } from '../api/get-presets';
import { getToursQueryOptions } from '../api/get-tours';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';
import { presetCalls } from '../api/preset-calls';
import { scenarioCalls } from '../api/scenario-calls';
import { tourCalls } from '../api/tour-calls';
import { viewpointCalls } from '../api/viewpoint-calls';
import type { PlanHistory } from '../model/plan-history';
import { presetStepLabel, scenarioStepLabel, tourStepLabel, viewpointStepLabel } from '../model/step-labels';
import { recordedUpdates } from './recorded-updates';

/**
 * The calls of the viewpoints, tours, presets and scenarios as the planner's panels make them:
 * each update is a step of the planner's history, and the history undoes and redoes it through
 * the same versioned update (each kind's applier, registered here).
 */
export function planCalls(projectId: number, queryClient: QueryClient, history: PlanHistory) {
  const reader =
    <T extends { id: number }>(key: readonly unknown[]) =>
    (id: number) =>
      queryClient.getQueryData<{ items: T[] }>(key)?.items.find((item) => item.id === id);

  const viewpoints = viewpointCalls(projectId, queryClient);
  const tours = tourCalls(projectId, queryClient);
  const presets = presetCalls(projectId, queryClient);
  const scenarios = scenarioCalls(projectId, queryClient);
  const recordedViewpoints = recordedUpdates<Viewpoint, Parameters<typeof viewpoints.update>[1]>({
    history,
    kind: 'viewpoint',
    label: viewpointStepLabel,
    read: reader<Viewpoint>(getViewpointsQueryOptions(projectId).queryKey),
    update: viewpoints.update,
  });
  const recordedTours = recordedUpdates<Tour, Parameters<typeof tours.update>[1]>({
    history,
    kind: 'tour',
    label: tourStepLabel,
    read: reader<Tour>(getToursQueryOptions(projectId).queryKey),
    update: tours.update,
  });
  const recordedPresets = recordedUpdates<Preset, Parameters<typeof presets.update>[1]>({
    history,
    kind: 'preset',
    label: presetStepLabel,
    read: reader<Preset>(getPresetsQueryOptions(projectId).queryKey),
    update: presets.update,
  });
  const recordedScenarios = recordedUpdates<Scenario, Parameters<typeof scenarios.update>[1]>({
    history,
    kind: 'scenario',
    label: scenarioStepLabel,
    read: reader<Scenario>(getScenariosQueryOptions(projectId).queryKey),
    update: scenarios.update,
  });
  history.handle('viewpoint', recordedViewpoints.applier);
  history.handle('tour', recordedTours.applier);
  history.handle('preset', recordedPresets.applier);
  history.handle('scenario', recordedScenarios.applier);
  return {
    viewpoints: { ...viewpoints, update: recordedViewpoints.update },
    tours: { ...tours, update: recordedTours.update },
    presets: { ...presets, update: recordedPresets.update },
    scenarios: { ...scenarios, update: recordedScenarios.update },
  };
}

export type PlanCalls = ReturnType<typeof planCalls>;
