/**
 * Atmospheric absorption of sound, ISO 9613-1:1993 section 6: the pure-tone attenuation
 * coefficient α in temperature, relative humidity and pressure, and its use at the octave
 * bands 63 Hz – 8 kHz of ISO 9613-2. The bands are evaluated at their exact midband frequencies by
 * default: ISO 9613-2's Table 2 matches those (10 °C, 70 %: 32.8 and 117 dB/km at 4 and 8 kHz),
 * where the nominal 4000 and 8000 Hz give 33.1 and 118.4 dB/km (docs/studies/noise.md).
 */

/** The octave bands of ISO 9613-2, by their nominal midband frequency (Hz). */
export const OCTAVE_BANDS_HZ = [63, 125, 250, 500, 1000, 2000, 4000, 8000] as const;
export type OctaveBand = (typeof OCTAVE_BANDS_HZ)[number];
export const OCTAVE_BAND_COUNT = OCTAVE_BANDS_HZ.length;
/** The index of 500 Hz, where the alternative method (ISO 9613-2 7.3.2) takes its absorption. */
export const BAND_500_HZ = 3;

/**
 * The exact midband frequency of an octave band, ISO 9613-1 6.4 equation (6) with base-ten
 * ratios: 1000 · 10^(3k/10) Hz for k = −4 … 3 (63 Hz is 63.096 Hz, 8 kHz is 7943 Hz).
 */
export function exactOctaveMidbandHz(nominal: OctaveBand): number {
  const k = OCTAVE_BANDS_HZ.indexOf(nominal) - 4;
  return 1000 * 10 ** ((3 * k) / 10);
}

export type Atmosphere = {
  /** Air temperature (°C). */
  temperatureC: number;
  /** Relative humidity (%). */
  relativeHumidityPercent: number;
  /** Ambient pressure (kPa). */
  pressureKPa: number;
};

/** ISO 9613-2's reference climate for wind-turbine studies, and the project's default. */
export const DEFAULT_ATMOSPHERE: Readonly<Atmosphere> = {
  temperatureC: 10,
  relativeHumidityPercent: 70,
  pressureKPa: 101.325,
};

const REFERENCE_PRESSURE_KPA = 101.325;
const REFERENCE_TEMPERATURE_K = 293.15;
const TRIPLE_POINT_K = 273.16;

/**
 * The pure-tone attenuation coefficient α (dB/km) at frequency f (Hz), ISO 9613-1 equations
 * (3) to (5) with the molar concentration of water vapour from Annex B (B.1–B.3).
 */
export function absorptionCoefficientDbPerKm(frequencyHz: number, atmosphere: Atmosphere): number {
  const temperature = atmosphere.temperatureC + 273.15;
  const pressureRatio = atmosphere.pressureKPa / REFERENCE_PRESSURE_KPA;
  const temperatureRatio = temperature / REFERENCE_TEMPERATURE_K;
  const saturationExponent = -6.8346 * (TRIPLE_POINT_K / temperature) ** 1.261 + 4.6151;
  const waterVapour = (atmosphere.relativeHumidityPercent * 10 ** saturationExponent) / pressureRatio;
  const oxygenRelaxation =
    pressureRatio * (24 + 4.04e4 * waterVapour * ((0.02 + waterVapour) / (0.391 + waterVapour)));
  const nitrogenRelaxation =
    pressureRatio *
    temperatureRatio ** -0.5 *
    (9 + 280 * waterVapour * Math.exp(-4.17 * (temperatureRatio ** (-1 / 3) - 1)));
  const f2 = frequencyHz * frequencyHz;
  const perMetre =
    8.686 *
    f2 *
    ((1.84e-11 / pressureRatio) * temperatureRatio ** 0.5 +
      temperatureRatio ** -2.5 *
        ((0.01275 * Math.exp(-2239.1 / temperature)) / (oxygenRelaxation + f2 / oxygenRelaxation) +
          (0.1068 * Math.exp(-3352 / temperature)) / (nitrogenRelaxation + f2 / nitrogenRelaxation)));
  return perMetre * 1000;
}

/** Which frequency stands for an octave band in α: its exact midband (default) or its nominal one. */
export type BandFrequencies = 'exact' | 'nominal';

/** α (dB/km) for each octave band. */
export function octaveAbsorption(
  atmosphere: Atmosphere,
  frequencies: BandFrequencies = 'exact',
): Float64Array {
  return Float64Array.from(OCTAVE_BANDS_HZ, (band) =>
    absorptionCoefficientDbPerKm(frequencies === 'exact' ? exactOctaveMidbandHz(band) : band, atmosphere),
  );
}
