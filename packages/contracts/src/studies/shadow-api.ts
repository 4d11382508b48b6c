import { z } from 'zod/mini';
import { Id } from '../primitives.js';
import { SHADOW_LIMIT_CHOICES } from './shadow-limits.js';

/**
 * Shadow flicker in the product (docs/decisions/184-shadow-flicker-in-the-product.md): the
 * settings a calculation takes, the API's request and answer. By subpath, not from the
 * package's index: the index is in the dashboard's first load, and these schemas are not. The figures are computed by
 * `@vantage/contracts/studies/shadow-flicker` (docs/studies/shadow-flicker.md), the same module
 * in the planner's worker and on the server.
 */

const validTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const twelve = (what: string) => {
  const error = `${what}: exactly 12 values from 0 to 1`;
  return z
    .array(z.number({ error }).check(z.minimum(0, { error }), z.maximum(1, { error })), { error })
    .check(z.refine((values) => values.length === 12, error));
};

/** A number from `min` to `max`, its refusal in words. */
const between = (key: string, min: number, max: number, unit: string) => {
  const error = `${key} must be a number from ${min} to ${max}${unit}`;
  return z.number({ error }).check(z.minimum(min, { error }), z.maximum(max, { error }));
};

export const ShadowExpectedCase = z.object({
  /** Per month, January first, the fraction of the possible sunshine hours. */
  sunshine: twelve('sunshine'),
  /** Per 30° wind sector (from 0°, 30° … 330°), the share of the year's hours the turbines run. */
  operating: twelve('operating'),
  /** Where the figures come from (a weather service, a met mast), shown with the result. */
  source: z
    .string({ error: 'source: the source of the figures, 1 to 200 characters' })
    .check(
      z.minLength(1, { error: 'source: name the source of the sunshine and wind figures' }),
      z.maxLength(200, { error: 'source: at most 200 characters' }),
    ),
});
export type ShadowExpectedCase = z.infer<typeof ShadowExpectedCase>;

export const ShadowFlickerSettings = z.object({
  /** The calendar year; default next year. */
  year: z.optional(
    z
      .int({ error: 'year must be a whole year from 1950 to 2150' })
      .check(
        z.minimum(1950, { error: 'year must be a whole year from 1950 to 2150' }),
        z.maximum(2150, { error: 'year must be a whole year from 1950 to 2150' }),
      ),
  ),
  /** The receptors' IANA time zone (local days and clock times); default UTC. */
  timeZone: z.optional(
    z
      .string()
      .check(z.maxLength(64), z.refine(validTimeZone, 'timeZone: an IANA time zone, such as Europe/Berlin')),
  ),
  /** The sun's centre at least this high (geometric, degrees); default 3. */
  minimumElevation: z.optional(between('minimumElevation', 0, 20, '°')),
  /** The largest horizontal receptor–turbine distance, metres; default 2,000. */
  maxDistance: z.optional(between('maxDistance', 100, 10_000, ' m')),
  /** DE (30 h a year, 30 min a day), NL (17 days over 20 min within 12 D) or own values; default DE. */
  limits: z.optional(
    z.enum(SHADOW_LIMIT_CHOICES, { error: `limits must be one of: ${SHADOW_LIMIT_CHOICES.join(', ')}` }),
  ),
  ownLimits: z.optional(
    z.object({
      hoursPerYear: z.optional(between('ownLimits.hoursPerYear', 0, 8760, ' h')),
      minutesPerDay: z.optional(between('ownLimits.minutesPerDay', 0, 1440, ' min')),
    }),
  ),
  /** Existing turbines (other parks) count; default true. */
  includeExisting: z.optional(z.boolean({ error: 'includeExisting must be true or false' })),
  expected: z.optional(ShadowExpectedCase),
});
export type ShadowFlickerSettings = z.infer<typeof ShadowFlickerSettings>;

/**
 * A project's stored shadow-flicker settings: one per project, versioned as the noise settings
 * (decision 190). Version 1 is the defaults (every field left out) until someone saves them; a
 * save replaces them whole, so a field left out goes back to its default.
 */
export const ShadowFlickerProjectSettings = z.object({
  // The answer's fields that are always there come first: its serializers write them first.
  projectId: z.int(),
  /** 1 for the defaults, one more with every change; its ETag is `"<version>"`. */
  version: z.int(),
  /** When they were last changed; null while they are the defaults. */
  updatedAt: z.nullable(z.string()),
  ...ShadowFlickerSettings.shape,
});
export type ShadowFlickerProjectSettings = z.infer<typeof ShadowFlickerProjectSettings>;

/**
 * The settings of a calculation: each field sent, else the project's stored setting, else the
 * default (`ShadowFlickerSettings`).
 */
export const ShadowFlickerRequest = z.extend(ShadowFlickerSettings, { scenarioId: Id });
export type ShadowFlickerRequest = z.infer<typeof ShadowFlickerRequest>;

export const ShadowTurbineFigures = z.object({
  turbineId: z.int(),
  name: z.string(),
  existing: z.boolean(),
  minutes: z.int(),
  days: z.int(),
  maxMinutesPerDay: z.int(),
  expectedMinutes: z.nullable(z.number()),
});

export const ShadowReceptorFigures = z.object({
  receptorId: z.int(),
  name: z.string(),
  minutes: z.int(),
  hours: z.number(),
  days: z.int(),
  maxMinutesPerDay: z.int(),
  /** Local dates YYYY-MM-DD; null without shadow. */
  firstDate: z.nullable(z.string()),
  lastDate: z.nullable(z.string()),
  /** The expected ("real") case; null when the settings give no sunshine and wind figures. */
  expectedHours: z.nullable(z.number()),
  /** Over the chosen limits. */
  exceeded: z.boolean(),
  perTurbine: z.array(ShadowTurbineFigures),
});
export type ShadowReceptorFigures = z.infer<typeof ShadowReceptorFigures>;

export const ShadowFlickerAnswer = z.object({
  scenarioId: z.int(),
  /**
   * The ground the figures stand on: the project's terrain model at every tower foot and
   * receptor when it covers them all, else flat ground at 0 m everywhere; `text` says which.
   */
  ground: z.object({ kind: z.enum(['terrain', 'flat']), text: z.string() }),
  year: z.int(),
  timeZone: z.string(),
  limits: z.enum(SHADOW_LIMIT_CHOICES),
  receptors: z.array(ShadowReceptorFigures),
});
export type ShadowFlickerAnswer = z.infer<typeof ShadowFlickerAnswer>;
