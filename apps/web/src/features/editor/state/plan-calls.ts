import type { QueryClient } from '@tanstack/react-query';
import type {
  CreatePresetRequest,
  CreateScenarioRequest,
  CreateTourRequest,
  CreateViewpointRequest,
  PlannerObject,
  Preset,
  Scenario,
  Tour,
  Viewpoint,
} from '@vantage/contracts';

import { getScenariosQueryOptions } from '@/lib/projects/api/get-scenarios';
import { getPlannerObjectsQueryOptions } from '../api/get-planner-objects';
import { getPresetsQueryOptions } from '../api/get-presets';
import { getToursQueryOptions } from '../api/get-tours';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';
import { presetCalls } from '../api/preset-calls';
import { scenarioCalls } from '../api/scenario-calls';
import { tourCalls } from '../api/tour-calls';
import { viewpointCalls } from '../api/viewpoint-calls';
import type { Applied, Applier, PlanFields, PlanHistory, PlanKind, PlanStep } from '../model/plan-history';
import {
  createStep,
  deleteStep,
  isScenarioMove,
  presetRecipe,
  type ScenarioRecipe,
  scenarioDeleteStep,
  scenarioMoveStep,
  scenarioRecipe,
  tourRecipe,
  viewpointDeleteStep,
  viewpointRecipe,
} from '../model/plan-records';
import {
  addPresetStepLabel,
  addStepLabel,
  deletePresetStepLabel,
  deleteStepLabel,
  moveScenarioStepLabel,
  presetStepLabel,
  scenarioStepLabel,
  tourStepLabel,
  viewpointStepLabel,
} from '../model/step-labels';
import { recordedUpdates, type VersionedUpdate } from './recorded-updates';

type Versioned = { id: number; version: number; name: string };
type List<T> = { items: T[] };

/**
 * The calls of the viewpoints, tours, presets and scenarios as the planner's panels make them:
 * each create, update and delete (and a scenario's move in the list) is a step of the planner's
 * history, and the history undoes and redoes it through the same calls (each kind's applier,
 * registered here). The undo of a delete makes the record again from what the step kept of it
 * (model/plan-records.ts); it gets a new id, which the history follows.
 */
