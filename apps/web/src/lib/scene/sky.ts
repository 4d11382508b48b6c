import { getPosition } from 'suncalc';

/**
 * Sun, light and haze (../shared/VIEWER.md "Light and air"). Pure functions.
 *
 * suncalc 2 gives the azimuth in DEGREES clockwise from north and the apparent altitude in
 * degrees (suncalc 1 used radians from south; VIEWER.md describes that older form).
 *
 * Haze: three.js FogExp2, which fades by exp(−(ρ·d)²). ρ is chosen so that the contrast falls
 * to 2 % at the stated visibility V (the meteorological threshold, σ ≈ 3.912 / V):
 * exp(−(ρV)²) = 0.02 → ρ = √3.912 / V. Default visibility 30 km, a clear day at the coast.
 */
export const VISIBILITY_KM = 30;

export const fogDensity = (visibilityKm = VISIBILITY_KM) => Math.sqrt(3.912) / (visibilityKm * 1000);

export type Sun = { azimuth: number; altitude: number };

export function sunAt(date: Date, latitude: number, longitude: number): Sun {
  const { azimuth, altitude } = getPosition(date, latitude, longitude);
  return { azimuth: ((azimuth % 360) + 360) % 360, altitude };
}

/** Unit vector towards the sun in the scene frame (x east, y up, z south). */
export function sunDirection({ azimuth, altitude }: Sun): [number, number, number] {
  const az = (azimuth * Math.PI) / 180;
  const alt = (altitude * Math.PI) / 180;
  return [Math.sin(az) * Math.cos(alt), Math.sin(alt), -Math.cos(az) * Math.cos(alt)];
}

type Rgb = [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;
const DAY = { zenith: [0.38, 0.58, 0.82] as Rgb, horizon: [0.8, 0.85, 0.9] as Rgb };
const DUSK = { zenith: [0.2, 0.26, 0.42] as Rgb, horizon: [0.93, 0.66, 0.45] as Rgb };
const NIGHT = { zenith: [0.02, 0.03, 0.07] as Rgb, horizon: [0.06, 0.08, 0.13] as Rgb };

/** Sky colours and light strength for a sun altitude: day above 10°, dusk near 0°, night below −6°. */
export function skyAt(altitude: number): {
  zenith: Rgb;
  horizon: Rgb;
  sunLight: number;
  ambient: number;
  night: boolean;
} {
  if (altitude >= 10) return { ...DAY, sunLight: 2.2, ambient: 1.1, night: false };
  if (altitude >= 0) {
    const t = altitude / 10;
    return {
      zenith: mix(DUSK.zenith, DAY.zenith, t),
      horizon: mix(DUSK.horizon, DAY.horizon, t),
      sunLight: 0.6 + 1.6 * t,
      ambient: 0.6 + 0.5 * t,
      night: false,
    };
  }
  const t = Math.min(1, -altitude / 6);
  return {
    zenith: mix(DUSK.zenith, NIGHT.zenith, t),
    horizon: mix(DUSK.horizon, NIGHT.horizon, t),
    sunLight: 0,
    ambient: 0.6 - 0.45 * t,
    night: altitude < -6,
  };
}
