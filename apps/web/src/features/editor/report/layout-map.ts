import type { PlannerObject, PlannerObjectRole, PlannerPoint } from '@vantage/contracts';
import { roleOf } from '@/lib/plan/kinds/registry';
import {
  fromWgs84,
  isGeographic,
  type PlannerCoordinateSystem,
  type ProjectedPoint,
} from '../model/coordinates';
import { isProjectWide } from '../model/site-studies';
import {
  layerOverlays,
  type MapLayerInput,
  type MapLayerOverlay,
  type MapZoneInput,
  type MapZoneOverlay,
  zoneOverlays,
} from './map-overlays';
import { groupedNumber, reportText } from './report-text';

/**
 * The layout chapter's map figure: the scenario's objects and the project's receptors, site
 * boundary and existing turbines drawn to a stated scale, with a scale bar and a north arrow.
 * Pure: positions on paper in millimetres from the frame's lower left corner, so that the
 * writer only draws and a test can measure.
 *
 * Metres on paper are the project system's grid metres (its scale factor, within 0.1 % of
 * true length near a transverse Mercator's or a stereographic system's centre, is not
 * applied); a project in longitude and latitude is drawn on a local plane through the layout's
 * centre (equirectangular), whose scale holds within 0.1 % over 10 km. Up on the page is the
 * system's grid north; the arrow points to true north.
 */
export type LayoutMapItem = {
  role: PlannerObjectRole;
  name: string;
  /** A point object, a line or an area's outline (closed by the writer), in mm. */
  shape: 'point' | 'line' | 'area';
  points: { x: number; y: number }[];
};

export type LayoutMapFigure = {
  /** The scale's denominator: 1:`scale`. */
  scale: number;
  frame: { width: number; height: number };
  items: LayoutMapItem[];
  scaleBar: { metres: number; length: number };
  /** The direction of true north on the page, degrees clockwise from up. */
  northDegrees: number;
  /** What the figure's caption says: its scale, its frame, its metres and its north. */
  caption: string;
  /**
   * Viewpoints marked on the map, in mm, with the view's direction on the page (degrees clockwise
   * from up, grid north turned to true north) and its horizontal field of view.
   */
  marks: { name: string; x: number; y: number; direction: number; fov: number }[];
  /** The project's constraint layers under the plan, cut to the frame. */
  layers: MapLayerOverlay[];
  /** The setback rules' buffer zones, cut to the frame. */
  zones: MapZoneOverlay[];
};

/** A viewpoint to mark: where it stands, where it looks (degrees from true north) and how wide. */
export type LayoutMapMark = { name: string; point: PlannerPoint; heading: number; fov: number };

/** Round scales a map is printed at, smallest first. */
export const MAP_SCALES = [
  1_000, 2_000, 2_500, 5_000, 10_000, 20_000, 25_000, 50_000, 100_000, 200_000, 250_000, 500_000, 1_000_000,
] as const;

/** Space kept around the drawn objects inside the frame, as a share of each side. */
const PADDING = 0.08;
/** The shortest extent a map shows, metres (a single turbine still gets its surroundings). */
const MINIMUM_EXTENT_M = 500;
const EARTH_RADIUS_M = 6_371_008.8;

/** What a map shows of the plan: the scenario's own objects and what belongs to the whole project. */
function mapObjects(objects: readonly PlannerObject[], scenarioId: number) {
  return objects.filter(
    (object) => object.points.length > 0 && (object.scenarioId === scenarioId || isProjectWide(object)),
  );
}

/** Grid metres of a WGS 84 point: the system's own, or a local plane for longitude and latitude. */
function planeOf(system: PlannerCoordinateSystem, points: readonly PlannerPoint[]) {
  if (!isGeographic(system)) {
    return {
      toPlane: (point: PlannerPoint): ProjectedPoint => fromWgs84(system, point),
      plane: reportText('report.map.gridMetres', 'grid metres of {system} (EPSG:{code})', {
        system: system.name,
        code: String(system.epsgCode),
      }),
    };
  }
  const longitude0 = points.reduce((sum, point) => sum + point.longitude, 0) / points.length;
  const latitude0 = points.reduce((sum, point) => sum + point.latitude, 0) / points.length;
  const perDegree = (Math.PI / 180) * EARTH_RADIUS_M;
  return {
    toPlane: (point: PlannerPoint): ProjectedPoint => ({
      x: (point.longitude - longitude0) * perDegree * Math.cos((latitude0 * Math.PI) / 180),
      y: (point.latitude - latitude0) * perDegree,
    }),
    plane: reportText('report.map.localPlane', 'metres on a local plane through the layout’s centre'),
  };
}

/** The longest round length (1, 2 or 5 × 10ⁿ m) at most `maximum` metres. */
export function roundLength(maximum: number): number {
  const power = 10 ** Math.floor(Math.log10(maximum));
  return [5, 2, 1].map((step) => step * power).find((length) => length <= maximum) ?? power;
}

