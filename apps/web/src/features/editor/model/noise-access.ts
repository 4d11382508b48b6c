import type { FeatureState } from '@vantage/contracts';

/**
 * What the Noise section offers, as the server decides it (NoiseSimulation Enabled):
 * - `open`: the study;
 * - `locked`: the feature is Disabled, Phantom or not set: shown Locked, as the License page
 *   shows a module;
 * - `none`: while the features load, and when the feature is Hidden (not listed, as on the
 *   License page).
 */
export function noiseAccess(
  state: FeatureState | null | undefined,
  loading: boolean,
): 'open' | 'locked' | 'none' {
  if (loading || state === 'Hidden') return 'none';
  return state === 'Enabled' ? 'open' : 'locked';
}
