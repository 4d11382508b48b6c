import { i18n } from '@lingui/core';
import type { PlannerPoint } from '@vantage/contracts';
import type { Sketch, SketchKind } from '@vantage/contracts/sketches';
import type { FeatureCollection, Position } from 'geojson';
import { offsetBetween, offsetPoint } from './geometry';

/** The colours the sketch tool offers (any #rrggbb is kept; these are the choices). */
export const SKETCH_COLOURS: readonly { value: string; label: string }[] = [
  {
    value: '#e8590c',
    get label() {
      return i18n._('planner.sketch.orange');
    },
  },
  {
    value: '#c92a2a',
    get label() {
      return i18n._('planner.sketch.red');
    },
  },
  {
    value: '#1971c2',
    get label() {
      return i18n._('planner.sketch.blue');
    },
  },
  {
    value: '#2f9e44',
    get label() {
      return i18n._('planner.sketch.green');
    },
  },
  {
    value: '#6741d9',
    get label() {
      return i18n._('planner.sketch.violet');
    },
  },
  {
    value: '#212529',
    get label() {
      return i18n._('planner.sketch.black');
    },
  },
];

export const SKETCH_KIND_NAMES: Record<SketchKind, string> = {
  get label() {
    return i18n._('planner.sketch.sketchKindNamesLabel');
  },
  get arrow() {
    return i18n._('planner.sketch.sketchKindNamesArrow');
  },
  get line() {
    return i18n._('planner.sketch.sketchKindNamesLine');
  },
  get area() {
    return i18n._('planner.sketch.sketchKindNamesArea');
  },
};

/** An arrow's head is this share of its length, and the head's sides open this far from its shaft. */
export const ARROW_HEAD_SHARE = 0.2;
export const ARROW_HEAD_HALF_ANGLE = (25 * Math.PI) / 180;

/** An arrow of the points a line tool drew: from the first (tail) to the last (head). */
export function arrowOf(points: readonly PlannerPoint[]): PlannerPoint[] {
  const tail = points[0];
  const head = points[points.length - 1];
  return tail && head && points.length >= 2 ? [tail, head] : [];
}

/**
 * The head of an arrow from `tail` to `head`: a triangle with its tip at the head, its sides
 * ARROW_HEAD_SHARE of the arrow's length long, opening ARROW_HEAD_HALF_ANGLE each side of the
 * shaft (on a local plane at the head: arrows are short next to the Earth).
 */
export function arrowHead(tail: PlannerPoint, head: PlannerPoint): PlannerPoint[] {
  const { dx, dy } = offsetBetween(head, tail);
  const length = Math.hypot(dx, dy);
  if (length === 0) return [];
  const side = length * ARROW_HEAD_SHARE;
  const back = Math.atan2(dy, dx);
  const corner = (turn: number) =>
    offsetPoint(head, side * Math.cos(back + turn), side * Math.sin(back + turn));
  return [head, corner(ARROW_HEAD_HALF_ANGLE), corner(-ARROW_HEAD_HALF_ANGLE)];
}

const position = (point: PlannerPoint): Position => [point.longitude, point.latitude];

/**
 * The annotations as map features: an area's fill and outline, a line's and an arrow's path,
 * an arrow's head as a filled triangle. Labels are drawn as the map's markers (the offline
 * basemap has no glyphs for a symbol layer).
 */
export function sketchFeatures(sketches: readonly Sketch[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: sketches.flatMap((sketch) => {
      const properties = { id: sketch.id, kind: sketch.kind, colour: sketch.colour };
      const positions = sketch.points.map(position);
      if (sketch.kind === 'area')
        return [
          {
            type: 'Feature' as const,
            geometry: { type: 'Polygon' as const, coordinates: [[...positions, positions[0] ?? [0, 0]]] },
            properties: { ...properties, part: 'area' },
          },
        ];
      if (sketch.kind === 'label') return [];
      const path = {
        type: 'Feature' as const,
        geometry: { type: 'LineString' as const, coordinates: positions },
        properties: { ...properties, part: 'path' },
      };
      const [tail, head] = sketch.points;
      if (sketch.kind !== 'arrow' || !tail || !head) return [path];
      const triangle = arrowHead(tail, head).map(position);
      if (triangle.length === 0) return [path];
      return [
        path,
        {
          type: 'Feature' as const,
          geometry: { type: 'Polygon' as const, coordinates: [[...triangle, triangle[0] ?? [0, 0]]] },
          properties: { ...properties, part: 'head' },
        },
      ];
    }),
  };
}

/** How many annotations of each kind, as "kind:count" joined by "|" in kind order (for tests). */
export function sketchSummary(sketches: readonly Sketch[]): string {
  const counts = new Map<SketchKind, number>();
  for (const sketch of sketches) counts.set(sketch.kind, (counts.get(sketch.kind) ?? 0) + 1);
  return (['label', 'arrow', 'line', 'area'] as const)
    .filter((kind) => counts.has(kind))
    .map((kind) => `${kind}:${counts.get(kind)}`)
    .join('|');
}

/** The words naming an annotation in the list: its kind and its text, if any. */
export function sketchName(sketch: Pick<Sketch, 'kind' | 'text'>): string {
  const kind = SKETCH_KIND_NAMES[sketch.kind];
  return sketch.text.trim() ? `${kind} “${sketch.text.trim()}”` : kind;
}
