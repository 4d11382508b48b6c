import { i18n } from '@lingui/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PlannerObject,
  PlannerObjectKindKey,
  Preset,
  ReceptorCategory,
  Scenario,
} from '@vantage/contracts';
import { CONFLICT_MESSAGES, PLANNER_OBJECT_KINDS, plannerKindOfType } from '@vantage/contracts';
import { kindLocked, kindLockedDetail } from '@vantage/contracts/gates/modules';
import {
  SKETCH_DEFAULT_COLOUR,
  SKETCH_FEATURE_KEY,
  SKETCH_LOCKED_DETAIL,
  type SketchKind,
} from '@vantage/contracts/sketches';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '@/lib/api-error';
import { getCoordinateSystemsQueryOptions } from '@/lib/coordinate-systems/api/get-coordinate-systems';
import { notifyError } from '@/lib/notify';
import type { PointStructureKey } from '@/lib/plan/structures';
import { getProjectQueryOptions } from '@/lib/projects/api/get-project';
import { getScenariosQueryOptions } from '@/lib/projects/api/get-scenarios';
import { useCurrentAccount } from '@/lib/session/session-context';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { useSubscriptionDetails } from '@/lib/subscription/api/get-subscription-details';
import { getPlannerObjectsQueryOptions } from '../api/get-planner-objects';
import { getPresetsQueryOptions } from '../api/get-presets';
import { createPlanHistory } from '../model/plan-history';
import { isProjectWide } from '../model/site-studies';
import { studyBasis } from '../model/study-basis';
import { kindOfTool, type Tool } from '../tools/tools';
import { ObjectEdits } from './object-edits';
import { planCalls } from './plan-calls';

export type { Tool } from '../tools/tools';

/** Why the planner is read-only, in words for the banner; null when the caller may edit. */
export function readOnlyReason(options: {
  mayUpdate: boolean;
  isExpired: boolean;
  isPresentation: boolean;
}): string | null {
  if (options.isPresentation) return i18n._('planner.readOnly.presentation');
  if (options.isExpired) return i18n._('planner.readOnly.expired');
  if (!options.mayUpdate) return i18n._('planner.readOnly.role');
  return null;
}

/**
 * The planner's state: the project's data (queries, refreshed by the hub's item events), what
 * the user has chosen (tool, selection, active and hidden scenarios), the undo history and
 * the edits that go through it.
 */
