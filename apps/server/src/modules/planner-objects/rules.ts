import {
  type ConflictCode,
  type CreatePlannerObjectRequest,
  kindProblem,
  type PlannerObjectLayout,
  plannerKindOfType,
  turbineSoundProblem,
  type UpdatePlannerObjectRequest,
} from '@vantage/contracts';
import { type ApiError, badRequest, conflict, forbidden } from '../../http/problem.js';
import type { KindGate } from './module-gate.js';
import type { PlannerObjectRow } from './presenter.js';

export type ScenarioRef = { id: number; projectId: number };
export type PresetRef = { id: number; projectId: number; plannerObjectTypeId: number };

/**
 * Why a planner object breaks a rule: the field at fault, the words, and a 409's code, or
 * `locked` when the kind's module is not unlocked (403).
 */
export type ItemProblem = { field: string; message: string; code?: ConflictCode; locked?: true };

/** The kind of `typeId` is locked by its module (module-gate.ts), as a problem. */
function lockedProblem(typeId: number, gate: KindGate): ItemProblem | null {
  const message = gate(typeId);
  return message ? { field: 'plannerObjectTypeId', message, locked: true } : null;
}

/**
 * The rules of a new object and of a change, for one object and for a batch alike. The
 * scenario and preset come looked up among the projects the caller sees (`undefined`: not
 * there, or not visible), so each rule here is written once.
 */

/**
 * Why a type, layout and data do not fit the declared kinds (contracts' planner-kinds.ts), or a
 * turbine's sound power (`soundModes`, contracts' turbine-sound.ts) does not fit, as the problem
 * of the field at fault, or null.
 */
export function objectKindProblem(
  typeId: number,
  layout: PlannerObjectLayout | undefined,
  dataJson: string | undefined,
  dataField = 'plannerObjectDataJson',
): ItemProblem | null {
  const sound = turbineSoundProblem(plannerKindOfType(typeId)?.role ?? '', dataJson);
  const problem = kindProblem(typeId, layout, dataJson) ?? (sound ? { field: 'data', message: sound } : null);
  if (!problem) return null;
  return problem.field === 'data'
    ? { field: dataField, message: `${dataField} ${problem.message}` }
    : { field: problem.field, message: problem.message };
}

/**
 * The type of a new object in a scenario of `projectId`, or why it cannot be made. The preset,
 * if any, must be of the scenario's project (409 ScenarioProjectIdNotEqualToPresetProjectId)
 * and gives the type when none is sent; the kind's module must be unlocked (403), and the type
 * must be a declared kind, laid out as the kind is, with data the kind accepts.
 */
export function typeOfNewObject(
  input: Pick<
    CreatePlannerObjectRequest,
    'scenarioId' | 'presetId' | 'plannerObjectTypeId' | 'layout' | 'plannerObjectDataJson'
  >,
  projectId: number,
  scenario: ScenarioRef | undefined,
  preset: PresetRef | undefined,
  gate: KindGate,
): number | ItemProblem {
  const typeId = typeOfReferences(input, projectId, scenario, preset);
  if (typeof typeId !== 'number') return typeId;
  return (
    lockedProblem(typeId, gate) ??
    objectKindProblem(typeId, input.layout, input.plannerObjectDataJson) ??
    typeId
  );
}

function typeOfReferences(
  input: Pick<CreatePlannerObjectRequest, 'scenarioId' | 'presetId' | 'plannerObjectTypeId'>,
  projectId: number,
  scenario: ScenarioRef | undefined,
  preset: PresetRef | undefined,
): number | ItemProblem {
  if (!scenario) return { field: 'scenarioId', message: `Scenario ${input.scenarioId} does not exist.` };
  if (scenario.projectId !== projectId)
    return {
      field: 'scenarioId',
      message: `Scenario ${input.scenarioId} does not belong to project ${projectId}.`,
    };
  const typeId = input.plannerObjectTypeId;
  if (input.presetId == null) {
    return (
      typeId ?? {
        field: 'plannerObjectTypeId',
        message: 'plannerObjectTypeId is required when no preset is given.',
      }
    );
  }
  if (!preset) return { field: 'presetId', message: `Preset ${input.presetId} does not exist.` };
  if (preset.projectId !== scenario.projectId)
    return {
      field: 'presetId',
      code: 'ScenarioProjectIdNotEqualToPresetProjectId',
      message: `Preset ${preset.id} belongs to another project than scenario ${scenario.id}.`,
    };
  if (typeId !== undefined && typeId !== preset.plannerObjectTypeId)
    return {
      field: 'plannerObjectTypeId',
      message: `plannerObjectTypeId must be ${preset.plannerObjectTypeId}, the type of preset ${preset.id}.`,
    };
  return preset.plannerObjectTypeId;
}

