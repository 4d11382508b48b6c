import { describe, expect, it } from 'vitest';
import type { ViewerObject } from '@/lib/plan/object-specs';
import { viewContents } from './view-contents';

const object = (o: Partial<ViewerObject> & Pick<ViewerObject, 'id' | 'points'>): ViewerObject => ({
  name: `Object ${o.id}`,
  layout: 'Point',
  rotation: { x: 0, y: 0, z: 0, w: 1 },
  plannerObjectTypeId: 1,
  presetId: null,
  plannerObjectDataJson: '{}',
  ...o,
});
/** On the beach at Egmond, 10 m above the sea, looking west over it with a 60° view. */
const viewpoint = { position: { longitude: 4.6, latitude: 52.6, altitude: 10 }, pan: 270, fieldOfView: 60 };
/** Degrees of longitude per kilometre at 52.6° N. */
const KM = 1 / (111.32 * Math.cos((52.6 * Math.PI) / 180));

describe('view contents', () => {
  it('lists objects nearest first, with kind, distance, bearing and whether the view shows them', () => {
    const rows = viewContents(
      viewpoint,
      [
        object({ id: 1, name: 'Far west', points: [{ longitude: 4.6 - 20 * KM, latitude: 52.6 }] }),
        object({ id: 2, name: 'North', points: [{ longitude: 4.6, latitude: 52.6 + 0.018 }] }),
        // A small turbine (tip 40 m) sinks below the horizon of a 10 m eye 36 km out; this is 80 km.
        object({
          id: 3,
          name: 'Very far',
          points: [{ longitude: 4.6 - 80 * KM, latitude: 52.6 }],
          plannerObjectDataJson: '{"hubHeight":30,"rotorDiameter":20}',
        }),
      ],
      [],
    );
    expect(rows.map((r) => r.name)).toEqual(['North', 'Far west', 'Very far']);
    const [north, west, far] = rows;
    expect(north).toMatchObject({ kind: 'turbine', seen: 'outsideFieldOfView' });
    expect(north!.distance).toBeCloseTo(2000, -2);
    // Due north: 0°, or a hair west of it.
    expect(Math.min(north!.bearing, 360 - north!.bearing)).toBeLessThan(0.5);
    expect(west).toMatchObject({ seen: 'inView' });
    expect(west!.distance).toBeCloseTo(20_000, -2);
    expect(west!.bearing).toBeCloseTo(270, 0);
    expect(far).toMatchObject({ seen: 'belowHorizon' });
  });

  it('measures a line or field to its nearest part, and a field around the eye as here', () => {
    const line = object({
      id: 4,
      layout: 'Path',
      plannerObjectTypeId: 4,
      points: [
        { longitude: 4.6 - 5 * KM, latitude: 52.55 },
        { longitude: 4.6 - 5 * KM, latitude: 52.65 },
      ],
    });
    const field = object({
      id: 5,
      layout: 'Area',
      plannerObjectTypeId: 2,
      points: [
        { longitude: 4.59, latitude: 52.59 },
        { longitude: 4.61, latitude: 52.59 },
        { longitude: 4.61, latitude: 52.61 },
        { longitude: 4.59, latitude: 52.61 },
      ],
    });
    const [around, power] = viewContents(viewpoint, [line, field], []);
    expect(around).toMatchObject({ id: 5, kind: 'solar', distance: 0, seen: 'inView' });
    expect(power).toMatchObject({ id: 4, kind: 'powerLine', seen: 'inView' });
    expect(power!.distance).toBeCloseTo(5000, -2);
    expect(power!.bearing).toBeCloseTo(270, 0);
  });
});
