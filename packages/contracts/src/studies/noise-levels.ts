/**
 * The sound level at each receptor from each source and in total, by period (day, evening,
 * night), Lden where asked, and optionally by octave band: ISO 9613-2 equation (3) per band,
 * summed energetically over the bands and then over the sources.
 */
import { OCTAVE_BAND_COUNT } from './iso9613-atmosphere.js';
import { createPropagator, type PathEnd, type PathMethod, pathEnd } from './iso9613-propagation.js';
import {
  modeFor,
  NOISE_PERIODS,
  type NoiseMode,
  type NoisePeriod,
  type NoiseReceptor,
  type NoiseSettings,
  type NoiseSource,
} from './noise-sources.js';

export type NoisePeriodLevels = {
  /** The level from all sources (dB(A)). */
  total: number;
  /** The level from each source, in the order of the sources (dB(A)). */
  bySource: number[];
  /**
   * The total per octave band (dB(A)), where asked; from the sources with a spectrum only
   * (a mode with LWA only has no bands).
   */
  bands?: number[];
};

export type NoiseReceptorLevels = {
  receptorId: string;
  byPeriod: Record<NoisePeriod, NoisePeriodLevels>;
  /** Lden (dB), where asked. */
  lden?: number;
  /** The methods the paths to this receptor used (e.g. the alternative method for an LWA-only mode). */
  methods: PathMethod[];
};

export type NoiseLevelOptions = { bands?: boolean; lden?: boolean };

/** Lden = 10 lg((12·10^(Ld/10) + 4·10^((Le+5)/10) + 8·10^((Ln+10)/10)) / 24) (END, Annex I). */
export function lden(day: number, evening: number, night: number): number {
  return (
    10 *
    Math.log10((12 * 10 ** (day / 10) + 4 * 10 ** ((evening + 5) / 10) + 8 * 10 ** ((night + 10) / 10)) / 24)
  );
}

type PreparedSource = {
  end: PathEnd;
  modes: Record<NoisePeriod, NoiseMode>;
  anyBands: boolean;
  anyTotal: boolean;
};

export function prepareSources(sources: readonly NoiseSource[]): PreparedSource[] {
  return sources.map((source) => {
    const modes = {
      day: modeFor(source, 'day'),
      evening: modeFor(source, 'evening'),
      night: modeFor(source, 'night'),
    };
    const used = Object.values(modes);
    return {
      end: pathEnd(source.x, source.y, source.groundHeight, source.hubHeight),
      modes,
      anyBands: used.some((mode) => mode.bands !== undefined),
      anyTotal: used.some((mode) => mode.bands === undefined),
    };
  });
}

export function calculateNoiseLevels(
  sources: readonly NoiseSource[],
  receptors: readonly NoiseReceptor[],
  settings: NoiseSettings,
  options: NoiseLevelOptions = {},
): NoiseReceptorLevels[] {
  const propagator = createPropagator(settings);
  const prepared = prepareSources(sources);
  const attenuation = new Float64Array(OCTAVE_BAND_COUNT);
  return receptors.map((receptor) => {
    const end = pathEnd(
      receptor.x,
      receptor.y,
      receptor.groundHeight,
      receptor.height ?? settings.receiverHeight,
    );
    const methods = new Set<PathMethod>();
    const energy = { day: 0, evening: 0, night: 0 };
    const bandEnergy = options.bands
      ? {
          day: new Float64Array(OCTAVE_BAND_COUNT),
          evening: new Float64Array(OCTAVE_BAND_COUNT),
          night: new Float64Array(OCTAVE_BAND_COUNT),
        }
      : undefined;
    const bySource: Record<NoisePeriod, number[]> = { day: [], evening: [], night: [] };
    for (const source of prepared) {
      if (source.anyBands) propagator.bands(source.end, end, attenuation);
      const total = source.anyTotal ? propagator.total(source.end, end) : 0;
      for (const period of NOISE_PERIODS) {
        const mode = source.modes[period];
        let level: number;
        if (mode.bands) {
          methods.add(propagator.bandMethod);
          let sum = 0;
          for (let band = 0; band < OCTAVE_BAND_COUNT; band++) {
            const e = 10 ** ((mode.bands[band]! - attenuation[band]!) / 10);
            sum += e;
            if (bandEnergy) bandEnergy[period][band]! += e;
          }
          level = 10 * Math.log10(sum);
        } else {
          methods.add(propagator.totalMethod);
          level = mode.lwa - total;
        }
        bySource[period].push(level);
        energy[period] += 10 ** (level / 10);
      }
    }
    const byPeriod = Object.fromEntries(
      NOISE_PERIODS.map((period) => [
        period,
        {
          total: 10 * Math.log10(energy[period]),
          bySource: bySource[period],
          ...(bandEnergy ? { bands: Array.from(bandEnergy[period], (e) => 10 * Math.log10(e)) } : {}),
        },
      ]),
    ) as Record<NoisePeriod, NoisePeriodLevels>;
    return {
      receptorId: receptor.id,
      byPeriod,
      ...(options.lden
        ? { lden: lden(byPeriod.day.total, byPeriod.evening.total, byPeriod.night.total) }
        : {}),
      methods: [...methods],
    };
  });
}
