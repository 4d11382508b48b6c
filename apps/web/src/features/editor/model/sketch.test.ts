import type { Sketch } from '@vantage/contracts/sketches';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { ARROW_HEAD_SHARE, arrowHead, arrowOf, sketchFeatures, sketchName, sketchSummary } from './sketch';

beforeAll(activatePlannerEnglish);

// Reference computed another way: great-circle distance and initial bearing on a sphere of the
// mean Earth radius (the code uses a local ENU plane on WGS 84); within 0.5 % and 0.3°.
const R = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
function haversine(a: { longitude: number; latitude: number }, b: { longitude: number; latitude: number }) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}
function bearing(a: { longitude: number; latitude: number }, b: { longitude: number; latitude: number }) {
  const y = Math.sin(rad(b.longitude - a.longitude)) * Math.cos(rad(b.latitude));
  const x =
    Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude)) -
    Math.sin(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(b.longitude - a.longitude));
  return (Math.atan2(y, x) * 180) / Math.PI;
}
const turn = (a: number, b: number) => ((b - a + 540) % 360) - 180;

const sketch = (over: Partial<Sketch>): Sketch => ({
  id: 1,
  projectId: 1,
  kind: 'line',
  colour: '#e8590c',
  text: '',
  points: [],
  version: 1,
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('arrowHead', () => {
  const tail = { longitude: 5.4, latitude: 52.5 };
  const head = { longitude: 5.41, latitude: 52.505 };
  it('puts the tip at the head and its sides at a fifth of the length, 25° off the shaft', () => {
    const [tip, left, right] = arrowHead(tail, head);
    expect(tip).toEqual(head);
    const length = haversine(tail, head);
    const back = bearing(head, tail);
    for (const [corner, sign] of [
      [left, 1],
      [right, -1],
    ] as const) {
      if (!corner) throw new Error('no corner');
      expect(haversine(head, corner) / (length * ARROW_HEAD_SHARE)).toBeCloseTo(1, 2);
      // Counter-clockwise on the map (east-north plane) is a smaller compass bearing.
      expect(turn(back, bearing(head, corner))).toBeCloseTo(-25 * sign, 0);
    }
  });
  it('has no head for an arrow of no length', () => {
    expect(arrowHead(tail, tail)).toEqual([]);
  });
});

describe('sketch features', () => {
  it('keeps the first and last point of a drawn line as an arrow', () => {
    const points = [
      { longitude: 1, latitude: 1 },
      { longitude: 2, latitude: 2 },
      { longitude: 3, latitude: 3 },
    ];
    expect(arrowOf(points)).toEqual([points[0], points[2]]);
    expect(arrowOf(points.slice(0, 1))).toEqual([]);
  });
  it('draws an area closed, an arrow with its head, and no feature for a label', () => {
    const area = sketch({
      id: 1,
      kind: 'area',
      points: [
        { longitude: 0, latitude: 0 },
        { longitude: 0.01, latitude: 0 },
        { longitude: 0, latitude: 0.01 },
      ],
    });
    const arrow = sketch({
      id: 2,
      kind: 'arrow',
      points: [
        { longitude: 0, latitude: 0 },
        { longitude: 0.01, latitude: 0 },
      ],
    });
    const label = sketch({ id: 3, kind: 'label', text: 'Farm', points: [{ longitude: 0, latitude: 0 }] });
    const { features } = sketchFeatures([area, arrow, label]);
    expect(features.map((f) => [f.properties?.id, f.properties?.part])).toEqual([
      [1, 'area'],
      [2, 'path'],
      [2, 'head'],
    ]);
    const ring = features[0]?.geometry.type === 'Polygon' ? features[0].geometry.coordinates[0] : [];
    expect(ring?.[0]).toEqual(ring?.[ring.length - 1]);
    expect(sketchSummary([area, arrow, label, area])).toBe('label:1|arrow:1|area:2');
    expect(sketchName(label)).toBe('Label “Farm”');
    expect(sketchName(area)).toBe('Area');
  });
});
