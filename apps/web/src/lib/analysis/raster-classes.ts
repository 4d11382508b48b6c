/**
 * How an analysis's grid is drawn: its values grouped into classes, each with its colour and
 * label, for the planner's map, its legend and the image exports.
 */
export type AnalysisClass = { from: number; to: number; color: string; label: string };

export type Rgb = readonly [number, number, number];

export const hexRgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/**
 * RGBA pixels of a grid's values, each in the colour `colorOf` gives it (opaque) or transparent
 * (null): one pixel per cell, or with `cells` one per entry, naming the cell it shows (-1: none).
 */
export function rasterPixels(
  values: ArrayLike<number>,
  colorOf: (value: number) => Rgb | null | undefined,
  cells?: Int32Array,
): Uint8ClampedArray<ArrayBuffer> {
  const length = cells ? cells.length : values.length;
  const pixels = new Uint8ClampedArray(length * 4);
  for (let index = 0; index < length; index++) {
    const cell = cells ? cells[index]! : index;
    if (cell < 0) continue;
    const color = colorOf(values[cell]!);
    if (!color) continue;
    pixels[index * 4] = color[0];
    pixels[index * 4 + 1] = color[1];
    pixels[index * 4 + 2] = color[2];
    pixels[index * 4 + 3] = 255;
  }
  return pixels;
}

/** The colour of a value in classes of ranges, `from` included and `to` excluded (Infinity: open above). */
export function rangeColor(classes: readonly AnalysisClass[]): (value: number) => Rgb | null {
  const colors = classes.map((item) => hexRgb(item.color));
  return (value) => {
    const index = classes.findIndex((item) => value >= item.from && value < item.to);
    return index < 0 ? null : colors[index]!;
  };
}