export function planCalls(projectId: number, queryClient: QueryClient, history: PlanHistory) {
  const listed = <T extends { id: number }>(key: readonly unknown[]) =>
    queryClient.getQueryData<List<T>>(key)?.items ?? [];
  const reader =
    <T extends { id: number }>(key: readonly unknown[]) =>
    (id: number) =>
      listed<T>(key).find((item) => item.id === id);

  /** Records the step of a call once it went through; a failed call records nothing. */
  const recording = <T>(work: Promise<T>, step: (answer: T) => PlanStep): Promise<T> => {
    history.record(work.then(step));
    return work;
  };
  const made = <T extends Versioned>(kind: PlanKind, item: T, label: string, recipe: object) => {
    history.ids.wrote(kind, item.id, item.version);
    return createStep(label, kind, item.id, recipe);
  };

  /** A kind's update recorded as steps; its applier (also making and deleting) registered. */
  const recorded = <T extends Versioned, B extends object>(options: {
    kind: PlanKind;
    update: VersionedUpdate<T, B>;
    label: (item: T, body: B) => string;
    key: readonly unknown[];
    create: (recipe: PlanFields) => Promise<T>;
    remove: (id: number) => Promise<void>;
  }) => {
    const { update, applier } = recordedUpdates<T, B>({ ...options, history, read: reader<T>(options.key) });
    return { update, applier };
  };

  const viewpointsKey = getViewpointsQueryOptions(projectId).queryKey;
  const toursKey = getToursQueryOptions(projectId).queryKey;
  const presetsKey = getPresetsQueryOptions(projectId).queryKey;
  const scenariosKey = getScenariosQueryOptions(projectId).queryKey;

  const viewpoints = viewpointCalls(projectId, queryClient);
  /**
   * Deletes a viewpoint, and notes the versions the server gave the tours it took the stop out
   * of, so that the undo gives them their stops back on those versions.
   */
  const removeViewpoint = async (id: number) => {
    await viewpoints.remove(id);
    // The list the delete's refresh has just read, or (no panel showing it) read now, once.
    const tours = await queryClient.fetchQuery({ ...getToursQueryOptions(projectId), staleTime: Infinity });
    for (const tour of tours.items) history.ids.wrote('tour', tour.id, tour.version);
  };
  const viewpointUpdates = recorded({
    kind: 'viewpoint',
    update: viewpoints.update,
    label: viewpointStepLabel,
    key: viewpointsKey,
    create: (recipe) => viewpoints.create(recipe as CreateViewpointRequest),
    remove: removeViewpoint,
  });
  history.handle('viewpoint', viewpointUpdates.applier);

  const tours = tourCalls(projectId, queryClient);
  const tourUpdates = recorded({
    kind: 'tour',
    update: tours.update,
    label: tourStepLabel,
    key: toursKey,
    create: (recipe) => tours.create(recipe as CreateTourRequest),
    remove: tours.remove,
  });
  history.handle('tour', tourUpdates.applier);

  const presets = presetCalls(projectId, queryClient);
  const presetUpdates = recorded({
    kind: 'preset',
    update: presets.update,
    label: presetStepLabel,
    key: presetsKey,
    create: (recipe) => presets.create(recipe as CreatePresetRequest),
    remove: presets.remove,
  });
  history.handle('preset', presetUpdates.applier);

  const scenarios = scenarioCalls(projectId, queryClient);
  /** Where a scenario stands in the list the planner shows (0-based). */
  const placeOf = (id: number) =>
    [...listed<Scenario>(scenariosKey)]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .findIndex((s) => s.id === id);
  /** A renumber moves every scenario's version on: noted, so that later undos are sent on them. */
  const renumber = async (id: number, place: number): Promise<number | undefined> => {
    const items = await scenarios.move(id, place);
    for (const scenario of items) history.ids.wrote('scenario', scenario.id, scenario.version);
    return items.find((scenario) => scenario.id === id)?.version;
  };
  const scenarioUpdates = recorded({
    kind: 'scenario',
    update: scenarios.update,
    label: scenarioStepLabel,
    key: scenariosKey,
    create: (recipe) => {
      const { name, sortOrder: _place, ...fields } = recipe as ScenarioRecipe;
      return scenarios.create(name, fields as Omit<CreateScenarioRequest, 'name'>);
    },
    remove: scenarios.remove,
  });
  /** Moves are renumbers; a scenario made again goes back to its place. */
  const scenarioApplier: Applier = async (changes) => {
    const applied: Applied[] = [];
    for (const change of changes) {
      if (isScenarioMove(change)) {
        applied.push({ id: change.id, version: await renumber(change.id, change.after.sortOrder) });
        continue;
      }
      const [answer] = await scenarioUpdates.applier([change]);
      const place = change.after?.sortOrder;
      if (answer && change.before === null && typeof place === 'number')
        applied.push({ id: answer.id, version: await renumber(answer.id, place) });
      else if (answer) applied.push(answer);
    }
    return applied;
  };
  history.handle('scenario', scenarioApplier);

  return {
    viewpoints: {
      ...viewpoints,
      update: viewpointUpdates.update,
      create: (body: CreateViewpointRequest): Promise<Viewpoint> =>
        recording(viewpoints.create(body), (viewpoint) =>
          made('viewpoint', viewpoint, addStepLabel(viewpoint.name), viewpointRecipe(viewpoint)),
        ),
      duplicate: (sourceId: number): Promise<Viewpoint> =>
        recording(viewpoints.duplicate(sourceId), (viewpoint) =>
          made('viewpoint', viewpoint, addStepLabel(viewpoint.name), viewpointRecipe(viewpoint)),
        ),
      remove: async (id: number): Promise<void> => {
        const viewpoint = reader<Viewpoint>(viewpointsKey)(id);
        if (!viewpoint) return viewpoints.remove(id);
        const before = await queryClient.ensureQueryData(getToursQueryOptions(projectId));
        const step = viewpointDeleteStep(deleteStepLabel(viewpoint.name), viewpoint, before.items);
        return recording(removeViewpoint(id), () => step);
      },
    },
    tours: {
      ...tours,
      update: tourUpdates.update,
      create: (body: CreateTourRequest): Promise<Tour> =>
        recording(tours.create(body), (tour) =>
          made('tour', tour, addStepLabel(tour.name), tourRecipe(tour)),
        ),
      remove: (id: number): Promise<void> => {
        const tour = reader<Tour>(toursKey)(id);
        if (!tour) return tours.remove(id);
        return recording(tours.remove(id), () =>
          deleteStep(deleteStepLabel(tour.name), 'tour', id, tourRecipe(tour)),
        );
      },
    },
    presets: {
      ...presets,
      update: presetUpdates.update,
      create: (body: CreatePresetRequest): Promise<Preset> =>
        recording(presets.create(body), (preset) =>
          made('preset', preset, addPresetStepLabel(preset.name), presetRecipe(preset)),
        ),
      remove: (id: number): Promise<void> => {
        const preset = reader<Preset>(presetsKey)(id);
        if (!preset) return presets.remove(id);
        return recording(presets.remove(id), () =>
          deleteStep(deletePresetStepLabel(preset.name), 'preset', id, presetRecipe(preset)),
        );
      },
    },
    scenarios: {
      ...scenarios,
      update: scenarioUpdates.update,
      create: (name: string): Promise<Scenario> =>
        recording(scenarios.create(name), (scenario) =>
          made(
            'scenario',
            scenario,
            addStepLabel(scenario.name),
            scenarioRecipe(scenario, placeOf(scenario.id)),
          ),
        ),
      /** Deletes a scenario and, on the server, its objects: the undo makes both again. */
      remove: (id: number): Promise<void> => {
        const scenario = reader<Scenario>(scenariosKey)(id);
        if (!scenario) return scenarios.remove(id);
        const objects = listed<PlannerObject>(getPlannerObjectsQueryOptions(projectId).queryKey);
        const step = scenarioDeleteStep(deleteStepLabel(scenario.name), scenario, placeOf(id), objects);
        return recording(scenarios.remove(id), () => step);
      },
      move: (id: number, place: number): Promise<Scenario[]> => {
        const name = reader<Scenario>(scenariosKey)(id)?.name ?? '';
        const from = placeOf(id);
        return recording(scenarios.move(id, place), (items) => {
          for (const each of items) history.ids.wrote('scenario', each.id, each.version);
          const to = items.find((each) => each.id === id)?.sortOrder ?? place;
          return scenarioMoveStep(moveScenarioStepLabel(name, to < from), id, from, to);
        });
      },
    },
  };
}

export type PlanCalls = ReturnType<typeof planCalls>;
