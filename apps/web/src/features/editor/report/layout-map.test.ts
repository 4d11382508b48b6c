import type { PlannerObject } from '@vantage/contracts';
import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { setbackZones } from '@vantage/contracts/studies/setbacks';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { toWgs84 } from '../model/coordinates';
import { RD_NEW, UTM_31N, WGS84 } from '../model/import/fixtures/systems';
import { LAYOUT_MAP_FRAME } from './layout-chapter';
import { layoutMap, MAP_SCALES, roundLength, scaleText } from './layout-map';

beforeAll(activatePlannerEnglish);

let nextId = 1;
function placed(
  kind: keyof typeof PLANNER_OBJECT_KINDS,
  points: PlannerObject['points'],
  scenarioId = 10,
): PlannerObject {
  const { typeId, layout } = PLANNER_OBJECT_KINDS[kind];
  return {
    id: nextId,
    projectId: 1,
    scenarioId,
    name: `${kind} ${nextId++}`,
    layout,
    plannerObjectTypeId: typeId,
    points,
    presetId: null,
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    plannerObjectDataJson: '{}',
    tagNames: [],
    version: 1,
  } as PlannerObject;
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);
const inner = { width: LAYOUT_MAP_FRAME.width * 0.84, height: LAYOUT_MAP_FRAME.height * 0.84 };

describe('the layout map of the report', () => {
  it('draws grid metres at the smallest round scale that fits, with a scale bar of that scale', () => {
    // Two turbines 3,000 m apart east–west on the RD grid: 3,000,000 mm / 210 mm → 1:14,286 needed.
    const west = toWgs84(RD_NEW, 150_000, 450_000);
    const east = toWgs84(RD_NEW, 153_000, 450_000);
    const figure = layoutMap({
      system: RD_NEW,
      objects: [placed('turbine', [west]), placed('turbine', [east])],
      scenarioId: 10,
      frame: LAYOUT_MAP_FRAME,
    });
    expect(figure).not.toBeNull();
    if (!figure) return;
    const needed = (3_000 * 1000) / inner.width;
    const expected = MAP_SCALES.find((scale) => scale >= needed);
    expect(figure.scale).toBe(expected);
    expect(figure.scale).toBe(20_000);
    expect(scaleText(figure.scale)).toBe('1:20,000');
    // On paper: 3,000 m at 1:20,000 is 150 mm (within 1 µm: the RD round trip is sub-millimetre).
    const [a, b] = figure.items.map((item) => item.points[0] as { x: number; y: number });
    expect(distance(a as never, b as never)).toBeCloseTo(150, 3);
    // Centred in the frame, on one grid row.
    expect(((a?.x ?? 0) + (b?.x ?? 0)) / 2).toBeCloseTo(LAYOUT_MAP_FRAME.width / 2, 3);
    expect(a?.y).toBeCloseTo(b?.y ?? Number.NaN, 3);
    // A round bar length of at most a quarter of the frame, drawn at the map's scale.
    expect(figure.scaleBar.metres).toBe(1_000);
    expect(figure.scaleBar.length).toBeCloseTo((1_000 * 1000) / 20_000, 9);
  });

  it('points its north arrow to true north: the grid convergence of a transverse Mercator', () => {
    // UTM 31N (central meridian 3° E) at 5.5° E, 52° N. Spherical convergence
    // γ = atan(tan(λ − λ0) · sin φ), an independent formula; the ellipsoid differs by < 0.01°.
    // East of the central meridian, true north lies to the left (anticlockwise) of grid north.
    const point = { longitude: 5.5, latitude: 52 };
    const gamma =
      (Math.atan(Math.tan((2.5 * Math.PI) / 180) * Math.sin((52 * Math.PI) / 180)) * 180) / Math.PI;
    const figure = layoutMap({
      system: UTM_31N,
      objects: [placed('turbine', [point])],
      scenarioId: 10,
      frame: LAYOUT_MAP_FRAME,
    });
    expect(figure?.northDegrees).toBeCloseTo(-gamma, 1);
    expect(Math.abs((figure?.northDegrees ?? 0) + gamma)).toBeLessThan(0.02);
  });

  it('draws a project in longitude and latitude on a local plane within 0.1 % of the true distance', () => {
    // 0.05° of longitude at 52° N; the haversine distance on the mean sphere is the reference.
    const a = { longitude: 4.6, latitude: 52 };
    const b = { longitude: 4.65, latitude: 52 };
    const R = 6_371_008.8;
    const phi = (52 * Math.PI) / 180;
    const dLambda = (0.05 * Math.PI) / 180;
    const haversine = 2 * R * Math.asin(Math.sqrt(Math.cos(phi) ** 2 * Math.sin(dLambda / 2) ** 2));
    const figure = layoutMap({
      system: WGS84,
      objects: [placed('turbine', [a]), placed('turbine', [b])],
      scenarioId: 10,
      frame: LAYOUT_MAP_FRAME,
    });
    if (!figure) throw new Error('no figure');
    const [p, q] = figure.items.map((item) => item.points[0] as { x: number; y: number });
    const metresOnPaper = (distance(p as never, q as never) * figure.scale) / 1000;
    expect(Math.abs(metresOnPaper - haversine) / haversine).toBeLessThan(0.001);
    expect(figure.northDegrees).toBeCloseTo(0, 9);
  });

  it("shows the scenario's objects and the project's receptors, but not another scenario's turbines", () => {
    const turbine = placed('turbine', [toWgs84(RD_NEW, 150_000, 450_000)]);
    const other = placed('turbine', [toWgs84(RD_NEW, 150_500, 450_000)], 11);
    const house = placed('receptor', [toWgs84(RD_NEW, 150_800, 450_300)], 11);
    const cable = placed('cable', [toWgs84(RD_NEW, 150_000, 450_000), toWgs84(RD_NEW, 150_800, 450_000)]);
    const figure = layoutMap({
      system: RD_NEW,
      objects: [turbine, other, house, cable],
      scenarioId: 10,
      frame: LAYOUT_MAP_FRAME,
    });
    expect(figure?.items.map((item) => [item.name, item.role, item.shape])).toEqual([
      [turbine.name, 'turbine', 'point'],
      [house.name, 'receptor', 'point'],
      [cable.name, 'line', 'line'],
    ]);
    expect(
      layoutMap({ system: RD_NEW, objects: [other], scenarioId: 10, frame: LAYOUT_MAP_FRAME }),
    ).toBeNull();
  });

  it('rounds scale bar lengths down to 1, 2 or 5 × 10ⁿ', () => {
    expect([0.9, 1, 1.9, 2, 4.99, 5, 9.9, 10, 62.5, 1_249, 3_125].map(roundLength)).toEqual([
      0.5, 1, 1, 2, 2, 5, 5, 10, 50, 1_000, 2_000,
    ]);
  });
});