const SHAPE_OF: Record<PlannerObject['layout'], LayoutMapItem['shape']> = {
  Point: 'point',
  Path: 'line',
  Area: 'area',
};

export type LayoutMapInput = {
  system: PlannerCoordinateSystem;
  objects: readonly PlannerObject[];
  scenarioId: number;
  frame: { width: number; height: number };
  /** Viewpoints to mark; the map's extent takes them in. */
  marks?: readonly LayoutMapMark[];
  /** More positions the map's extent takes in (an analysis grid's corners). */
  extent?: readonly PlannerPoint[];
  /** Constraint layers and setback zones drawn under the plan; they do not widen the extent. */
  constraintLayers?: readonly MapLayerInput[];
  setbackZones?: readonly MapZoneInput[];
};

/** The figure for a frame of `frame` mm, or null when the scenario and project have nothing with a position. */
export function layoutMap(input: LayoutMapInput): LayoutMapFigure | null {
  return placedLayoutMap(input)?.figure ?? null;
}

/**
 * The figure, and where on it (mm from the frame's lower left corner) any WGS 84 position lands:
 * what an analysis map needs to lay its grid and its lines under and over the plan.
 */
export function placedLayoutMap(
  input: LayoutMapInput,
): { figure: LayoutMapFigure; place: (point: PlannerPoint) => { x: number; y: number } } | null {
  const shown = mapObjects(input.objects, input.scenarioId);
  const marks = input.marks ?? [];
  const extent = input.extent ?? [];
  if (shown.length === 0 && marks.length === 0 && extent.length === 0) return null;
  const { toPlane, plane } = planeOf(input.system, [
    ...shown.flatMap((object) => object.points),
    ...marks.map((mark) => mark.point),
    ...extent,
  ]);
  const planar = shown.map((object) => ({ object, points: object.points.map(toPlane) }));
  const all = [
    ...planar.flatMap((entry) => entry.points),
    ...marks.map((mark) => toPlane(mark.point)),
    ...extent.map(toPlane),
  ];
  const xs = all.map((point) => point.x);
  const ys = all.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = Math.max(maxX - minX, MINIMUM_EXTENT_M);
  const spanY = Math.max(maxY - minY, MINIMUM_EXTENT_M);
  const usable = {
    width: input.frame.width * (1 - 2 * PADDING),
    height: input.frame.height * (1 - 2 * PADDING),
  };
  // mm on paper per metre on the ground is 1000 / scale: the largest round scale that fits both ways.
  const needed = Math.max((spanX * 1000) / usable.width, (spanY * 1000) / usable.height);
  const scale =
    MAP_SCALES.find((candidate) => candidate >= needed) ?? Math.ceil(needed / 1_000_000) * 1_000_000;
  const mmPerMetre = 1000 / scale;
  const centre = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  const toPaper = (point: ProjectedPoint) => ({
    x: input.frame.width / 2 + (point.x - centre.x) * mmPerMetre,
    y: input.frame.height / 2 + (point.y - centre.y) * mmPerMetre,
  });
  const items = planar.map(({ object, points }) => {
    const role = roleOf(object);
    return { role, name: object.name, shape: SHAPE_OF[object.layout], points: points.map(toPaper) };
  });

  const metres = roundLength(input.frame.width / 4 / mmPerMetre);
  // True north: the direction in which a point a little further north lands on the grid.
  const first = (shown[0]?.points[0] ?? marks[0]?.point ?? extent[0]) as PlannerPoint;
  const here = toPlane(first);
  const north = toPlane({ longitude: first.longitude, latitude: Math.min(first.latitude + 0.01, 89.99) });
  const northDegrees = (Math.atan2(north.x - here.x, north.y - here.y) * 180) / Math.PI;
  const figure: LayoutMapFigure = {
    scale,
    frame: input.frame,
    items,
    scaleBar: { metres, length: metres * mmPerMetre },
    northDegrees,
    marks: marks.map((mark) => ({
      name: mark.name,
      ...toPaper(toPlane(mark.point)),
      direction: mark.heading + northDegrees,
      fov: mark.fov,
    })),
    layers: layerOverlays(input.constraintLayers ?? [], (point) => toPaper(toPlane(point)), input.frame),
    zones: zoneOverlays(input.setbackZones ?? [], (point) => toPaper(toPlane(point)), input.frame),
    caption: reportText(
      'report.map.caption',
      'Scale {scale} at the printed size (frame {width} × {height} mm). Distances in {plane}; up is grid north, the arrow points to true north.',
      {
        scale: scaleText(scale),
        width: groupedNumber(input.frame.width),
        height: groupedNumber(input.frame.height),
        plane,
      },
    ),
  };
  return { figure, place: (point) => toPaper(toPlane(point)) };
}

/** "1:10,000" as a caption writes it ("1:10.000" in Dutch and German). */
export const scaleText = (scale: number) => `1:${groupedNumber(scale)}`;
