import { z } from 'zod/mini';
import { IdParam, requireSomeField, SafeString } from './primitives.js';
import { RECEPTOR_CATEGORIES } from './receptors.js';

/**
 * Setback rules (docs/decisions/181-setback-rules.md): per project, "turbines at least D from X",
 * X a receptor category, a constraint layer (its nearest feature) or the site boundary (inside
 * it, at least D from its edge), D in metres
 * or a multiple of the turbine's tip height or rotor diameter. The figures are computed by
 * `@vantage/contracts/studies/setbacks`.
 */
export const SETBACK_FEATURE_KEY = 'BufferLayer';
export const SETBACK_FEATURE_LABEL = 'Buffer layer (BufferLayer)';

export const SETBACK_TARGET_KINDS = ['receptor', 'siteBoundary', 'constraintLayer'] as const;
export type SetbackTargetKind = (typeof SETBACK_TARGET_KINDS)[number];

export const SETBACK_DISTANCE_UNITS = ['m', 'tipHeight', 'rotorDiameter'] as const;
export type SetbackDistanceUnit = (typeof SETBACK_DISTANCE_UNITS)[number];

/** The largest distance a rule may ask: 100 km, or 100 × tip height or rotor diameter. */
export const SETBACK_MAX_METRES = 100_000;
export const SETBACK_MAX_MULTIPLE = 100;

/** The least distance a rule may ask (of any unit): a rule of 0 asks nothing. */
export const SETBACK_MIN_DISTANCE = 0.01;

/** At most this many rules per project. */
export const SETBACK_RULES_MAX = 100;

