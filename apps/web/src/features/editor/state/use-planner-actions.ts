import { i18n } from '@lingui/core';
import type { PlannerObject, PlannerPoint } from '@vantage/contracts';
import { useRef } from 'react';
import { notifyError } from '@/lib/notify';
import { KIND_MODULES } from '@/lib/plan/kinds/registry';
import { inSentence } from '../i18n/in-sentence';
import { pastedCopies } from '../model/copies';
import { translate } from '../model/geometry';
import { scenarioName } from '../model/scenario-name';
import { deleteObjectsStepLabel, pasteStepLabel } from '../model/step-labels';
import { areaProblem } from '../model/validation';
import { OBJECT_TYPES, type ObjectKind } from '../object-types';
import type { Planner } from './use-planner';
import { useTurbinePreset } from './use-turbine-preset';

/** The next free "Turbine 7"-style name for a kind. */
export function nextName(kind: ObjectKind, objects: readonly Pick<PlannerObject, 'name'>[]): string {
  const base = OBJECT_TYPES[kind].newName;
  const pattern = new RegExp(`^${base} (\\d+)$`);
  let highest = 0;
  for (const object of objects) {
    const match = pattern.exec(object.name);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${base} ${highest + 1}`;
}

/** What the planner's tools, keys and panels do to the plan. */
export function usePlannerActions(planner: Planner) {
  const clipboard = useRef<PlannerObject[]>([]);
  const { scenarios } = planner.calls;

  // Clicks come faster than the server answers: the second turbine is placed before the first
  // one's answer has renamed the list or made the scenario. Names handed out and the scenario
  // being made are kept here until then, so three quick clicks make Turbines 1, 2 and 3 in one
  // "Scenario 1", not three of each.
  const pendingNames = useRef(new Set<string>());
  const turbinePreset = useTurbinePreset(planner);
  const creatingScenario = useRef<Promise<number> | null>(null);

  /** The scenario new objects go to; a project without any gets "Scenario 1" first. */
  async function targetScenarioId(): Promise<number> {
    if (planner.activeScenario) return planner.activeScenario.id;
    creatingScenario.current ??= scenarios.create(scenarioName(1)).then((created) => {
      planner.setActiveScenarioId(created.id);
      return created.id;
    });
    try {
      return await creatingScenario.current;
    } catch (error) {
      creatingScenario.current = null;
      throw error;
    }
  }

  /** Objects of a kind whose module is locked take no change: said in a toast, nothing sent. */
  function refusedAsLocked(title: string, objects: readonly PlannerObject[]): boolean {
    const locked = objects.map(planner.objectLock).find((detail) => detail !== null);
    if (locked) notifyError({ title, message: locked });
    return Boolean(locked);
  }

  async function add(kind: ObjectKind, points: PlannerPoint[]) {
    const type = OBJECT_TYPES[kind];
    if (type.layout === 'Area') {
      const problem = areaProblem(points);
      if (problem) {
        notifyError({
          title: i18n._('planner.usePlannerActions.theWasNotAdded', { value: inSentence(type.label) }),
          message: problem,
        });
        return;
      }
    }
    // A new object starts with its kind's defaults; a receptor with the category the tool has chosen.
    const data: Record<string, unknown> = {
      ...KIND_MODULES[kind].defaults,
      ...(kind === 'receptor' ? { category: planner.receptorCategory } : {}),
    };
    const presetId = kind === 'turbine' ? await turbinePreset.presetForNewTurbine() : null;
    if (presetId === undefined) return;
    const pending = [...pendingNames.current].map((name) => ({ name }));
    const name = nextName(kind, [...planner.objectList, ...pending]);
    pendingNames.current.add(name);
    const created = await planner
      .run(i18n._('planner.usePlannerActions.theWasNotAdded', { value: inSentence(type.label) }), async () =>
        planner.edits.create(i18n._('planner.usePlannerActions.add', { kind: inSentence(type.label) }), [
          {
            name,
            scenarioId: await targetScenarioId(),
            layout: type.layout,
            points,
            plannerObjectTypeId: type.typeId,
            presetId,
            ...(Object.keys(data).length > 0 ? { plannerObjectDataJson: JSON.stringify(data) } : {}),
          },
        ]),
      )
      .finally(() => pendingNames.current.delete(name));
    if (created?.[0]) planner.setSelection(new Set([created[0].id]));
  }

  /**
   * Moves the selection as one rigid group: every object by the same offset from one origin
   * (the drag's start, or the first object's first point), so the group keeps its shape.
   */
  function moveSelection(dx: number, dy: number, origin?: PlannerPoint) {
    const moving = planner.selected;
    const from = origin ?? moving[0]?.points[0];
    if (moving.length === 0 || !from) return;
    if (refusedAsLocked('The move was not saved', moving)) return;
    void planner.run(i18n._('planner.usePlannerActions.theMoveWasNot'), () =>
      planner.edits.update(
        moving.length === 1
          ? i18n._('planner.usePlannerActions.move', { name: moving[0]?.name })
          : i18n._('planner.usePlannerActions.moveObjects', { length: moving.length }),
        moving.map((object) => ({ id: object.id, points: translate(object.points, dx, dy, from) })),
      ),
    );
  }

  function reshape(id: number, points: PlannerPoint[]) {
    const object = planner.objectList.find((item) => item.id === id);
    if (!object) return;
    if (refusedAsLocked('The new shape was not saved', [object])) return;
    if (object.layout === 'Area') {
      const problem = areaProblem(points);
      if (problem) {
        notifyError({ title: i18n._('planner.usePlannerActions.theNewOutlineWas'), message: problem });
        return;
      }
    }
    void planner.run(i18n._('planner.usePlannerActions.theNewShapeWas'), () =>
      planner.edits.update(i18n._('planner.usePlannerActions.reshape', { name: object.name }), [
        { id, points },
      ]),
    );
  }

  function deleteSelection() {
    const doomed = planner.selected;
    if (doomed.length === 0) return;
    planner.setSelection(new Set());
    void planner.run(i18n._('planner.usePlannerActions.nothingWasDeleted'), () =>
      planner.edits.delete(deleteObjectsStepLabel(doomed), doomed),
    );
  }

  function copySelection() {
    clipboard.current = planner.selected;
  }

  async function paste() {
    const originals = clipboard.current;
    if (originals.length === 0) return;
    // Copies are new objects: a kind whose module is locked is not pasted (the server refuses it too).
    if (refusedAsLocked('Nothing was pasted', originals)) return;
    const created = await planner.run(i18n._('planner.usePlannerActions.nothingWasPasted'), async () =>
      planner.edits.create(pasteStepLabel(originals), pastedCopies(originals, await targetScenarioId())),
    );
    if (created) {
      planner.setSelection(new Set(created.map((object) => object.id)));
      // The next paste lands beside this one, not on it.
      clipboard.current = created;
    }
  }

  function selectAll() {
    planner.setSelection(new Set(planner.visibleObjects.map((object) => object.id)));
  }

  return {
    scenarios,
    add,
    /** Which preset the project's first turbine takes, while it is being asked. */
    turbinePresetQuestion: turbinePreset.question,
    moveSelection,
    reshape,
    deleteSelection,
    copySelection,
    paste,
    selectAll,
    targetScenarioId,
  };
}

export type PlannerActions = ReturnType<typeof usePlannerActions>;