export function usePlanner(projectId: number) {
  const queryClient = useQueryClient();
  const { isExpired } = useCurrentAccount();
  const project = useQuery(getProjectQueryOptions(projectId));
  const scenarios = useQuery(getScenariosQueryOptions(projectId));
  const presets = useQuery(getPresetsQueryOptions(projectId));
  const objects = useQuery(getPlannerObjectsQueryOptions(projectId));
  const systems = useQuery(getCoordinateSystemsQueryOptions());
  const subscription = useSubscriptionDetails();
  const features = useFeatures({ staleTime: 60_000 });

  const [history] = useState(() => createPlanHistory({ limit: 100 }));
  const historyState = useSyncExternalStore(history.subscribe, history.getSnapshot);
  const edits = useMemo(
    () => new ObjectEdits(projectId, queryClient, history),
    [projectId, queryClient, history],
  );
  /** The other kinds' calls, their updates recorded in the same history. */
  const calls = useMemo(() => planCalls(projectId, queryClient, history), [projectId, queryClient, history]);

  const [chosenTool, setTool] = useState<Tool>('select');
  /** The category the receptor tool gives the receptors it places. */
  const [receptorCategory, setReceptorCategory] = useState<ReceptorCategory>('dwelling');
  /** The stationary object the object tool places next. */
  const [structureKind, setStructureKind] = useState<PointStructureKey>('substation');
  /** What the sketch tool draws next, and in which colour (decision 196). */
  const [sketchKind, setSketchKind] = useState<SketchKind>('line');
  const [sketchColour, setSketchColour] = useState<string>(SKETCH_DEFAULT_COLOUR);
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const [chosenScenarioId, setActiveScenarioId] = useState<number | undefined>();
  const [hiddenScenarioIds, setHiddenScenarioIds] = useState<ReadonlySet<number>>(new Set());

  const scenarioList: Scenario[] = useMemo(
    () => [...(scenarios.data?.items ?? [])].sort((a, b) => a.sortOrder - b.sortOrder),
    [scenarios.data],
  );
  const activeScenario =
    scenarioList.find((scenario) => scenario.id === chosenScenarioId) ?? scenarioList[0] ?? undefined;
  const objectList: PlannerObject[] = objects.data?.items ?? [];
  const presetList: Preset[] = presets.data?.items ?? [];
  // What a study of the active scenario is calculated on: the report prints its figures only on the same.
  const basis = useMemo(
    () => studyBasis(objectList, presetList, activeScenario?.id ?? -1),
    [objectList, presetList, activeScenario],
  );
  // Receptors, boundaries and existing turbines belong to the project: no hidden scenario hides them.
  const visibleObjects = useMemo(
    () => objectList.filter((object) => !hiddenScenarioIds.has(object.scenarioId) || isProjectWide(object)),
    [objectList, hiddenScenarioIds],
  );
  const selected = useMemo(
    () => objectList.filter((object) => selection.has(object.id)),
    [objectList, selection],
  );

  const readOnly = project.data
    ? readOnlyReason({
        mayUpdate: project.data.abilities.update,
        isExpired,
        isPresentation: project.data.publicationKey !== null,
      })
    : null;
  const details = subscription.data;
  const atLimit = details ? details.plannerObjectsUsed >= details.plannerObjectLimit : false;
  const limitMessage = atLimit ? CONFLICT_MESSAGES.PlannerObjectLimitReached : null;

  /**
   * Why objects of a kind may not be made or changed here (its module is not Enabled:
   * contracts' policy.ts, which the server enforces), or null; null while the features load.
   */
  const kindLock = useCallback(
    (kind: PlannerObjectKindKey): string | null => {
      const states = features.data;
      if (!states) return null;
      const planKind = PLANNER_OBJECT_KINDS[kind];
      const locked = kindLocked(planKind, (key) => states.find((feature) => feature.key === key)?.state);
      return locked ? kindLockedDetail(planKind) : null;
    },
    [features.data],
  );
  /** The same for an object, by its type; a type from before the catalogue is not gated. */
  const objectLock = useCallback(
    (object: Pick<PlannerObject, 'plannerObjectTypeId'>): string | null => {
      const kind = plannerKindOfType(object.plannerObjectTypeId);
      return kind ? kindLock(kind.key) : null;
    },
    [kindLock],
  );
  /** Why annotations may not be drawn here (SketchLayer not Enabled, as the server says), or null. */
  const sketchLock = useMemo((): string | null => {
    const states = features.data;
    if (!states) return null;
    const state = states.find((feature) => feature.key === SKETCH_FEATURE_KEY)?.state;
    return state === 'Enabled' ? null : SKETCH_LOCKED_DETAIL;
  }, [features.data]);
  // A tool chosen before the features said its kind is locked is put down.
  const toolKind = kindOfTool(chosenTool, structureKind);
  const tool: Tool =
    (toolKind && kindLock(toolKind)) || (chosenTool === 'sketch' && sketchLock) ? 'select' : chosenTool;

  /** Runs an edit; a refusal becomes a toast in words, and the map shows the server's state again. */
  const run = useCallback(
    async <T>(title: string, work: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await work();
      } catch (error) {
        notifyError({ title, message: errorMessage(error) });
        await queryClient.invalidateQueries({ queryKey: getPlannerObjectsQueryOptions(projectId).queryKey });
        return undefined;
      }
    },
    [queryClient, projectId],
  );

  const toggleScenarioHidden = useCallback((id: number) => {
    setHiddenScenarioIds((hidden) => {
      const next = new Set(hidden);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const undo = useCallback(
    () =>
      run('Undo failed', async () => {
        await history.undo();
        setSelection((ids) => new Set([...ids].map((id) => edits.resolve(id))));
      }),
    [run, history, edits],
  );
  const redo = useCallback(
    () =>
      run('Redo failed', async () => {
        await history.redo();
        setSelection((ids) => new Set([...ids].map((id) => edits.resolve(id))));
      }),
    [run, history, edits],
  );

  return {
    projectId,
    project,
    scenarios,
    presets,
    objects,
    systems,
    subscription,
    scenarioList,
    presetList,
    studyBasis: basis,
    objectList,
    visibleObjects,
    activeScenario,
    setActiveScenarioId,
    hiddenScenarioIds,
    toggleScenarioHidden,
    tool,
    setTool,
    receptorCategory,
    setReceptorCategory,
    structureKind,
    setStructureKind,
    sketchKind,
    setSketchKind,
    sketchColour,
    setSketchColour,
    sketchLock,
    selection,
    setSelection,
    selected,
    readOnly,
    limitMessage,
    kindLock,
    objectLock,
    edits,
    calls,
    run,
    history: historyState,
    undo,
    redo,
  };
}

export type Planner = ReturnType<typeof usePlanner>;
