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
import type { PlanHistory, PlanKind } from '../model/plan-history';
import { presetStepLabel, scenarioStepLabel, tourStepLabel, viewpointStepLabel } from '../model/step-labels';
import { recordedUpdates, type VersionedUpdate } from './recorded-updates';

type Versioned = { id: number; version: number; name: string };

/**
 * The calls of the viewpoints, tours, presets and scenarios as the planner's panels make them:
 * each update is a step of the planner's history, and the history undoes and redoes it through
 * the same versioned update (each kind's applier, registered here).
 */
export function planCalls(projectId: number, queryClient: QueryClient, history: PlanHistory) {
  /** A kind's calls with its update recorded as steps, its applier registered with the history. */
  const recorded = <T extends Versioned, B extends object, C extends { update: VersionedUpdate<T, B> }>(
    kind: PlanKind,
    calls: C,
    label: (item: T, body: B) => string,
    key: readonly unknown[],
  ): C => {
    const read = (id: number) =>
      queryClient.getQueryData<{ items: T[] }>(key)?.items.find((item) => item.id === id);
    const { update, applier } = recordedUpdates<T, B>({ history, kind, label, read, update: calls.update });
    history.handle(kind, applier);
    return { ...calls, update };
  };

  return {
    viewpoints: recorded<Viewpoint, Parameters<ViewpointCalls['update']>[1], ViewpointCalls>(
      'viewpoint',
      viewpointCalls(projectId, queryClient),
      viewpointStepLabel,
      getViewpointsQueryOptions(projectId).queryKey,
    ),
    tours: recorded<Tour, Parameters<TourCalls['update']>[1], TourCalls>(
      'tour',
      tourCalls(projectId, queryClient),
      tourStepLabel,
      getToursQueryOptions(projectId).queryKey,
    ),
    presets: recorded<Preset, Parameters<PresetCalls['update']>[1], PresetCalls>(
      'preset',
      presetCalls(projectId, queryClient),
      presetStepLabel,
      getPresetsQueryOptions(projectId).queryKey,
    ),
    scenarios: recorded<Scenario, Parameters<ScenarioCalls['update']>[1], ScenarioCalls>(
      'scenario',
      scenarioCalls(projectId, queryClient),
      scenarioStepLabel,
      getScenariosQueryOptions(projectId).queryKey,
    ),
  };
}

type ViewpointCalls = ReturnType<typeof viewpointCalls>;
type TourCalls = ReturnType<typeof tourCalls>;
type PresetCalls = ReturnType<typeof presetCalls>;
type ScenarioCalls = ReturnType<typeof scenarioCalls>;

export type PlanCalls = ReturnType<typeof planCalls>;
