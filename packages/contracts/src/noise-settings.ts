import { z } from 'zod/mini';
import { Id, IdParam, requireSomeField } from './primitives.js';
import { RECEPTOR_CATEGORIES } from './receptors.js';

/**
 * A project's noise settings (docs/studies/noise.md, docs/decisions/185-noise-study.md): the
 * climate, the ground, the receiver height, the method, the rule set of limits, whether existing
 * turbines count, and each turbine's operating mode by day, evening and night. One per project,
 * versioned like the project's content: version 1 is the defaults, before anyone changed them.
 */
export const NOISE_FEATURE_KEY = 'NoiseSimulation';
export const NOISE_FEATURE_LABEL = 'Noise Simulation (NoiseSimulation)';

export const NOISE_METHODS = ['general', 'interim'] as const;
export const NOISE_RULE_SETS = ['de-ta-laerm', 'nl-activiteitenbesluit', 'uk-etsu-r-97', 'custom'] as const;
export type NoiseRuleSetId = (typeof NOISE_RULE_SETS)[number];

export const NOISE_RULE_SET_LABELS: Readonly<Record<NoiseRuleSetId, string>> = {
  'de-ta-laerm': 'Germany, TA Lärm',
  'nl-activiteitenbesluit': 'Netherlands, wind turbines (Lden 47, Lnight 41 dB)',
  'uk-etsu-r-97': 'UK, ETSU-R-97 fixed limits',
  custom: 'Own limits',
};

/** At most this many turbines carry their own modes in the settings (NOISE_BOUNDS.maxSources). */
export const NOISE_TURBINE_MODES_MAX = 200;

const number = (key: string, min: number, max: number, unit: string) => {
  const error = `${key} must be a number from ${min} to ${max}${unit}`;
  return z.number({ error }).check(z.minimum(min, { error }), z.maximum(max, { error }));
};
const level = (key: string) => z.optional(number(key, 0, 120, ' dB(A)'));
const modeName = (key: string) => {
  const error = `${key} must be the name of an operating mode (1 to 60 characters)`;
  return z.string({ error }).check(z.minLength(1, { error }), z.maxLength(60, { error }));
};
const groundFactor = (key: string) => number(key, 0, 1, ' (0 hard, 1 porous)');

export const NoiseTurbineModes = z.object({
  turbineId: Id,
  day: modeName('day'),
  evening: modeName('evening'),
  night: modeName('night'),
});
export type NoiseTurbineModes = z.infer<typeof NoiseTurbineModes>;

export const NoiseCustomLimit = z.object({
  category: z.enum(RECEPTOR_CATEGORIES, {
    error: `category must be one of: ${RECEPTOR_CATEGORIES.join(', ')}`,
  }),
  day: level('day'),
  evening: level('evening'),
  night: level('night'),
  lden: level('lden'),
});
export type NoiseCustomLimit = z.infer<typeof NoiseCustomLimit>;

const settingsFields = {
  method: z.enum(NOISE_METHODS, { error: `method must be one of: ${NOISE_METHODS.join(', ')}` }),
  temperatureC: number('temperatureC', -30, 50, ' °C'),
  relativeHumidityPercent: number('relativeHumidityPercent', 10, 100, ' %'),
  pressureKPa: number('pressureKPa', 80, 110, ' kPa'),
  groundFactors: z.object({
    source: groundFactor('groundFactors.source'),
    middle: groundFactor('groundFactors.middle'),
    receiver: groundFactor('groundFactors.receiver'),
  }),
  receiverHeight: number('receiverHeight', 1, 30, ' m'),
  ruleSet: z.enum(NOISE_RULE_SETS, { error: `ruleSet must be one of: ${NOISE_RULE_SETS.join(', ')}` }),
  /** ETSU-R-97's fixed daytime limit, 35 to 40 dB(A). */
  etsuDayLimit: number('etsuDayLimit', 35, 40, ' dB(A)'),
  /** The `custom` rule set's limits by receptor category; a category without an entry has none. */
  customLimits: z.array(NoiseCustomLimit).check(
    z.maxLength(RECEPTOR_CATEGORIES.length, {
      error: `customLimits holds at most one entry per receptor category`,
    }),
    z.refine((list) => new Set(list.map((entry) => entry.category)).size === list.length, {
      error: 'customLimits names a receptor category twice',
    }),
  ),
  /** Lden beside the periods (the Netherlands' rule set asks for it whatever this says). */
  lden: z.boolean({ error: 'lden must be true or false' }),
  includeExistingTurbines: z.boolean({ error: 'includeExistingTurbines must be true or false' }),
  turbineModes: z.array(NoiseTurbineModes).check(
    z.maxLength(NOISE_TURBINE_MODES_MAX, {
      error: `turbineModes holds at most ${NOISE_TURBINE_MODES_MAX} turbines`,
    }),
    z.refine((list) => new Set(list.map((entry) => entry.turbineId)).size === list.length, {
      error: 'turbineModes names a turbine twice',
    }),
  ),
};