/** The scenario and preset a change moves the object to, which the caller must look up. */
export function referencesOfChange(current: PlannerObjectRow, input: UpdatePlannerObjectRequest) {
  return {
    scenarioId:
      input.scenarioId !== undefined && input.scenarioId !== current.scenarioId
        ? input.scenarioId
        : undefined,
    presetId: input.presetId != null && input.presetId !== current.presetId ? input.presetId : undefined,
  };
}

/**
 * Why `input` cannot change `current`, or null. An object whose kind's module is locked takes
 * no change at all (403; it can still be deleted). Scenario and preset stay within the object's
 * project (409 CannotChangeToScenarioOfAnotherProject / CannotChangeToPresetOfAnotherProject)
 * and the type never changes (409 CannotChangePlannerObjectType, also for a preset of another
 * type). A layout or data sent must fit the object's kind; an object stored with a type from
 * before the kinds were declared keeps taking changes. The points are checked by the caller
 * (`layoutPointsProblem`).
 */
export function changeProblem(
  current: PlannerObjectRow,
  input: UpdatePlannerObjectRequest,
  scenario: ScenarioRef | undefined,
  preset: PresetRef | undefined,
  gate: KindGate,
): ItemProblem | null {
  const locked = lockedProblem(current.plannerObjectTypeId, gate);
  if (locked) return locked;
  const typeChanged = (field: string, typeId: number): ItemProblem => ({
    field,
    code: 'CannotChangePlannerObjectType',
    message: `Planner object ${current.id} is of type ${current.plannerObjectTypeId} and cannot become type ${typeId}.`,
  });
  if (input.plannerObjectTypeId !== undefined && input.plannerObjectTypeId !== current.plannerObjectTypeId)
    return typeChanged('plannerObjectTypeId', input.plannerObjectTypeId);
  const wanted = referencesOfChange(current, input);
  if (wanted.scenarioId !== undefined) {
    if (!scenario) return { field: 'scenarioId', message: `Scenario ${wanted.scenarioId} does not exist.` };
    if (scenario.projectId !== current.projectId)
      return {
        field: 'scenarioId',
        code: 'CannotChangeToScenarioOfAnotherProject',
        message: `Scenario ${scenario.id} belongs to another project than planner object ${current.id}.`,
      };
  }
  if (wanted.presetId !== undefined) {
    if (!preset) return { field: 'presetId', message: `Preset ${wanted.presetId} does not exist.` };
    if (preset.projectId !== current.projectId)
      return {
        field: 'presetId',
        code: 'CannotChangeToPresetOfAnotherProject',
        message: `Preset ${preset.id} belongs to another project than planner object ${current.id}.`,
      };
    if (preset.plannerObjectTypeId !== current.plannerObjectTypeId)
      return typeChanged('presetId', preset.plannerObjectTypeId);
  }
  if (!plannerKindOfType(current.plannerObjectTypeId)) return null;
  return objectKindProblem(current.plannerObjectTypeId, input.layout, input.plannerObjectDataJson);
}

/**
 * The problem as an error answer (403 for a locked kind, 409 with its code, else 400). `at` says where it is in a
 * batch (`body.plannerObjects.12.presetId: `, as the schema's own answers name an item's
 * field); a single object's answer says just the words.
 */
export function problemError(problem: ItemProblem, at = ''): ApiError {
  const detail = `${at}${problem.message}`;
  if (problem.locked) return forbidden(detail);
  return problem.code ? conflict(problem.code, detail) : badRequest(detail);
}

/** Where an item's field is in a batch body, as a prefix of the answer's detail. */
export const batchField = (index: number, field: string) => `body.plannerObjects.${index}.${field}: `;
