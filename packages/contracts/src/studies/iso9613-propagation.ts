/**
 * Attenuation between a point source and a receiver, ISO 9613-2:1996 equations (3) to (5):
 * A = Adiv + Aatm + Agr + Cmet (no barriers, no miscellaneous terms), by octave band, or as one
 * A-weighted figure when the source has only a total LWA.
 */
import { BAND_500_HZ, OCTAVE_BAND_COUNT, octaveAbsorption } from './iso9613-atmosphere.js';
import {
  alternativeGroundAttenuation,
  groundAttenuationBands,
  groundReflectionCorrection,
  type HeightTerms,
  heightTerms,
} from './iso9613-ground.js';
import type { NoiseSettings } from './noise-sources.js';

/** How a source–receiver path was computed, as the result states it. */
export type PathMethod = 'general' | 'alternative' | 'interim' | 'interimLwa';

export const PATH_METHOD_LABELS: Readonly<Record<PathMethod, string>> = {
  general: 'ISO 9613-2 general method by octave band',
  alternative: 'ISO 9613-2 alternative method (7.3.2), A-weighted, absorption at 500 Hz',
  interim: 'Interim method (LAI 2016): octave bands, Agr = −3 dB',
  interimLwa: 'Interim method (LAI 2016) on the total LWA, absorption at 500 Hz',
};

/** The end points of a path: the height above the local ground and the height above sea level. */
export type PathEnd = { x: number; y: number; height: number; elevation: number; terms: HeightTerms };

export function pathEnd(x: number, y: number, groundHeight: number, height: number): PathEnd {
  return { x, y, height, elevation: groundHeight + height, terms: heightTerms(height) };
}

/** Adiv = 20 lg(d / 1 m) + 11 (equation 7). */
export function geometricDivergence(distance: number): number {
  return 20 * Math.log10(distance) + 11;
}

/** Cmet = 0 for dp ≤ 10 (hs + hr), else C0 (1 − 10 (hs + hr) / dp) (equations 21, 22). */
export function meteorologicalCorrection(c0: number, dp: number, hs: number, hr: number): number {
  const reach = 10 * (hs + hr);
  return c0 === 0 || dp <= reach ? 0 : c0 * (1 - reach / dp);
}

export type Propagator = {
  /** α (dB/km) per band at the settings' climate. */
  readonly absorption: Float64Array;
  /** The attenuation A per octave band (dB) into `out`: general method or interim, by the settings. */
  bands(source: PathEnd, receiver: PathEnd, out: Float64Array): Float64Array;
  /** The attenuation of an A-weighted total (dB; DΩ counted as a negative attenuation). */
  total(source: PathEnd, receiver: PathEnd): number;
  readonly bandMethod: PathMethod;
  readonly totalMethod: PathMethod;
};

export function createPropagator(settings: NoiseSettings): Propagator {
  const absorption = octaveAbsorption(settings.atmosphere, settings.bandFrequencies);
  const interim = settings.method === 'interim';
  const { c0, ground } = settings;
  return {
    absorption,
    bandMethod: interim ? 'interim' : 'general',
    totalMethod: interim ? 'interimLwa' : 'alternative',
    bands(source, receiver, out) {
      const dx = receiver.x - source.x;
      const dy = receiver.y - source.y;
      const dz = receiver.elevation - source.elevation;
      const dp = Math.sqrt(dx * dx + dy * dy);
      const d = Math.max(1, Math.sqrt(dp * dp + dz * dz));
      if (interim) out.fill(-3);
      else
        groundAttenuationBands(ground, source.terms, receiver.terms, source.height, receiver.height, dp, out);
      const common =
        geometricDivergence(d) + meteorologicalCorrection(c0, dp, source.height, receiver.height);
      for (let band = 0; band < OCTAVE_BAND_COUNT; band++)
        out[band]! += common + (absorption[band]! * d) / 1000;
      return out;
    },
    total(source, receiver) {
      const dx = receiver.x - source.x;
      const dy = receiver.y - source.y;
      const dz = receiver.elevation - source.elevation;
      const dp = Math.sqrt(dx * dx + dy * dy);
      const d = Math.max(1, Math.sqrt(dp * dp + dz * dz));
      const common =
        geometricDivergence(d) +
        (absorption[BAND_500_HZ]! * d) / 1000 +
        meteorologicalCorrection(c0, dp, source.height, receiver.height);
      if (interim) return common - 3;
      const meanHeight = (source.height + receiver.height) / 2;
      return (
        common +
        alternativeGroundAttenuation(meanHeight, d) -
        groundReflectionCorrection(dp, source.height, receiver.height)
      );
    },
  };
}
