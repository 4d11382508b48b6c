/**
 * The bounds of one noise calculation, for the API operation: the work grows with sources ×
 * receptors (× cells for a map), and a request beyond them is refused with a message that says
 * which bound it passed, before any work is done.
 */
export const NOISE_BOUNDS = {
  maxSources: 200,
  maxReceptors: 5_000,
  /** Sources × receptors: 20 times the 50 × 500 of the benchmark (docs/studies/noise.md). */
  maxPaths: 500_000,
  maxMapCells: 4_000_000,
  /** Sources × cells of one map. */
  maxMapPaths: 40_000_000,
} as const;

export type NoiseBoundCheck = { ok: true } | { ok: false; message: string };

export function checkNoiseBounds(
  sources: number,
  receptors: number,
  mapCells = 0,
  bounds: { [K in keyof typeof NOISE_BOUNDS]: number } = NOISE_BOUNDS,
): NoiseBoundCheck {
  const counts = [sources, receptors, mapCells];
  if (counts.some((count) => !Number.isInteger(count) || count < 0))
    return {
      ok: false,
      message: 'The counts of sources, receptors and map cells must be whole numbers of at least 0',
    };
  if (sources > bounds.maxSources)
    return {
      ok: false,
      message: `${sources} sources: a noise calculation takes at most ${bounds.maxSources}`,
    };
  if (receptors > bounds.maxReceptors)
    return {
      ok: false,
      message: `${receptors} receptors: a noise calculation takes at most ${bounds.maxReceptors}`,
    };
  if (sources * receptors > bounds.maxPaths)
    return {
      ok: false,
      message: `${sources} sources × ${receptors} receptors = ${sources * receptors} paths: a noise calculation takes at most ${bounds.maxPaths}`,
    };
  if (mapCells > bounds.maxMapCells)
    return { ok: false, message: `${mapCells} map cells: a noise map takes at most ${bounds.maxMapCells}` };
  if (sources * mapCells > bounds.maxMapPaths)
    return {
      ok: false,
      message: `${sources} sources × ${mapCells} cells = ${sources * mapCells} paths: a noise map takes at most ${bounds.maxMapPaths}`,
    };
  return { ok: true };
}
