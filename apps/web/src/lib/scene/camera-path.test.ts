import { describe, expect, it } from 'vitest';
import {
  ease,
  headingDelta,
  interpolatePose,
  type Pose,
  samePoses,
  tourDuration,
  tourPoseAt,
  verticalFov,
} from './camera-path';

const BEACH: Pose = { longitude: 4.624, latitude: 52.6205, altitude: 6, heading: 250, pitch: 0, fov: 60 };
const PIER: Pose = { longitude: 4.556, latitude: 52.464, altitude: 8, heading: 290, pitch: 2, fov: 40 };

describe('camera path', () => {
  it('turns a horizontal field of view into the vertical one of the window', () => {
    expect(verticalFov(90, 1)).toBeCloseTo(90, 6);
    expect(verticalFov(60, 16 / 9)).toBeCloseTo(35.98, 1);
    expect(verticalFov(39.6, 1.5)).toBeCloseTo(26.99, 1);
  });

  it('eases Linear, CubicIn, CubicOut and CubicInOut', () => {
    expect(ease('Linear', 0.25)).toBe(0.25);
    expect(ease('CubicIn', 0.5)).toBeCloseTo(0.125);
    expect(ease('CubicOut', 0.5)).toBeCloseTo(0.875);
    expect(ease('CubicInOut', 0.25)).toBeCloseTo(0.0625);
    expect(ease('CubicInOut', 0.5)).toBeCloseTo(0.5);
    expect(ease('CubicInOut', 0.75)).toBeCloseTo(0.9375);
    for (const e of ['Linear', 'CubicIn', 'CubicOut', 'CubicInOut'] as const) {
      expect(ease(e, 0)).toBe(0);
      expect(ease(e, 1)).toBe(1);
      expect(ease(e, 2)).toBe(1);
    }
  });

  it('turns the short way round', () => {
    expect(headingDelta(350, 10)).toBe(20);
    expect(headingDelta(10, 350)).toBe(-20);
    expect(headingDelta(250, 290)).toBe(40);
    expect(headingDelta(0, 180)).toBe(180);
  });

  it('flies Linear in a straight line, Parabolic with a climb halfway, ending exactly at the target', () => {
    const mid = interpolatePose(BEACH, PIER, 0.5, 'Linear', 'Linear');
    expect(mid.longitude).toBeCloseTo((BEACH.longitude + PIER.longitude) / 2, 9);
    expect(mid.altitude).toBeCloseTo(7, 9);
    expect(mid.heading).toBeCloseTo(270, 9);
    expect(mid.fov).toBeCloseTo(50, 9);
    const arc = interpolatePose(BEACH, PIER, 0.5, 'Parabolic', 'Linear');
    // About 18 km apart: 15 % of that, capped at 3 km, is the climb at the middle.
    expect(arc.altitude - 7).toBeGreaterThan(2500);
    expect(arc.altitude - 7).toBeLessThanOrEqual(3000);
    expect(interpolatePose(BEACH, PIER, 1, 'Parabolic', 'CubicInOut')).toMatchObject({
      altitude: 8,
      heading: 290,
    });
    expect(interpolatePose(BEACH, PIER, 0.25, 'Linear', 'CubicIn').longitude).toBeCloseTo(
      BEACH.longitude + (PIER.longitude - BEACH.longitude) / 64,
      9,
    );
  });

  it('runs a tour leg by leg, resting at each viewpoint, and ends at the last', () => {
    const stops = [BEACH, PIER, { ...BEACH, heading: 200 }];
    expect(tourDuration(3, 6, 2)).toBe(16);
    expect(tourPoseAt(stops, 0, 'Linear', 'Linear', 6, 2)).toMatchObject({
      stop: 0,
      done: false,
      pose: BEACH,
    });
    expect(tourPoseAt(stops, 3, 'Linear', 'Linear', 6, 2).pose.altitude).toBeCloseTo(7, 9);
    expect(tourPoseAt(stops, 7, 'Linear', 'Linear', 6, 2)).toMatchObject({
      stop: 1,
      pose: PIER,
      done: false,
    });
    expect(tourPoseAt(stops, 20, 'Linear', 'Linear', 6, 2)).toMatchObject({ stop: 2, done: true });
    expect(tourPoseAt([BEACH], 0, 'Parabolic', 'Linear')).toMatchObject({ done: true, pose: BEACH });
  });
});

describe('samePoses', () => {
  const a = { longitude: 4.6, latitude: 52.6, altitude: 2, heading: 270, pitch: 0, fov: 60 };
  const b = { ...a, heading: 180 };

  it('knows a tour again from a copy of its poses (a worker gets copies)', () => {
    expect(samePoses([a, b], structuredClone([a, b]))).toBe(true);
  });

  it('tells tours with other poses, order or length apart', () => {
    expect(samePoses([a, b], [b, a])).toBe(false);
    expect(samePoses([a, b], [a])).toBe(false);
    expect(samePoses([a], [{ ...a, fov: 50 }])).toBe(false);
  });
});
