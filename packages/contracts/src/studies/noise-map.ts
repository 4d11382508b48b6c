/**
 * The noise map: one period's level (the night by default) on a regular grid, at the settings'
 * receiver height, with progress and cancellation. Cell (column, row) holds the level at its
 * centre, x = originX + (column + ½)·cellSize, y = originY + (row + ½)·cellSize; row 0 is the
 * southernmost, values are stored row by row.
 */
import { OCTAVE_BAND_COUNT } from './iso9613-atmosphere.js';
import { createPropagator, pathEnd } from './iso9613-propagation.js';
import { prepareSources } from './noise-levels.js';
import type { NoisePeriod, NoiseSettings, NoiseSource } from './noise-sources.js';

export type NoiseGridFrame = {
  originX: number;
  originY: number;
  cellSize: number;
  columns: number;
  rows: number;
};

export type NoiseMap = NoiseGridFrame & { period: NoisePeriod; levels: Float32Array };

export type NoiseMapOptions = {
  period?: NoisePeriod;
  /** The ground height at each cell (row by row), or one height for all (m; default 0). */
  groundHeights?: Float32Array | number;
  /** Called with the share done (0 … 1) after each chunk of rows. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Rows between yields to the event loop, where progress is told and the signal is read. */
  rowsPerChunk?: number;
};

export function cellCentre(frame: NoiseGridFrame, column: number, row: number): [number, number] {
  return [frame.originX + (column + 0.5) * frame.cellSize, frame.originY + (row + 0.5) * frame.cellSize];
}

/** ln(10) / 10: 10^(−A/10) = e^(−A · ln(10)/10), cheaper than the power in V8. */
const DB_TO_NEPER = Math.LN10 / 10;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function computeNoiseMap(
  sources: readonly NoiseSource[],
  frame: NoiseGridFrame,
  settings: NoiseSettings,
  options: NoiseMapOptions = {},
): Promise<NoiseMap> {
  const period = options.period ?? 'night';
  const { columns, rows } = frame;
  const propagator = createPropagator(settings);
  const prepared = prepareSources(sources).map((source) => {
    const mode = source.modes[period];
    return { end: source.end, lwa: mode.lwa, power: mode.bands?.map((level) => 10 ** (level / 10)) };
  });
  const levels = new Float32Array(columns * rows);
  const attenuation = new Float64Array(OCTAVE_BAND_COUNT);
  const heights = options.groundHeights ?? 0;
  const rowsPerChunk = options.rowsPerChunk ?? 16;
  for (let row = 0; row < rows; row++) {
    if (row % rowsPerChunk === 0 && row > 0) {
      options.onProgress?.(row / rows);
      await nextTask();
    }
    options.signal?.throwIfAborted();
    const y = frame.originY + (row + 0.5) * frame.cellSize;
    for (let column = 0; column < columns; column++) {
      const index = row * columns + column;
      const ground = typeof heights === 'number' ? heights : heights[index]!;
      const receiver = pathEnd(
        frame.originX + (column + 0.5) * frame.cellSize,
        y,
        ground,
        settings.receiverHeight,
      );
      let energy = 0;
      for (const source of prepared) {
        if (source.power) {
          propagator.bands(source.end, receiver, attenuation);
          for (let band = 0; band < OCTAVE_BAND_COUNT; band++)
            energy += source.power[band]! * Math.exp(-DB_TO_NEPER * attenuation[band]!);
        } else {
          energy += 10 ** ((source.lwa - propagator.total(source.end, receiver)) / 10);
        }
      }
      levels[index] = 10 * Math.log10(energy);
    }
  }
  options.onProgress?.(1);
  return { ...frame, period, levels };
}
