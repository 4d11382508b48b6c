import { z } from 'zod/mini';
import { PlannerObject } from './planner-objects.js';
import { Int32, requireSomeField } from './primitives.js';
import { JsonText, ScenarioName, TagNames } from './viewpoints.js';

/** Colour hex without '#', as project tags (spec section 3). */
export const ColorHex = z
  .string()
  .check(z.regex(/^[0-9A-Fa-f]{6}$/, { error: 'Colour must be 6 hex digits without #' }));

export const Scenario = z.object({
  id: z.int(),
  projectId: z.int(),
  name: z.string(),
  visible: z.boolean(),
  color: z.string(),
  tagNames: z.array(z.string()),
  scenarioDataJson: z.string(),
  sortOrder: z.int(),
  /** Starts at 1 and grows by one with every change of the scenario (its order too); its ETag is `"<version>"`. */
  version: z.int(),
});
export type Scenario = z.infer<typeof Scenario>;

const scenarioFields = {
  name: ScenarioName,
  visible: z.boolean(),
  color: ColorHex,
  tagNames: TagNames,
  scenarioDataJson: JsonText,
};

/** Create: name required; defaults visible, colour 44B3EA, no tags, '{}', last in order. */
export const CreateScenarioRequest = z.required(z.partial(z.object(scenarioFields)), { name: true });
export type CreateScenarioRequest = z.infer<typeof CreateScenarioRequest>;

/** Update: only the fields given change; order changes through renumber. */
export const UpdateScenarioRequest = requireSomeField(z.partial(z.object(scenarioFields)));
export type UpdateScenarioRequest = z.infer<typeof UpdateScenarioRequest>;

/**
 * `PUT /api/projects/scenarios/renumber/{id}`: moves the scenario to this 0-based position
 * (clamped to the last) and renumbers all scenarios of the project 0..n-1. Answers the
 * project's scenarios in their new order.
 */
export const RenumberScenarioRequest = z.object({ sortOrder: Int32.check(z.minimum(0)) });
export type RenumberScenarioRequest = z.infer<typeof RenumberScenarioRequest>;

/** Spec section 3: cloning a scenario answers the copy and the planner objects copied into it. */
export const ScenarioCloneResult = z.object({
  scenario: Scenario,
  plannerObjectModels: z.array(PlannerObject),
});
export type ScenarioCloneResult = z.infer<typeof ScenarioCloneResult>;
