import { CONTAINER_40FT } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { alongAcrossToEastNorth, footprintRing, structureSettings, structureShape } from './structures';

/**
 * The footprints against a hand computation: a degree of latitude is M·π/180 metres and a
 * degree of longitude N·cos φ·π/180, with WGS 84's radii of curvature
 * M = a(1 − e²)/(1 − e² sin²φ)^1.5 and N = a/√(1 − e² sin²φ) (a = 6,378,137 m,
 * e² = 0.00669437999). At the equator M = 6,335,439.327 m and N = a: 50 m north is
 * 50/M rad = 0.000452184739°, 25 m east 25/N rad = 0.000224578821°. At 60° N, M = 6,383,453.857 m
 * and N = 6,394,209.174 m: 50 m north is 0.000448783533°, 25 m east 0.000448028661°.
 */
const DEG = 1e-11; // about a micrometre

describe('a stationary object’s footprint', () => {
  it('is a rectangle of its length along its bearing and its width across, at the equator', () => {
    const ring = footprintRing({ longitude: 0, latitude: 0 }, { length: 100, width: 50, bearing: 0 });
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    const [sw, se, ne, nw] = ring;
    expect(ne!.latitude).toBeCloseTo(0.000452184739, 11);
    expect(ne!.longitude).toBeCloseTo(0.000224578821, 11);
    expect(sw!.latitude).toBeCloseTo(-0.000452184739, 11);
    expect(sw!.longitude).toBeCloseTo(-0.000224578821, 11);
    expect(se!.longitude - ne!.longitude).toBeLessThan(DEG);
    expect(nw!.latitude - ne!.latitude).toBeLessThan(DEG);
  });

  it('turns with its bearing: at 90° its length runs east', () => {
    const ring = footprintRing({ longitude: 0, latitude: 0 }, { length: 100, width: 50, bearing: 90 });
    // The corner ahead and to the right: 50 m east, 25 m south.
    expect(ring[2]!.longitude).toBeCloseTo(0.000449157642, 11);
    expect(ring[2]!.latitude).toBeCloseTo(-0.00022609237, 10);
  });

  it('uses the radii of curvature at its latitude (60° N)', () => {
    const ring = footprintRing({ longitude: 10, latitude: 60 }, { length: 100, width: 50, bearing: 0 });
    expect(ring[2]!.latitude - 60).toBeCloseTo(0.000448783533, 11);
    expect(ring[2]!.longitude - 10).toBeCloseTo(0.000448028661, 11);
  });

  it('maps along and across to east and north by the bearing', () => {
    const [e, n] = alongAcrossToEastNorth(10, 0, 30);
    expect(e).toBeCloseTo(5, 9);
    expect(n).toBeCloseTo(8.660254, 6);
    const [e2, n2] = alongAcrossToEastNorth(0, 10, 30);
    expect(e2).toBeCloseTo(8.660254, 6);
    expect(n2).toBeCloseTo(-5, 9);
  });
});

describe('what a stationary object is made of', () => {
  it('a battery row is its 40 ft containers end to end with their gaps', () => {
    const shape = structureShape(
      'batteryRow',
      structureSettings('batteryRow', { containers: 4, spacing: 3 }),
    );
    expect(shape.length).toBeCloseTo(4 * 12.19 + 3 * 3, 9);
    expect(shape.width).toBe(CONTAINER_40FT.width);
    expect(shape.parts).toHaveLength(4);
    expect(shape.parts[1]!.along[0] - shape.parts[0]!.along[1]).toBeCloseTo(3, 9);
    expect(shape.parts.every((part) => part.height === 2.59)).toBe(true);
  });

  it('a substation is its building over the first third and one transformer per bay', () => {
    const shape = structureShape('substation', structureSettings('substation', { bays: 3 }));
    expect(shape).toMatchObject({ length: 60, width: 40, height: 6 });
    expect(shape.parts).toHaveLength(4);
    expect(shape.parts[0]).toMatchObject({ along: [-30, -10], across: [-20, 20], height: 6 });
    for (const bay of shape.parts.slice(1)) {
      expect(bay.along[0]).toBeGreaterThan(-10);
      expect(bay.along[1]).toBeLessThan(30);
    }
  });

  it('a gable building is its walls and its ridge above; settings out of range take the default', () => {
    const shape = structureShape(
      'building',
      structureSettings('building', { roof: 'gable', roofHeight: 4, height: 7, length: -3 }),
    );
    expect(shape).toMatchObject({ length: 20, width: 12, height: 11 });
    expect(shape.parts).toEqual([{ shape: 'gable', along: [-10, 10], across: [-6, 6], height: 7, top: 4 }]);
  });
});