describe('a viewpoint on the location map', () => {
  it('takes the viewpoint into the extent, at its grid position, looking along its heading turned by the grid convergence', () => {
    const turbine = placed('turbine', [toWgs84(RD_NEW, 150_000, 450_000)]);
    // 2,000 m south of the turbine on the grid, looking at true north.
    const eye = toWgs84(RD_NEW, 150_000, 448_000);
    const figure = layoutMap({
      system: RD_NEW,
      objects: [turbine],
      scenarioId: 10,
      frame: { width: 100, height: 80 },
      marks: [{ name: 'Dijk', point: eye, heading: 0, fov: 53.5 }],
    });
    if (!figure) throw new Error('no figure');
    const [mark] = figure.marks;
    const turbineAt = figure.items[0]?.points[0] as { x: number; y: number };
    if (!mark) throw new Error('no mark');
    // 2,000 m on paper at the figure's scale, straight below the turbine.
    expect(turbineAt.y - mark.y).toBeCloseTo((2_000 * 1000) / figure.scale, 6);
    expect(turbineAt.x - mark.x).toBeCloseTo(0, 6);
    // Inside the frame, and its direction on the page that of true north.
    expect(mark.y).toBeGreaterThan(0);
    expect(mark.direction).toBeCloseTo(figure.northDegrees, 9);
    expect(mark.fov).toBe(53.5);
  });
});