export const SetbackRule = z.object({
  id: z.int(),
  projectId: z.int(),
  name: z.string(),
  targetKind: z.enum(SETBACK_TARGET_KINDS),
  /**
   * The receptors' category for a `receptor` rule (one of RECEPTOR_CATEGORIES, which the
   * requests are checked against), null for the site boundary. A string in the answer: OpenAPI
   * 3.0's `nullable` does not admit null into an `enum`, so a nullable enum would refuse the null.
   */
  receptorCategory: z.nullable(z.string()),
  /** The constraint layer of the project a `constraintLayer` rule measures from, else null. */
  constraintLayerId: z.nullable(z.int()),
  distanceValue: z.number(),
  distanceUnit: z.enum(SETBACK_DISTANCE_UNITS),
  /** Starts at 1 and grows by one with every change of the rule; its ETag is `"<version>"`. */
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SetbackRule = z.infer<typeof SetbackRule>;

const ruleName = SafeString.check(
  z.trim(),
  z.minLength(1, { error: 'Setback rule name must not be empty' }),
  z.maxLength(200, { error: 'Setback rule name must be at most 200 characters' }),
);
const targetKind = z.enum(SETBACK_TARGET_KINDS, {
  error: `targetKind must be one of: ${SETBACK_TARGET_KINDS.join(', ')}`,
});
const receptorCategory = z.nullable(
  z.enum(RECEPTOR_CATEGORIES, {
    error: `receptorCategory must be one of: ${RECEPTOR_CATEGORIES.join(', ')}`,
  }),
);
const NOT_A_LAYER_ID = 'constraintLayerId must be the id of a constraint layer of the project';
const constraintLayerId = z.nullable(
  z.int({ error: NOT_A_LAYER_ID }).check(z.minimum(1, { error: NOT_A_LAYER_ID })),
);
const distanceUnit = z.enum(SETBACK_DISTANCE_UNITS, {
  error: `distanceUnit must be one of: ${SETBACK_DISTANCE_UNITS.join(', ')}`,
});
const distanceValue = z
  .number({ error: 'distanceValue must be a number' })
  .check(
    z.minimum(SETBACK_MIN_DISTANCE, { error: `distanceValue must be at least ${SETBACK_MIN_DISTANCE}` }),
  );

const ruleFields = {
  name: ruleName,
  targetKind,
  receptorCategory,
  constraintLayerId,
  distanceValue,
  distanceUnit,
};

type RuleShape = {
  targetKind?: SetbackTargetKind;
  receptorCategory?: string | null;
  constraintLayerId?: number | null;
  distanceValue?: number;
  distanceUnit?: SetbackDistanceUnit;
};

/**
 * Why a rule's fields do not fit together, or null: a receptor rule names a category and a
 * boundary or layer rule none; a layer rule names its layer and no other does; a distance is at
 * most 100 km, or 100 times the turbine's size. For an update, the stored rule fills in the
 * fields not sent.
 */
export function setbackRuleProblem(rule: RuleShape): { field: keyof RuleShape; message: string } | null {
  if (rule.targetKind === 'receptor' && !rule.receptorCategory)
    return {
      field: 'receptorCategory',
      message: 'A rule about receptors names their category (receptorCategory).',
    };
  if (rule.targetKind !== 'receptor' && rule.receptorCategory)
    return {
      field: 'receptorCategory',
      message:
        rule.targetKind === 'siteBoundary'
          ? 'A rule about the site boundary has no receptorCategory (send null).'
          : 'A rule about a constraint layer has no receptorCategory (send null).',
    };
  if (rule.targetKind === 'constraintLayer' && !rule.constraintLayerId)
    return {
      field: 'constraintLayerId',
      message: 'A rule about a constraint layer names the layer (constraintLayerId).',
    };
  if (rule.targetKind !== 'constraintLayer' && rule.constraintLayerId)
    return {
      field: 'constraintLayerId',
      message: 'Only a rule about a constraint layer names one (send null).',
    };
  if (rule.distanceValue !== undefined && rule.distanceUnit !== undefined) {
    const max = rule.distanceUnit === 'm' ? SETBACK_MAX_METRES : SETBACK_MAX_MULTIPLE;
    if (rule.distanceValue > max)
      return {
        field: 'distanceValue',
        message:
          rule.distanceUnit === 'm'
            ? `distanceValue must be at most ${SETBACK_MAX_METRES} m`
            : `distanceValue must be at most ${SETBACK_MAX_MULTIPLE} times the turbine's size`,
      };
  }
  return null;
}

function fitting<T extends z.ZodMiniType<RuleShape>>(schema: T): T {
  return schema.check(
    z.superRefine((value, ctx) => {
      const problem = setbackRuleProblem(value);
      if (problem)
        ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field], input: value });
    }),
  );
}

export const CreateSetbackRuleRequest = fitting(
  z.object({
    ...ruleFields,
    receptorCategory: z.optional(receptorCategory),
    constraintLayerId: z.optional(constraintLayerId),
  }),
);
export type CreateSetbackRuleRequest = z.infer<typeof CreateSetbackRuleRequest>;

/** Only the fields sent change; the fields must still fit together with the stored ones. */
export const UpdateSetbackRuleRequest = requireSomeField(z.partial(z.object(ruleFields)));
export type UpdateSetbackRuleRequest = z.infer<typeof UpdateSetbackRuleRequest>;

export const SetbackRuleParams = z.object({ projectId: IdParam, id: IdParam });

export const SetbackCheckQuery = z.object({ scenarioId: IdParam });

export const SetbackBreachAnswer = z.object({
  turbineId: z.int(),
  turbineName: z.string(),
  ruleId: z.int(),
  ruleName: z.string(),
  featureId: z.int(),
  featureName: z.string(),
  /** Metres, unrounded, from the tower to the feature's nearest point. */
  distance: z.number(),
  /** Metres, unrounded, what the rule asks of this turbine. */
  required: z.number(),
  outside: z.boolean(),
  message: z.string(),
});
export type SetbackBreachAnswer = z.infer<typeof SetbackBreachAnswer>;

export const SetbackCheck = z.object({
  scenarioId: z.int(),
  breaches: z.array(SetbackBreachAnswer),
});
export type SetbackCheck = z.infer<typeof SetbackCheck>;
