import type { FeatureState } from '@vantage/contracts';

/**
 * What the Terrain tab offers for the project's terrain model, as the server decides it
 * (uploading needs the right to change the project and TerrainAhn Enabled):
 * - `change`: upload, replace and remove;
 * - `locked`: the subscription's TerrainAhn is Disabled, Phantom or not set: shown Locked, as
 *   the License page shows a module;
 * - `view`: the model only, for those who may not change the project, while the features load,
 *   and when the feature is Hidden (not listed, as on the License page).
 */
export function terrainModelAccess(
  state: FeatureState | null | undefined,
  options: { mayChange: boolean; loading: boolean },
): 'change' | 'locked' | 'view' {
  if (!options.mayChange || options.loading || state === 'Hidden') return 'view';
  return state === 'Enabled' ? 'change' : 'locked';
}
