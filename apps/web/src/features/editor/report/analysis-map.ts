import type { PlannerObject } from '@vantage/contracts';
import { fromSystem, type GridFrame } from '@/lib/analysis/grid-frame';
import type { PlannerCoordinateSystem } from '../model/coordinates';
import { type LayoutMapFigure, type LayoutMapMark, placedLayoutMap } from './layout-map';
import { groupedNumber, reportText } from './report-text';

/**
 * A study's map for the report (the ZTV, the shadow map, the noise map): the study's grid in its
 * classes' colours under the layout map of decision 193 (the plan in vector, a stated scale,
 * scale bar and north arrow), its lines (isolines, isophones) over it, and its legend. Pure:
 * positions on paper in mm from the frame's lower left corner, so a test can measure.
 *
 * The grid is printed as an image: each cell `repeat` × `repeat` pixels (nearest neighbour, so
 * a cell stays one colour), `repeat` the least whole number that gives at least 150 dpi at the
 * printed size. Its corners are placed through the layout map's own projection, so a grid in a
 * UTM zone standing in for a project in longitude and latitude lands turned by the zone's
 * convergence, as it lies.
 */

/** The print resolution a figure must have at least: what a planning authority prints at. */
export const FIGURE_DPI = 150;
const MM_PER_INCH = 25.4;

export type PaperPoint = { x: number; y: number };

export type AnalysisRaster = {
  /** RGBA, one pixel per cell, row 0 the northernmost; transparent cells print as paper. */
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
  /** The grid's outer corners on paper. */
  southWest: PaperPoint;
  southEast: PaperPoint;
  northWest: PaperPoint;
  /** Pixels per cell each way in the printed image, and the image's resolution at its printed size. */
  repeat: number;
  dpi: number;
};

export type AnalysisLegendEntry = { label: string; color: string };

export type AnalysisMapFigure = {
  map: LayoutMapFigure;
  raster: AnalysisRaster;
  lines: { label: string; color: string; paths: PaperPoint[][] }[];
  legend: { title: string; entries: AnalysisLegendEntry[] };
  /** What the map shows, its grid and its resolution, below the layout map's own caption. */
  caption: string;
};

export type AnalysisMapInput = {
  system: PlannerCoordinateSystem;
  objects: readonly PlannerObject[];
  scenarioId: number;
  frame: { width: number; height: number };
  grid: GridFrame;
  pixels: Uint8ClampedArray;
  legend: AnalysisMapFigure['legend'];
  /** Lines in longitude and latitude (GeoJSON order), each with its label and colour. */
  lines?: readonly { label: string; color: string; coordinates: readonly (readonly [number, number])[][] }[];
  marks?: readonly LayoutMapMark[];
  /** What the grid's values are, for the caption ("Blade tips visible per cell"). */
  shows: string;
};

const distance = (a: PaperPoint, b: PaperPoint) => Math.hypot(b.x - a.x, b.y - a.y);

/** Pixels per cell for at least `dpi` when `cells` cells print `millimetres` wide. */
export function cellRepeat(cells: number, millimetres: number, dpi = FIGURE_DPI): number {
  return Math.max(1, Math.ceil((dpi * millimetres) / MM_PER_INCH / cells - 1e-9));
}

/** What a study map's grid is: its values, its cells and system, its printed resolution. */
function gridCaption(shows: string, grid: GridFrame, dpi: number): string {
  const values = {
    shows,
    cell: groupedNumber(grid.cellSize),
    system: grid.system.name,
    code: String(grid.system.epsgCode),
    dpi: String(Math.floor(dpi)),
  };
  return grid.projectSystem
    ? reportText(
        'report.map.gridCaption',
        '{shows}: cells of {cell} m in {system} (EPSG:{code}); printed at {dpi} dpi.',
        values,
      )
    : reportText(
        'report.map.gridCaptionStandIn',
        "{shows}: cells of {cell} m in {system} (EPSG:{code}), standing in for the project's system, which is not in metres; printed at {dpi} dpi.",
        values,
      );
}

export function analysisMap(input: AnalysisMapInput): AnalysisMapFigure | null {
  const { grid } = input;
  const east = grid.west + grid.width * grid.cellSize;
  const south = grid.north - grid.height * grid.cellSize;
  const corner = (x: number, y: number) => {
    const [longitude, latitude] = fromSystem(grid.system, x, y);
    return { longitude, latitude };
  };
  const corners = {
    southWest: corner(grid.west, south),
    southEast: corner(east, south),
    northWest: corner(grid.west, grid.north),
    northEast: corner(east, grid.north),
  };
  const placed = placedLayoutMap({
    system: input.system,
    objects: input.objects,
    scenarioId: input.scenarioId,
    frame: input.frame,
    marks: input.marks,
    extent: Object.values(corners),
  });
  if (!placed) return null;
  const { figure, place } = placed;
  const southWest = place(corners.southWest);
  const southEast = place(corners.southEast);
  const northWest = place(corners.northWest);
  const printedWidth = distance(southWest, southEast);
  const repeat = cellRepeat(grid.width, printedWidth);
  const dpi = (grid.width * repeat * MM_PER_INCH) / printedWidth;
  return {
    map: figure,
    raster: {
      pixels: input.pixels,
      width: grid.width,
      height: grid.height,
      southWest,
      southEast,
      northWest,
      repeat,
      dpi,
    },
    lines: (input.lines ?? []).map((line) => ({
      label: line.label,
      color: line.color,
      paths: line.coordinates.map((path) =>
        path.map(([longitude, latitude]) => place({ longitude, latitude })),
      ),
    })),
    legend: input.legend,
    caption: gridCaption(input.shows, grid, dpi),
  };
}
