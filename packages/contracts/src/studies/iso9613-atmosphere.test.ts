import { describe, expect, it } from 'vitest';
import {
  absorptionCoefficientDbPerKm,
  exactOctaveMidbandHz,
  octaveAbsorption,
} from './iso9613-atmosphere.js';

const at = (temperatureC: number, relativeHumidityPercent: number) => ({
  temperatureC,
  relativeHumidityPercent,
  pressureKPa: 101.325,
});

describe('atmospheric absorption, ISO 9613-1', () => {
  // ISO 9613-1:1993 Table 1 (pure-tone α in dB/km at 101.325 kPa, computed by the standard at
  // the exact midband frequencies, three significant figures), as transcribed from the standard
  // in a public ISO 9613-1 test suite; the same values rounded are ISO 9613-2 Table 2's.
  const table1: Array<[number, number, number, number]> = [
    [10, 70, 125, 0.411],
    [10, 70, 1000, 3.66],
    [10, 70, 4000, 32.8],
    [20, 70, 125, 0.339],
    [20, 70, 200, 0.776],
    [20, 70, 1000, 4.98],
  ];
  it.each(table1)('%i °C, %i %%, %i Hz: %f dB/km within 0.05 dB per km', (t, h, label, expected) => {
    const third = Math.round(10 * Math.log10(label / 1000));
    const exact = 1000 * 10 ** (third / 10);
    expect(Math.abs(absorptionCoefficientDbPerKm(exact, at(t, h)) - expected)).toBeLessThan(0.05);
  });

  it('matches ISO 9613-2 Table 2 (10 °C, 70 %; 20 °C, 70 %) at the exact midband frequencies, not the nominal', () => {
    // ISO 9613-2:1996 Table 2, dB/km, 63 Hz … 8 kHz (rounded to 0.1, or 3 figures above 100).
    const table2 = {
      '10': [0.1, 0.4, 1.0, 1.9, 3.7, 9.7, 32.8, 117],
      '20': [0.1, 0.3, 1.1, 2.8, 5.0, 9.0, 22.9, 76.6],
    };
    for (const [t, expected] of Object.entries(table2)) {
      const exact = octaveAbsorption(at(Number(t), 70), 'exact');
      expected.forEach((value, band) => {
        const tolerance = value >= 100 ? 0.5 : 0.05;
        expect(Math.abs(exact[band]! - value)).toBeLessThanOrEqual(tolerance + 1e-9);
      });
    }
    // The nominal 8000 Hz gives 118.4 dB/km at 10 °C, 70 %: off the table by more than its rounding.
    expect(octaveAbsorption(at(10, 70), 'nominal')[7]!).toBeGreaterThan(118);
    expect(exactOctaveMidbandHz(8000)).toBeCloseTo(7943.3, 1);
  });
});
