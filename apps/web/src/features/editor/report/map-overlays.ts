import type { ConstraintGeometry, ConstraintPosition, PlannerPoint } from '@vantage/contracts';
import { type BoundingBox, clipPolygon, clipPolyline, type Point } from 'lineclip';

/**
 * What a report's map draws under the plan: the project's constraint layers in their colours and
 * the setback rules' buffer zones, cut to the map's frame. A constraint layer may cover a whole
 * province; the map's extent stays that of the plan, and only what falls inside the frame is
 * drawn (and counted), so that a national road layer neither shrinks the scale nor bloats the PDF.
 * Pure: positions on paper in mm from the frame's lower left corner.
 */
export type PaperPath = { x: number; y: number }[];

export type MapLayerOverlay = {
  name: string;
  /** The layer's colour, `#rrggbb`. */
  colour: string;
  points: { x: number; y: number }[];
  lines: PaperPath[];
  /** Each polygon's rings (outline first, then holes), cut to the frame. */
  areas: PaperPath[][];
  /** Features with some part inside the frame, of the layer's features. */
  shown: number;
  features: number;
};

export type MapZoneOverlay = {
  /** The rule's name and what it asks ("Houses: 800 m (4 × tip height 200 m)"). */
  label: string;
  rings: PaperPath[];
};

export type MapLayerInput = {
  /** The constraint layer's id, which a setback rule names. */
  id?: number;
  name: string;
  colour: string;
  geometries: readonly ConstraintGeometry[];
};
/** A rule's zones: one ring (WGS 84) around each thing it keeps turbines from. */
export type MapZoneInput = { label: string; rings: readonly (readonly PlannerPoint[])[] };

type Place = (point: PlannerPoint) => { x: number; y: number };

const toPoint = ({ x, y }: { x: number; y: number }): Point => [x, y];
const fromPoint = ([x, y]: Point) => ({ x, y });

function placer(place: Place) {
  return (position: ConstraintPosition): Point =>
    toPoint(place({ longitude: position[0] ?? 0, latitude: position[1] ?? 0 }));
}

const inside = ([x, y]: Point, [minX, minY, maxX, maxY]: BoundingBox) =>
  x >= minX && x <= maxX && y >= minY && y <= maxY;

/** A ring cut to the frame: none when nothing of it is inside (fewer than 3 corners left), else one. */
function clippedRing(ring: Point[], box: BoundingBox): PaperPath[] {
  const cut = clipPolygon(ring, box);
  return cut.length >= 3 ? [cut.map(fromPoint)] : [];
}

/** The constraint layers as drawn on a map of `frame` mm whose `place` puts a position on paper. */
export function layerOverlays(
  layers: readonly MapLayerInput[],
  place: Place,
  frame: { width: number; height: number },
): MapLayerOverlay[] {
  const box: BoundingBox = [0, 0, frame.width, frame.height];
  const at = placer(place);
  return layers.map((layer) => {
    const overlay: MapLayerOverlay = {
      name: layer.name,
      colour: layer.colour,
      points: [],
      lines: [],
      areas: [],
      shown: 0,
      features: layer.geometries.length,
    };
    for (const geometry of layer.geometries) {
      const before = overlay.points.length + overlay.lines.length + overlay.areas.length;
      switch (geometry.type) {
        case 'Point':
        case 'MultiPoint': {
          const positions = geometry.type === 'Point' ? [geometry.coordinates] : geometry.coordinates;
          for (const point of positions.map(at))
            if (inside(point, box)) overlay.points.push(fromPoint(point));
          break;
        }
        case 'LineString':
        case 'MultiLineString': {
          const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
          for (const line of lines)
            for (const part of clipPolyline(line.map(at), box))
              if (part.length >= 2) overlay.lines.push(part.map(fromPoint));
          break;
        }
        case 'Polygon':
        case 'MultiPolygon': {
          const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
          for (const [outline, ...holes] of polygons) {
            const [outer] = outline ? clippedRing(outline.map(at), box) : [];
            if (!outer) continue;
            const cutHoles = holes.flatMap((hole) => clippedRing(hole.map(at), box));
            overlay.areas.push([outer, ...cutHoles]);
          }
          break;
        }
      }
      if (overlay.points.length + overlay.lines.length + overlay.areas.length > before) overlay.shown += 1;
    }
    return overlay;
  });
}

/** The setback zones as drawn on the map: each rule's rings cut to the frame; a rule with none inside is left out. */
export function zoneOverlays(
  zones: readonly MapZoneInput[],
  place: Place,
  frame: { width: number; height: number },
): MapZoneOverlay[] {
  const box: BoundingBox = [0, 0, frame.width, frame.height];
  return zones.flatMap((zone) => {
    const rings = zone.rings.flatMap((ring) =>
      clippedRing(
        ring.map((point) => toPoint(place(point))),
        box,
      ),
    );
    return rings.length > 0 ? [{ label: zone.label, rings }] : [];
  });
}
