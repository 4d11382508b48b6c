import type { ConstraintGeometry } from '@vantage/contracts';
import type { LonLat } from '@vantage/contracts/studies/geodesy';
import type { SetbackRuleInput } from '@vantage/contracts/studies/setbacks';
import { pointAlongGeodesic, vincentyDistance } from '@vantage/contracts/studies/vincenty.test-support';
import { describe, expect, it } from 'vitest';
import { layerBuffer, layerZones, type ZonePolygon } from './layer-zones';

// The brute force: each edge of the feature as 1,000 points along its own geodesic, the
// distance to each by Vincenty's formula (written in the test support, not GeographicLib). At
// 1 m spacing the nearest sample is within 1² / (8 × 300 m) ≈ 0.4 mm of the nearest point.
const SAMPLES = 1_000;

const sampled = (path: readonly LonLat[]): LonLat[] =>
  path.slice(1).flatMap((b, i) => {
    const a = path[i]!;
    return Array.from({ length: SAMPLES + 1 }, (_, k) => pointAlongGeodesic(a, b, k / SAMPLES));
  });

const nearest = (from: LonLat, samples: readonly LonLat[]) =>
  Math.min(...samples.map((p) => vincentyDistance(from, p)));

/** Even-odd rule in longitude and latitude (the zones' chords are tens of metres: planar enough). */
function ringHolds(ring: readonly LonLat[], p: LonLat): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (
      a.latitude > p.latitude !== b.latitude > p.latitude &&
      p.longitude <
        a.longitude + ((p.latitude - a.latitude) * (b.longitude - a.longitude)) / (b.latitude - a.latitude)
    )
      inside = !inside;
  }
  return inside;
}
const zoneHolds = (polygons: readonly ZonePolygon[], p: LonLat) =>
  polygons.some(
    ([outer, ...holes]) => outer !== undefined && ringHolds(outer, p) && !holes.some((h) => ringHolds(h, p)),
  );

const lonLat = (p: LonLat) => [p.longitude, p.latitude];

// A road with a bend near Lelystad (52.5° N), about 2.3 km long.
const road: LonLat[] = [
  { longitude: 5.4, latitude: 52.5 },
  { longitude: 5.415, latitude: 52.506 },
  { longitude: 5.43, latitude: 52.501 },
];
const D = 300;
// Between two vertices an arc's chord lies inside the true zone by at most D (1 − cos 2.5°).
const CHORD_SAG = D * (1 - Math.cos((2.5 * Math.PI) / 180));

describe('layerBuffer', () => {
  const roadSamples = sampled(road);
  const zone = layerBuffer([{ type: 'LineString', coordinates: road.map(lonLat) }], D);

  it('puts every vertex of a road’s zone at the buffer distance from the road (brute force, within 1 cm)', () => {
    expect(zone).toHaveLength(1);
    const [outer, ...holes] = zone[0]!;
    expect(holes).toHaveLength(0);
    expect(outer!.length).toBeGreaterThan(72);
    let worst = 0;
    for (const vertex of outer!) worst = Math.max(worst, Math.abs(nearest(vertex, roadSamples) - D));
    expect(worst).toBeLessThan(0.01);
  });

  it('holds every point nearer than the distance (less the chords’ sag) and no point farther', () => {
    const [west, south] = [5.4 - 0.006, 52.5 - 0.004];
    const [east, north] = [5.43 + 0.006, 52.506 + 0.004];
    let inside = 0;
    let outside = 0;
    for (let i = 0; i <= 30; i++)
      for (let j = 0; j <= 30; j++) {
        const p = {
          longitude: west + ((east - west) * i) / 30,
          latitude: south + ((north - south) * j) / 30,
        };
        const distance = nearest(p, roadSamples);
        const held = zoneHolds(zone, p);
        if (distance > D + 0.01) {
          expect(held, `${p.longitude}, ${p.latitude} at ${distance} m`).toBe(false);
          outside++;
        } else if (distance < D - CHORD_SAG - 0.01) {
          expect(held, `${p.longitude}, ${p.latitude} at ${distance} m`).toBe(true);
          inside++;
        }
      }
    // The grid reaches both sides of the zone's edge.
    expect(inside).toBeGreaterThan(100);
    expect(outside).toBeGreaterThan(100);
  });

  it('covers an area and its surroundings: its inside, and a ring the distance out from its edges', () => {
    const area: LonLat[] = [
      { longitude: 5.5, latitude: 52.5 },
      { longitude: 5.52, latitude: 52.5 },
      { longitude: 5.52, latitude: 52.51 },
      { longitude: 5.5, latitude: 52.51 },
      { longitude: 5.5, latitude: 52.5 },
    ];
    const polygon: ConstraintGeometry = { type: 'Polygon', coordinates: [area.map(lonLat)] };
    const zones = layerBuffer([polygon], D);
    expect(zones).toHaveLength(1);
    const edges = sampled(area);
    let worst = 0;
    for (const vertex of zones[0]![0]!) worst = Math.max(worst, Math.abs(nearest(vertex, edges) - D));
    expect(worst).toBeLessThan(0.01);
    expect(zoneHolds(zones, { longitude: 5.51, latitude: 52.505 })).toBe(true);
  });

  it('joins the zones of a layer’s features where they overlap, and keeps apart ones that do not', () => {
    const near: ConstraintGeometry = { type: 'Point', coordinates: [5.4, 52.5] };
    const beside: ConstraintGeometry = { type: 'Point', coordinates: [5.404, 52.5] }; // ~271 m east
    const far: ConstraintGeometry = { type: 'Point', coordinates: [5.45, 52.5] };
    expect(layerBuffer([near, beside], D)).toHaveLength(1);
    expect(layerBuffer([near, beside, far], D)).toHaveLength(2);
    expect(layerBuffer([], D)).toEqual([]);
    expect(layerBuffer([near], 0)).toEqual([]);
  });
});

describe('layerZones', () => {
  const rule = (over: Partial<SetbackRuleInput>): SetbackRuleInput => ({
    id: 1,
    name: 'Roads',
    targetKind: 'constraintLayer',
    receptorCategory: null,
    constraintLayerId: 7,
    distanceValue: 1.5,
    distanceUnit: 'tipHeight',
    ...over,
  });
  const layer = {
    id: 7,
    name: 'Roads',
    geometries: [{ type: 'LineString', coordinates: road.map(lonLat) }] as ConstraintGeometry[],
  };

  it('draws a layer rule’s zone at the rule’s distance for the size given, and nothing for other rules or a missing layer', () => {
    const zones = layerZones(
      [
        rule({}),
        rule({ id: 2, constraintLayerId: 8 }),
        rule({ id: 3, targetKind: 'receptor', receptorCategory: 'dwelling', constraintLayerId: null }),
      ],
      [layer],
      { tipHeight: 200, rotorDiameter: 120 },
    );
    expect(zones.map((z) => [z.ruleId, z.layerId, z.distance])).toEqual([[1, 7, 300]]);
    const outer = zones[0]!.polygons[0]![0]!;
    const samples = sampled(road);
    expect(Math.abs(nearest(outer[0]!, samples) - 300)).toBeLessThan(0.01);
  });
});
