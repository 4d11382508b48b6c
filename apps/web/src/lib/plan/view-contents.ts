import { bearingOf, geodeticToEnu, hiddenHeight } from '@/lib/plan/geodesy';
import { type ObjectSpec, objectSpec, type ViewerObject, type ViewerPreset } from '@/lib/plan/object-specs';

/**
 * What a viewpoint's view holds: the text alternative of its 3D scene, in the planner's preview
 * ("List view") and in the public viewer's list view, which put it in their own words. For each
 * object of the shown content: its kind, how far and in which direction its nearest part lies
 * from the eye, and whether the view shows it: inside the horizontal field of view and not
 * wholly below the sea horizon (the 3D view has no terrain).
 */
export type ViewContentsRow = {
  id: number;
  name: string;
  kind: ObjectSpec['kind'];
  /** Metres from the eye to the object's nearest part, along the ground. */
  distance: number;
  /** Degrees from north, clockwise, to that part. */
  bearing: number;
  seen: 'inView' | 'outsideFieldOfView' | 'belowHorizon';
};

export type ViewpointLike = {
  position: { longitude: number; latitude: number; altitude: number };
  pan: number;
  fieldOfView: number;
};

type EastNorth = [number, number];

/** The point of segment a–b nearest to the origin. */
function nearestOnSegment(a: EastNorth, b: EastNorth): EastNorth {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, -(a[0] * dx + a[1] * dy) / length2));
  return [a[0] + t * dx, a[1] + t * dy];
}

/** Whether the origin lies inside the polygon (even-odd rule). */
function inside(polygon: EastNorth[]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > 0 !== yj > 0 && 0 < ((xj - xi) * -yi) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/** Signed difference of two headings, degrees in (−180, 180]. */
const turn = (from: number, to: number) => {
  const d = ((((to - from) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
};

/** How tall the object stands, metres: what the horizon can hide of it. */
function heightOf(object: ViewerObject, presets: ViewerPreset[]): number {
  const spec = objectSpec(object, presets);
  if (spec.kind === 'turbine') return spec.hubHeight.value + spec.rotorDiameter.value / 2;
  if (spec.kind === 'solar') return spec.panelHeight.value;
  if (spec.kind === 'powerLine') return spec.pylonHeight.value;
  return 0.5; // a cable's trace lies on the surface
}

export function viewContents(
  viewpoint: ViewpointLike,
  objects: readonly ViewerObject[],
  presets: ViewerPreset[],
): ViewContentsRow[] {
  const eye = { ...viewpoint.position, altitude: 0 };
  const rows = objects.flatMap((object): ViewContentsRow[] => {
    const points = object.points.map((p): EastNorth => {
      const enu = geodeticToEnu(eye, { ...p, altitude: 0 });
      return [enu.east, enu.north];
    });
    if (points.length === 0) return [];
    const closed = object.layout === 'Area' && points.length > 2;
    const segments: Array<[EastNorth, EastNorth]> = points.length === 1 ? [[points[0]!, points[0]!]] : [];
    for (let i = 0; i + 1 < points.length; i += 1) segments.push([points[i]!, points[i + 1]!]);
    if (closed) segments.push([points.at(-1)!, points[0]!]);
    const nearest = closed && inside(points) ? ([0, 0] as EastNorth) : undefined;
    const [east, north] =
      nearest ??
      segments
        .map(([a, b]) => nearestOnSegment(a, b))
        .reduce((best, p) => (Math.hypot(p[0], p[1]) < Math.hypot(best[0], best[1]) ? p : best));
    const distance = Math.hypot(east, north);
    const bearing = bearingOf(east, north);
    const half = viewpoint.fieldOfView / 2;
    const inField =
      distance === 0 ||
      [[east, north] as EastNorth, ...points].some(
        ([e, n]) => Math.abs(turn(viewpoint.pan, bearingOf(e, n))) <= half,
      );
    const hidden = hiddenHeight(distance, viewpoint.position.altitude) >= heightOf(object, presets);
    const kind = objectSpec(object, presets).kind;
    const seen = hidden ? 'belowHorizon' : inField ? 'inView' : 'outsideFieldOfView';
    return [{ id: object.id, name: object.name, kind, distance, bearing, seen }];
  });
  return rows.sort((a, b) => a.distance - b.distance);
}
