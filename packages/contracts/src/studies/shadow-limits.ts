/**
 * The limits a shadow-flicker result is checked against. Germany (LAI WEA-Schattenwurf-Hinweise,
 * 2002/2020): at most 30 hours a year and 30 minutes a day, astronomical worst case. The
 * Netherlands (Activiteitenbesluit art. 3.14): shadow on no more than 17 days a year for more
 * than 20 minutes a day, from the turbines within 12 rotor diameters.
 */
export interface ShadowLimits {
  hoursPerYear?: number;
  minutesPerDay?: number;
  daysOver?: { days: number; minutesPerDay: number; withinRotorDiameters?: number };
}

export const SHADOW_LIMIT_PRESETS = {
  DE: { hoursPerYear: 30, minutesPerDay: 30 },
  NL: { daysOver: { days: 17, minutesPerDay: 20, withinRotorDiameters: 12 } },
} as const satisfies Record<string, ShadowLimits>;

export interface LimitFlags {
  hoursPerYear: boolean;
  minutesPerDay: boolean;
  daysOver: boolean;
  /** Any limit exceeded. */
  exceeded: boolean;
  /** The Dutch count, when that rule is chosen. */
  daysOverCount?: number;
}

export function checkLimits(
  limits: ShadowLimits,
  hours: number,
  maxMinutesPerDay: number,
  daysOverCount: number,
): LimitFlags {
  const hoursPerYear = limits.hoursPerYear !== undefined && hours > limits.hoursPerYear;
  const minutesPerDay = limits.minutesPerDay !== undefined && maxMinutesPerDay > limits.minutesPerDay;
  const daysOver = limits.daysOver !== undefined && daysOverCount > limits.daysOver.days;
  return {
    hoursPerYear,
    minutesPerDay,
    daysOver,
    exceeded: hoursPerYear || minutesPerDay || daysOver,
    ...(limits.daysOver ? { daysOverCount } : {}),
  };
}

/** The feature that unlocks the study (docs/decisions/184-shadow-flicker-in-the-product.md). */
export const SHADOW_FEATURE_KEY = 'ShadowFlickerSimulation';
export const SHADOW_FEATURE_LABEL = 'Shadow Flicker Simulation (ShadowFlickerSimulation)';

/** The limits a project chooses: a preset above, or its own values. */
export const SHADOW_LIMIT_CHOICES = ['DE', 'NL', 'own'] as const;
export type ShadowLimitChoice = (typeof SHADOW_LIMIT_CHOICES)[number];