describe('constraint layers and setback zones on the layout map', () => {
  const centre = { x: LAYOUT_MAP_FRAME.width / 2, y: LAYOUT_MAP_FRAME.height / 2 };
  const lonLat = (x: number, y: number): [number, number] => {
    const point = toWgs84(RD_NEW, x, y);
    return [point.longitude, point.latitude];
  };

  it('draws a layer under the plan cut to the frame, at the map scale, and counts only the features inside', () => {
    // One turbine: the extent is the 500 m minimum, which the frame's usable height (117.6 mm)
    // holds at 1:5,000 (it needs 1:4,252), so the frame spans 1,250 m × 700 m around the turbine.
    // A road 100 m north of it, 20 km long, is cut at the frame's sides; a nature area 5 km away
    // and a mast 3 km away are outside.
    const turbine = placed('turbine', [toWgs84(RD_NEW, 150_000, 450_000)]);
    const road = {
      type: 'LineString' as const,
      coordinates: [lonLat(140_000, 450_100), lonLat(160_000, 450_100)],
    };
    const far = {
      type: 'Polygon' as const,
      coordinates: [
        [
          lonLat(155_000, 455_000),
          lonLat(156_000, 455_000),
          lonLat(156_000, 456_000),
          lonLat(155_000, 455_000),
        ],
      ],
    };
    const mast = { type: 'Point' as const, coordinates: lonLat(153_000, 450_000) };
    const nearMast = { type: 'Point' as const, coordinates: lonLat(150_050, 449_900) };
    const figure = layoutMap({
      system: RD_NEW,
      objects: [turbine],
      scenarioId: 10,
      frame: LAYOUT_MAP_FRAME,
      constraintLayers: [
        { name: 'Wegen', colour: '#ff8800', geometries: [road, far] },
        { name: 'Masten', colour: '#0055aa', geometries: [mast, nearMast] },
      ],
    });
    if (!figure) throw new Error('no figure');
    expect(figure.scale).toBe(5_000);
    const [roads, masts] = figure.layers;
    expect(roads).toMatchObject({ name: 'Wegen', colour: '#ff8800', shown: 1, features: 2, areas: [] });
    expect(roads?.lines).toHaveLength(1);
    const [from, to] = roads?.lines[0] ?? [];
    // 100 m at 1:5,000 is 20 mm above the centre; the cut ends lie on the frame's sides (the RD
    // round trip is sub-millimetre on the ground, so within 1 µm on paper).
    expect(from?.x).toBeCloseTo(0, 3);
    expect(to?.x).toBeCloseTo(LAYOUT_MAP_FRAME.width, 3);
    expect(from?.y).toBeCloseTo(centre.y + 20, 3);
    expect(to?.y).toBeCloseTo(centre.y + 20, 3);
    expect(masts).toMatchObject({ shown: 1, features: 2 });
    expect(masts?.points).toHaveLength(1);
    expect(masts?.points[0]?.x).toBeCloseTo(centre.x + 10, 3);
    expect(masts?.points[0]?.y).toBeCloseTo(centre.y - 20, 3);
    // The layers do not widen the map: the same scale as without them.
    expect(
      layoutMap({ system: RD_NEW, objects: [turbine], scenarioId: 10, frame: LAYOUT_MAP_FRAME })?.scale,
    ).toBe(5_000);
  });

  it('draws a setback zone as the ring of its distance around the receptor, cut to the frame', () => {
    // A dwelling 500 m east of the turbine with a 200 m rule: its geodesic ring (from the
    // setbacks module) reaches 700 m east of the turbine, beyond the frame's 625 m half width
    // at 1:5,000.
    const turbine = placed('turbine', [toWgs84(RD_NEW, 150_000, 450_000)]);
    const housePoint = toWgs84(RD_NEW, 150_500, 450_000);
    const [zone] = setbackZones(
      [
        {
          id: 1,
          name: 'Woningen',
          targetKind: 'receptor',
          receptorCategory: 'dwelling',
          distanceValue: 200,
          distanceUnit: 'm',
        },
      ],
      [{ id: 2, name: 'Huis', category: 'dwelling', ...housePoint }],
      { tipHeight: 200, rotorDiameter: 150 },
    );
    if (!zone) throw new Error('no zone');
    const figure = layoutMap({
      system: RD_NEW,
      objects: [turbine],
      scenarioId: 10,
      frame: LAYOUT_MAP_FRAME,
      setbackZones: [{ label: 'Woningen: 200 m', rings: [zone.ring] }],
    });
    if (!figure) throw new Error('no figure');
    expect(figure.scale).toBe(5_000);
    expect(figure.zones.map((entry) => entry.label)).toEqual(['Woningen: 200 m']);
    const ring = figure.zones[0]?.rings[0] ?? [];
    const house = { x: centre.x + (500 * 1000) / figure.scale, y: centre.y };
    const radius = (200 * 1000) / figure.scale;
    // Every corner inside the frame; those not on its edge lie on the circle within 0.5 % (RD's
    // scale factor and distortion near Amersfoort are below 0.02 %; the ring's chords cut inside).
    for (const point of ring) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(LAYOUT_MAP_FRAME.width + 1e-9);
    }
    const onCircle = ring.filter((point) => point.x < LAYOUT_MAP_FRAME.width - 1e-6);
    expect(onCircle.length).toBeGreaterThan(10);
    for (const point of onCircle)
      expect(Math.abs(distance(point, house) - radius) / radius).toBeLessThan(0.005);
    // The cut: the circle (centre 100 mm right of the frame's centre, radius 40 mm) crosses the
    // frame's right side, 125 mm right of the centre, so corners lie on it.
    expect(ring.some((point) => Math.abs(point.x - LAYOUT_MAP_FRAME.width) < 1e-6)).toBe(true);
    // A zone entirely outside the frame is left out.
    const farAway = layoutMap({
      system: RD_NEW,
      objects: [turbine],
      scenarioId: 10,
      frame: LAYOUT_MAP_FRAME,
      setbackZones: [
        {
          label: 'Far',
          rings: [zone.ring.map((p) => ({ longitude: p.longitude + 0.2, latitude: p.latitude }))],
        },
      ],
    });
    expect(farAway?.zones).toEqual([]);
  });
});
