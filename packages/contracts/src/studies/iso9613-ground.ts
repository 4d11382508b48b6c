/**
 * Ground effect, ISO 9613-2:1996 section 7.3. The general method (7.3.1) by octave band with
 * the three regions of Table 3, and the alternative method (7.3.2) for A-weighted levels with
 * its correction DΩ for the ground reflection near the source.
 */
import { OCTAVE_BAND_COUNT } from './iso9613-atmosphere.js';

/** Ground factor G per region: 0 hard (water, paving), 1 porous (farmland, grass). */
export type GroundFactors = { source: number; middle: number; receiver: number };

/**
 * The height-dependent factors of Table 3's a'(h), b'(h), c'(h), d'(h), which do not depend on
 * the distance: a'(h) = 1.5 + a1·(1 − e^(−dp/50)) + a2·(1 − e^(−2.8·10⁻⁶ dp²)), and
 * b', c', d' = 1.5 + factor·(1 − e^(−dp/50)).
 */
export type HeightTerms = { a1: number; a2: number; b: number; c: number; d: number };

export function heightTerms(h: number): HeightTerms {
  return {
    a1: 3.0 * Math.exp(-0.12 * (h - 5) ** 2),
    a2: 5.7 * Math.exp(-0.09 * h * h),
    b: 8.6 * Math.exp(-0.09 * h * h),
    c: 14.0 * Math.exp(-0.46 * h * h),
    d: 5.0 * Math.exp(-0.9 * h * h),
  };
}

/** As or Ar of Table 3 for each band, added into `out` (dB). */
function addRegion(g: number, terms: HeightTerms, near: number, far: number, out: Float64Array): void {
  out[0]! += -1.5;
  out[1]! += -1.5 + g * (1.5 + terms.a1 * near + terms.a2 * far);
  out[2]! += -1.5 + g * (1.5 + terms.b * near);
  out[3]! += -1.5 + g * (1.5 + terms.c * near);
  out[4]! += -1.5 + g * (1.5 + terms.d * near);
  const high = -1.5 * (1 - g);
  for (let band = 5; band < OCTAVE_BAND_COUNT; band++) out[band]! += high;
}

/**
 * Agr = As + Ar + Am per octave band (Table 3), written into `out`. The middle region exists
 * only when dp > 30 (hs + hr); q is its share of the path.
 */
export function groundAttenuationBands(
  g: GroundFactors,
  source: HeightTerms,
  receiver: HeightTerms,
  sourceHeight: number,
  receiverHeight: number,
  projectedDistance: number,
  out: Float64Array,
): Float64Array {
  out.fill(0);
  const dp = projectedDistance;
  const near = 1 - Math.exp(-dp / 50);
  const far = 1 - Math.exp(-2.8e-6 * dp * dp);
  addRegion(g.source, source, near, far, out);
  addRegion(g.receiver, receiver, near, far, out);
  const reach = 30 * (sourceHeight + receiverHeight);
  const q = dp > reach ? 1 - reach / dp : 0;
  out[0]! += -3 * q;
  const middle = -3 * q * (1 - g.middle);
  for (let band = 1; band < OCTAVE_BAND_COUNT; band++) out[band]! += middle;
  return out;
}

/** The alternative method's Agr = 4.8 − (2 hm / d)(17 + 300 / d) ≥ 0 (equation 10), in dB. */
export function alternativeGroundAttenuation(meanHeight: number, distance: number): number {
  return Math.max(0, 4.8 - ((2 * meanHeight) / distance) * (17 + 300 / distance));
}

/** DΩ = 10 lg(1 + (dp² + (hs − hr)²) / (dp² + (hs + hr)²)) (equation 11), in dB. */
export function groundReflectionCorrection(
  projectedDistance: number,
  sourceHeight: number,
  receiverHeight: number,
): number {
  const dp2 = projectedDistance * projectedDistance;
  return (
    10 *
    Math.log10(
      1 + (dp2 + (sourceHeight - receiverHeight) ** 2) / (dp2 + (sourceHeight + receiverHeight) ** 2),
    )
  );
}
