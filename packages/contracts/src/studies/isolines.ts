/**
 * Isolines: the lines where a value on a regular grid equals a level, by marching squares over
 * the cell centres (linear between neighbouring centres; a saddle decided by the mean of its four
 * corners), joined into polylines (open ones from their ends, then closed rings). Used by the
 * noise map's isophones and the shadow map's lines of equal hours.
 */

/** A grid of cells: (column, row) has its centre at originX + (column + ½)·cellSize, originY + (row + ½)·cellSize; row 0 the southernmost. */
export type IsolineGrid = {
  originX: number;
  originY: number;
  cellSize: number;
  columns: number;
  rows: number;
};

/** The lines where `values` (row by row, as the grid) equal `level`, in the grid's frame. */
export function isolines(
  grid: IsolineGrid,
  values: ArrayLike<number>,
  level: number,
): Array<Array<[number, number]>> {
  const { columns, rows, originX, originY, cellSize } = grid;
  const at = (column: number, row: number) => values[row * columns + column]!;
  // A crossing sits on an edge between two centres: edge 2·node (towards the east) or
  // 2·node + 1 (towards the north) of node = row·columns + column.
  const points = new Map<number, [number, number]>();
  const crossing = (column: number, row: number, north: boolean): number => {
    const id = 2 * (row * columns + column) + (north ? 1 : 0);
    if (!points.has(id)) {
      const a = at(column, row);
      const b = north ? at(column, row + 1) : at(column + 1, row);
      const t = (level - a) / (b - a);
      points.set(id, [
        originX + (column + (north ? 0 : t) + 0.5) * cellSize,
        originY + (row + (north ? t : 0) + 0.5) * cellSize,
      ]);
    }
    return id;
  };
  const neighbours = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    const listA = neighbours.get(a);
    if (listA) listA.push(b);
    else neighbours.set(a, [b]);
    const listB = neighbours.get(b);
    if (listB) listB.push(a);
    else neighbours.set(b, [a]);
  };
  for (let row = 0; row < rows - 1; row++) {
    for (let column = 0; column < columns - 1; column++) {
      const sw = at(column, row) >= level;
      const se = at(column + 1, row) >= level;
      const ne = at(column + 1, row + 1) >= level;
      const nw = at(column, row + 1) >= level;
      const code = (sw ? 1 : 0) | (se ? 2 : 0) | (ne ? 4 : 0) | (nw ? 8 : 0);
      if (code === 0 || code === 15) continue;
      const south = () => crossing(column, row, false);
      const north = () => crossing(column, row + 1, false);
      const west = () => crossing(column, row, true);
      const east = () => crossing(column + 1, row, true);
      switch (code) {
        case 1:
        case 14:
          link(west(), south());
          break;
        case 2:
        case 13:
          link(south(), east());
          break;
        case 3:
        case 12:
          link(west(), east());
          break;
        case 4:
        case 11:
          link(east(), north());
          break;
        case 6:
        case 9:
          link(south(), north());
          break;
        case 7:
        case 8:
          link(west(), north());
          break;
        case 5:
        case 10: {
          // A saddle: the mean of the four corners decides which corners join.
          const centre =
            (at(column, row) + at(column + 1, row) + at(column + 1, row + 1) + at(column, row + 1)) / 4 >=
            level;
          if ((code === 5) === centre) {
            link(west(), north());
            link(south(), east());
          } else {
            link(west(), south());
            link(east(), north());
          }
          break;
        }
      }
    }
  }
  return chains(neighbours).map((chain) => chain.map((id) => points.get(id)!));
}

/** Joins linked crossings into polylines: open ones from their ends first, then closed rings. */
function chains(neighbours: Map<number, number[]>): number[][] {
  const visited = new Set<number>();
  const lines: number[][] = [];
  const walk = (start: number) => {
    const line = [start];
    visited.add(start);
    let current = start;
    for (;;) {
      const next = neighbours.get(current)!.find((id) => !visited.has(id));
      if (next === undefined) break;
      visited.add(next);
      line.push(next);
      current = next;
    }
    if (line.length > 2 && neighbours.get(current)!.includes(start)) line.push(start);
    lines.push(line);
  };
  for (const [id, list] of neighbours) if (list.length === 1 && !visited.has(id)) walk(id);
  for (const id of neighbours.keys()) if (!visited.has(id)) walk(id);
  return lines;
}