export const NoiseSettingsValues = z.object(settingsFields);
export type NoiseSettingsValues = z.infer<typeof NoiseSettingsValues>;

export const DEFAULT_NOISE_SETTINGS_VALUES: Readonly<NoiseSettingsValues> = {
  method: 'general',
  temperatureC: 10,
  relativeHumidityPercent: 70,
  pressureKPa: 101.325,
  groundFactors: { source: 1, middle: 1, receiver: 1 },
  receiverHeight: 4,
  ruleSet: 'de-ta-laerm',
  etsuDayLimit: 35,
  customLimits: [],
  lden: false,
  includeExistingTurbines: true,
  turbineModes: [],
};

export const NoiseSettings = z.object({
  projectId: z.int(),
  ...settingsFields,
  /** 1 for the defaults, one more with every change; its ETag is `"<version>"`. */
  version: z.int(),
  /** When they were last changed; null while they are the defaults. */
  updatedAt: z.nullable(z.string()),
});
export type NoiseSettings = z.infer<typeof NoiseSettings>;

/** Only the fields sent change. */
export const UpdateNoiseSettingsRequest = requireSomeField(z.partial(z.object(settingsFields)));
export type UpdateNoiseSettingsRequest = z.infer<typeof UpdateNoiseSettingsRequest>;

export const NoiseProjectParams = z.object({ projectId: IdParam });

export const NoiseCalculationRequest = z.object({
  scenarioId: Id,
  /** Also the levels by octave band (of the sources with a spectrum). */
  bands: z.optional(z.boolean({ error: 'bands must be true or false' })),
});
export type NoiseCalculationRequest = z.infer<typeof NoiseCalculationRequest>;

const PeriodLevels = z.object({
  total: z.number(),
  /** In the order of `sources`. */
  bySource: z.array(z.number()),
  /** 63 Hz – 8 kHz, where asked. */
  bands: z.optional(z.array(z.number())),
});

const Indicator = z.object({ level: z.number(), limit: z.number(), margin: z.number(), over: z.boolean() });

export const NoiseCalculation = z.object({
  scenarioId: z.int(),
  /**
   * The ground the levels stand on: the project's terrain model at every tower foot and
   * receptor when it covers them all, else flat ground at 0 m everywhere; `text` says which.
   */
  ground: z.object({ kind: z.enum(['terrain', 'flat']), text: z.string() }),
  ruleSet: z.object({ id: z.string(), name: z.string(), source: z.string() }),
  /** The methods the paths used, in words. */
  methods: z.array(z.string()),
  sources: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      existing: z.boolean(),
      hubHeight: z.number(),
      modes: z.object({ day: z.string(), evening: z.string(), night: z.string() }),
    }),
  ),
  /** Turbines left out: their preset carries no sound power. */
  withoutSoundPower: z.array(z.object({ id: z.int(), name: z.string() })),
  receptors: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      category: z.string(),
      limitCategory: z.string(),
      day: PeriodLevels,
      evening: PeriodLevels,
      night: PeriodLevels,
      /** Lden where the settings ask for it (or the rule set limits it), else null. */
      lden: z.nullable(z.number()),
      indicators: z.object({
        day: z.optional(Indicator),
        evening: z.optional(Indicator),
        night: z.optional(Indicator),
        lden: z.optional(Indicator),
      }),
      over: z.boolean(),
    }),
  ),
});
export type NoiseCalculation = z.infer<typeof NoiseCalculation>;
