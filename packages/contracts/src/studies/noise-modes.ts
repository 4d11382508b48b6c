/**
 * The operating mode a turbine runs in by day, evening and night: the one chosen in the
 * project's noise settings (`turbineModes`), or its preset's first mode. A small module of its
 * own, so that the planner's settings form shows the modes the study uses without loading the
 * calculation.
 */
import type { NoiseTurbineModes } from '../noise-settings.js';
import type { TurbineSoundMode } from '../turbine-sound.js';
import type { NoisePeriod } from './noise-sources.js';

export function noisePeriodModes(
  modes: readonly Pick<TurbineSoundMode, 'name'>[],
  chosen: Partial<Omit<NoiseTurbineModes, 'turbineId'>> | undefined,
): Record<NoisePeriod, string> {
  // A mode the preset no longer has (renamed, removed) falls back to its first mode.
  const known = (name: string | undefined) =>
    name !== undefined && modes.some((mode) => mode.name === name) ? name : modes[0]!.name;
  return { day: known(chosen?.day), evening: known(chosen?.evening), night: known(chosen?.night) };
}
