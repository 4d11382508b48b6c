import type { Mesh } from 'three';
import { describe, expect, it } from 'vitest';
import { curvatureDrop, toLocal } from '@/lib/plan/geodesy';
import type { ViewerObject } from '@/lib/plan/object-specs';
import { createTerrainSource } from '@/lib/terrain/create-terrain-source';
import { terrariumTile } from '@/lib/terrain/test-tiles';
import { localToLonLat } from './local-frame';
import { groundHeight, groundInFrame, onGround } from './placement';
import { buildPlanObject } from './plan-objects';

/** A hill 400 m high with a 1.5 km radius (Gaussian) on a plain at 120 m. */
const HILL = { longitude: 7.5, latitude: 46.5 };
function hill(longitude: number, latitude: number) {
  const east = (longitude - HILL.longitude) * 111_320 * Math.cos((HILL.latitude * Math.PI) / 180);
  const north = (latitude - HILL.latitude) * 110_574;
  return 120 + 400 * Math.exp(-((east * east + north * north) / 1500 ** 2));
}

/** The eye 5 km south of the hill; terrain from Terrarium tiles of the hill, through PNG and decoding. */
async function scene() {
  const source = createTerrainSource({
    tiles: {
      url: 'https://terrain.test/{z}/{x}/{y}.png',
      encoding: 'terrarium',
      attribution: '',
      maxZoom: 15,
    },
    model: null,
    loadTile: async ({ z, x, y }) => terrariumTile(z, x, y, hill),
  });
  await source.prepare({ west: 7.45, east: 7.55, south: 46.44, north: 46.53 }, 10);
  const origin = { longitude: 7.5, latitude: 46.455, altitude: 0 };
  const ground = (lon: number, lat: number) => groundHeight(source.heightAt(lon, lat), true);
  return { origin, ground };
}

const object = (o: Partial<ViewerObject>): ViewerObject => ({
  id: 1,
  name: 'x',
  layout: 'Point',
  points: [],
  rotation: { x: 0, y: 0, z: 0, w: 1 },
  plannerObjectTypeId: 1,
  presetId: null,
  plannerObjectDataJson: '{}',
  ...o,
});

describe('placing objects on the ground', () => {
  it('keeps the water at sea level and unknown ground at sea level; land may lie below it', () => {
    expect(groundHeight(null, true)).toBe(0);
    expect(groundHeight(-25, false)).toBe(0);
    expect(groundHeight(-25, null)).toBe(0);
    expect(groundHeight(-4, true)).toBe(-4);
    expect(groundHeight(12, false)).toBe(12);
  });

  it("stands a turbine's foot on the terrain at its point, within 0.5 m", async () => {
    const { origin, ground } = await scene();
    for (const at of [
      { longitude: 7.5, latitude: 46.5 },
      { longitude: 7.51, latitude: 46.495 },
      { longitude: 7.48, latitude: 46.49 },
    ]) {
      const built = buildPlanObject(object({ points: [at] }), [], 225, onGround(origin, ground), 10_000);
      const foot = built.root.children[0]!.position;
      const { east, north } = toLocal(origin, { ...at, altitude: 0 });
      expect(foot.x).toBeCloseTo(east, 3);
      expect(-foot.z).toBeCloseTo(north, 3);
      const distance = Math.hypot(east, north);
      expect(Math.abs(foot.y + curvatureDrop(distance) - hill(at.longitude, at.latitude))).toBeLessThan(0.5);
    }
  });

  it('stands every pylon of a power line over the hill on the ground', async () => {
    const { origin, ground } = await scene();
    const line = object({
      layout: 'Path',
      plannerObjectTypeId: 4,
      points: [
        { longitude: 7.47, latitude: 46.5 },
        { longitude: 7.53, latitude: 46.5 },
      ],
    });
    const built = buildPlanObject(
      line,
      [],
      225,
      onGround(origin, ground),
      10_000,
      groundInFrame(origin, ground),
    );
    const back = localToLonLat(origin);
    const masts = built.root.children[0]!.children.filter((m) => (m as Mesh).scale.y === 50);
    // 4.6 km at most 400 m apart: 13 pylons, the middle ones high on the hill.
    expect(masts.length).toBe(13);
    for (const mast of masts) {
      const [east, north] = [mast.position.x, -mast.position.z];
      const foot = mast.position.y - 25 + curvatureDrop(Math.hypot(east, north));
      const at = back(east, north);
      expect(Math.abs(foot - hill(at.longitude, at.latitude))).toBeLessThan(0.5);
    }
    expect(Math.max(...masts.map((m) => m.position.y))).toBeGreaterThan(400);
  });
});
