import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PlannerObject, Preset } from '@vantage/contracts';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { getPresetsQueryOptions } from '../api/get-presets';
import { presetCalls } from '../api/preset-calls';
import { type DataValues, dataJson } from '../components/data-fields';
import type { TurbineModel } from '../model/turbine-models';
import { OBJECT_TYPES } from '../object-types';
import type { Planner } from './use-planner';

export type TurbinePresetChoice =
  | { kind: 'model'; model: TurbineModel }
  | { kind: 'own'; name: string; values: DataValues }
  | { kind: 'none' };

const TURBINE = OBJECT_TYPES.turbine.typeId;

/**
 * The preset a new turbine takes: the one chosen for turbines in this session, else the one of
 * the turbine placed last, else the project's first turbine preset; 'ask' when the project has
 * neither turbines nor a turbine preset (its first turbine).
 */
export function newTurbinePreset(
  presets: readonly Pick<Preset, 'id' | 'plannerObjectTypeId'>[],
  objects: readonly Pick<PlannerObject, 'id' | 'presetId' | 'plannerObjectTypeId'>[],
  chosen: { id: number | null } | null,
): number | null | 'ask' {
  const ids = new Set(presets.filter((preset) => preset.plannerObjectTypeId === TURBINE).map((p) => p.id));
  const known = (id: number | null) => id === null || ids.has(id);
  if (chosen && known(chosen.id)) return chosen.id;
  let last: Pick<PlannerObject, 'id' | 'presetId'> | undefined;
  for (const object of objects)
    if (object.plannerObjectTypeId === TURBINE && (!last || object.id > last.id)) last = object;
  if (last) return known(last.presetId) ? last.presetId : null;
  const [first] = ids;
  return first ?? 'ask';
}

/**
 * Which preset the turbines placed here take, asking (the question the page shows as
 * TurbinePresetDialog) when the project's first turbine is placed.
 */
export function useTurbinePreset(planner: Planner) {
  const queryClient = useQueryClient();
  const chosen = useRef<{ id: number | null } | null>(null);
  const asking = useRef<Promise<number | null | undefined> | null>(null);
  const [question, setQuestion] = useState<((choice: TurbinePresetChoice | null) => void) | null>(null);

  async function presetOf(choice: TurbinePresetChoice): Promise<number | null | undefined> {
    if (choice.kind === 'none') return null;
    const body =
      choice.kind === 'model'
        ? {
            name: choice.model.name,
            presetDataJson: JSON.stringify({
              hubHeight: choice.model.hubHeight,
              rotorDiameter: choice.model.rotorDiameter,
            }),
          }
        : { name: choice.name, presetDataJson: dataJson('{}', choice.values) };
    try {
      const preset = await presetCalls(planner.projectId, queryClient).create({
        ...body,
        plannerObjectTypeId: TURBINE,
      });
      return preset.id;
    } catch (error) {
      notifyError({
        title: i18n._('planner.useTurbinePreset.thePresetWasNot'),
        message: errorMessage(error),
      });
      return undefined;
    }
  }

  /** The preset for a turbine about to be placed: an id, null for none, undefined when cancelled. */
  function presetForNewTurbine(): Promise<number | null | undefined> {
    // The list as the preset calls last wrote it: a preset made a moment ago is in it already.
    const presets =
      queryClient.getQueryData(getPresetsQueryOptions(planner.projectId).queryKey)?.items ??
      planner.presetList;
    const known = newTurbinePreset(presets, planner.objectList, chosen.current);
    if (known !== 'ask') return Promise.resolve(known);
    asking.current ??= new Promise<TurbinePresetChoice | null>((resolve) => setQuestion(() => resolve))
      .then(async (choice) => {
        setQuestion(null);
        const id = choice ? await presetOf(choice) : undefined;
        if (id !== undefined) chosen.current = { id };
        return id;
      })
      .finally(() => {
        asking.current = null;
      });
    return asking.current;
  }

  return { presetForNewTurbine, question };
}
