/**
 * The inputs of the noise study: sources (turbines at hub height with their operating modes),
 * receptors (where the level is computed) and the settings of the method. Positions are in
 * metres in one plane frame (x east, y north); heights in metres above sea level.
 */
import { type Atmosphere, type BandFrequencies, DEFAULT_ATMOSPHERE } from './iso9613-atmosphere.js';
import type { GroundFactors } from './iso9613-ground.js';

export const NOISE_PERIODS = ['day', 'evening', 'night'] as const;
export type NoisePeriod = (typeof NOISE_PERIODS)[number];

/** An operating mode: its A-weighted sound power, and optionally its octave spectrum. */
export type NoiseMode = {
  name: string;
  /** Total A-weighted sound power level LWA (dB(A) re 1 pW). */
  lwa: number;
  /** A-weighted sound power per octave band 63 Hz – 8 kHz (8 values, dB(A)), as data sheets give it. */
  bands?: readonly number[];
};

export type NoiseSource = {
  id: string;
  x: number;
  y: number;
  groundHeight: number;
  hubHeight: number;
  modes: readonly NoiseMode[];
  /** The name of the mode run in each period. */
  periodModes: Readonly<Record<NoisePeriod, string>>;
};

export type NoiseReceptor = {
  id: string;
  x: number;
  y: number;
  groundHeight: number;
  /** Receiver height above the ground (m); the settings' receiverHeight when absent. */
  height?: number;
  /** The receptor's category in the rule set (e.g. 'generalResidential' in TA Lärm). */
  limitCategory?: string;
  /** Measured background LA90 by period (dB(A)), for rule sets with background + 5 dB. */
  background?: Partial<Record<NoisePeriod, number>>;
};

/**
 * general: ISO 9613-2 by octave band (the alternative method 7.3.2 for a mode with LWA only).
 * interim: Germany's LAI interim method (octave bands, Agr = −3 dB, no DΩ).
 */
export type NoiseMethod = 'general' | 'interim';

export type NoiseSettings = {
  method: NoiseMethod;
  atmosphere: Atmosphere;
  bandFrequencies: BandFrequencies;
  ground: GroundFactors;
  /** Receiver height above the ground (m) for receptors without their own, and for the map. */
  receiverHeight: number;
  /** C0 of Cmet (ISO 9613-2 equation 22, dB); 0 gives the downwind level without correction. */
  c0: number;
};

export const DEFAULT_NOISE_SETTINGS: Readonly<NoiseSettings> = {
  method: 'general',
  atmosphere: DEFAULT_ATMOSPHERE,
  bandFrequencies: 'exact',
  ground: { source: 1, middle: 1, receiver: 1 },
  receiverHeight: 4,
  c0: 0,
};

export function noiseSettings(overrides: Partial<NoiseSettings> = {}): NoiseSettings {
  return { ...DEFAULT_NOISE_SETTINGS, ...overrides };
}

/** The mode a source runs in a period; a missing name is a caller's error. */
export function modeFor(source: NoiseSource, period: NoisePeriod): NoiseMode {
  const name = source.periodModes[period];
  const mode = source.modes.find((candidate) => candidate.name === name);
  if (!mode) throw new Error(`Source ${source.id} has no operating mode named "${name}" for the ${period}`);
  return mode;
}

/** L = 10 lg Σ 10^(Li/10); −Infinity for no terms. */
export function energeticSum(levels: Iterable<number>): number {
  let energy = 0;
  for (const level of levels) energy += 10 ** (level / 10);
  return 10 * Math.log10(energy);
}
