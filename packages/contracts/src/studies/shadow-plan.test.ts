import { describe, expect, it } from 'vitest';
import { geodesicDistance } from './geodesy.js';
import { defaultShadowYear, type ShadowPlanObject, shadowPlanStudy } from './shadow-plan.js';

const object = (
  values: Partial<ShadowPlanObject> & Pick<ShadowPlanObject, 'id' | 'typeId'>,
): ShadowPlanObject => ({
  name: `Object ${values.id}`,
  scenarioId: 1,
  longitude: 5,
  latitude: 52,
  data: {},
  ...values,
});

describe('shadowPlanStudy', () => {
  const objects = [
    object({ id: 3, typeId: 1, data: { hubHeight: 120 }, presetData: { hubHeight: 90, rotorDiameter: 130 } }),
    object({ id: 4, typeId: 1, scenarioId: 2, longitude: 5.01 }),
    object({ id: 5, typeId: 7, scenarioId: 2, longitude: 4.99, data: { hubHeight: 60, rotorDiameter: 50 } }),
    object({ id: 6, typeId: 5, latitude: 52.005 }),
    object({
      id: 7,
      typeId: 5,
      scenarioId: 2,
      latitude: 51.995,
      data: {
        allDirections: false,
        windowWidth: 1.2,
        windowHeight: 1.5,
        windowBearing: 180,
        heightAboveGround: 4,
      },
    }),
    object({ id: 8, typeId: 6 }),
  ];

  it("takes the scenario's turbines, every existing turbine and every receptor, sized by object, preset or default", () => {
    const study = shadowPlanStudy(objects, 1, {}, new Date('2026-12-02T00:00:00Z'));
    expect(study.turbineRefs.map((ref) => [ref.id, ref.existing])).toEqual([
      [3, false],
      [5, true],
    ]);
    expect(study.turbines.map((t) => [t.hubHeight, t.rotorDiameter, t.existing ?? false])).toEqual([
      [120, 130, false],
      [60, 50, true],
    ]);
    expect(study.receptorRefs.map((ref) => ref.id)).toEqual([6, 7]);
    expect(study.receptors[0]).toMatchObject({ height: 2 });
    expect(study.receptors[1]).toMatchObject({
      height: 4,
      window: { width: 1.2, height: 1.5, bearing: 180, tilt: 0 },
    });
    expect(study.settings).toMatchObject({
      year: 2027,
      timeZone: 'UTC',
      minimumElevation: 3,
      distance: { rule: 'fixed', metres: 2000 },
      includeExisting: true,
      limits: { hoursPerYear: 30, minutesPerDay: 30 },
    });
    expect(defaultShadowYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });

  it('keeps true distances in its planar frame (within 1 cm over a few km) and takes own limits', () => {
    const study = shadowPlanStudy(objects, 1, { limits: 'own', ownLimits: { hoursPerYear: 8 } });
    const [t] = study.turbines;
    const [r] = study.receptors;
    const planar = Math.hypot(t!.x - r!.x, t!.y - r!.y);
    expect(Math.abs(planar - geodesicDistance(objects[0]!, objects[3]!))).toBeLessThan(0.01);
    expect(study.settings.limits).toEqual({ hoursPerYear: 8 });
  });
});
