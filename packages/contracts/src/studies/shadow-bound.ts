/**
 * The bound on a shadow-flicker calculation for the API: turbines × receptors. The bench's
 * 50 × 500 (25,000 pairs) takes a few seconds; twice that is the most one request may ask.
 */
export const MAX_SHADOW_PAIRS = 50_000;

export type ShadowBound = { ok: true } | { ok: false; message: string };

export function checkShadowBound(
  turbines: number,
  receptors: number,
  maxPairs = MAX_SHADOW_PAIRS,
): ShadowBound {
  const pairs = turbines * receptors;
  if (pairs <= maxPairs) return { ok: true };
  return {
    ok: false,
    message: `A shadow-flicker calculation takes at most ${maxPairs.toLocaleString('en-US')} turbine–receptor pairs; this one has ${turbines} turbines × ${receptors} receptors = ${pairs.toLocaleString('en-US')}. Split the receptors into several requests.`,
  };
}
