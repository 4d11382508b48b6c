import { describe, expect, it } from 'vitest';
import { absorptionCoefficientDbPerKm, exactOctaveMidbandHz, OCTAVE_BANDS_HZ } from './iso9613-atmosphere.js';
import { calculateNoiseLevels, lden } from './noise-levels.js';
import { energeticSum, type NoiseSource, noiseSettings } from './noise-sources.js';

// A data sheet's A-weighted octave spectrum of sound power (dB(A)), 63 Hz … 8 kHz; LWA ≈ 106.
const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
const climate = { temperatureC: 10, relativeHumidityPercent: 70, pressureKPa: 101.325 };

function turbine(overrides: Partial<NoiseSource> = {}): NoiseSource {
  return {
    id: 'T1',
    x: 0,
    y: 0,
    groundHeight: 0,
    hubHeight: 100,
    modes: [
      { name: 'normal', lwa: 106, bands: SPECTRUM },
      { name: 'total only', lwa: 106 },
    ],
    periodModes: { day: 'normal', evening: 'normal', night: 'normal' },
    ...overrides,
  };
}

/** ISO 9613-2:1996 equations (3)–(9) and Table 3, written out for one band and one G everywhere. */
function isoBandLevel(lw: number, band: number, dp: number, hs: number, hr: number, g: number): number {
  const d = Math.sqrt(dp ** 2 + (hs - hr) ** 2);
  const aDiv = 20 * Math.log10(d) + 11;
  const alpha = absorptionCoefficientDbPerKm(exactOctaveMidbandHz(OCTAVE_BANDS_HZ[band]!), climate);
  const aAtm = (alpha * d) / 1000;
  const aPrime = (h: number) =>
    1.5 +
    3.0 * Math.exp(-0.12 * (h - 5) ** 2) * (1 - Math.exp(-dp / 50)) +
    5.7 * Math.exp(-0.09 * h ** 2) * (1 - Math.exp(-2.8e-6 * dp ** 2));
  const bPrime = (h: number) => 1.5 + 8.6 * Math.exp(-0.09 * h ** 2) * (1 - Math.exp(-dp / 50));
  const cPrime = (h: number) => 1.5 + 14.0 * Math.exp(-0.46 * h ** 2) * (1 - Math.exp(-dp / 50));
  const dPrime = (h: number) => 1.5 + 5.0 * Math.exp(-0.9 * h ** 2) * (1 - Math.exp(-dp / 50));
  const region = (h: number) =>
    [-1.5, -1.5 + g * aPrime(h), -1.5 + g * bPrime(h), -1.5 + g * cPrime(h), -1.5 + g * dPrime(h)][band] ??
    -1.5 * (1 - g);
  const q = dp <= 30 * (hs + hr) ? 0 : 1 - (30 * (hs + hr)) / dp;
  const aM = band === 0 ? -3 * q : -3 * q * (1 - g);
  const aGr = region(hs) + region(hr) + aM;
  return lw - (aDiv + aAtm + aGr);
}

const receptorAt = (dp: number) => ({ id: `R${dp}`, x: dp, y: 0, groundHeight: 0, height: 4 });

describe('noise levels, ISO 9613-2 general method by octave band', () => {
  for (const g of [0, 1]) {
    for (const dp of [2000, 3000, 4000]) {
      it(`hub 100 m, receiver 4 m at ${dp / 1000} km, G = ${g}: each band and the total within 0.05 dB`, () => {
        const settings = noiseSettings({ ground: { source: g, middle: g, receiver: g } });
        const [result] = calculateNoiseLevels([turbine()], [receptorAt(dp)], settings, { bands: true });
        const expectedBands = SPECTRUM.map((lw, band) => isoBandLevel(lw, band, dp, 100, 4, g));
        result!.byPeriod.night.bands!.forEach((level, band) => {
          expect(Math.abs(level - expectedBands[band]!)).toBeLessThan(0.05);
        });
        expect(Math.abs(result!.byPeriod.night.total - energeticSum(expectedBands))).toBeLessThan(0.05);
        expect(result!.methods).toEqual(['general']);
      });
    }
  }

  it('porous ground (G = 1) gives a lower level than hard ground (G = 0) at 3 km', () => {
    const level = (g: number) =>
      calculateNoiseLevels(
        [turbine()],
        [receptorAt(3000)],
        noiseSettings({ ground: { source: g, middle: g, receiver: g } }),
      )[0]!.byPeriod.night.total;
    expect(level(1)).toBeLessThan(level(0) - 1);
  });

  it('uses the alternative method (7.3.2) for a mode with LWA only, and says so', () => {
    const source = turbine({
      periodModes: { day: 'total only', evening: 'total only', night: 'total only' },
    });
    const [result] = calculateNoiseLevels([source], [receptorAt(1000)], noiseSettings());
    const dp = 1000;
    const hs = 100;
    const hr = 4;
    const d = Math.sqrt(dp ** 2 + (hs - hr) ** 2);
    const hm = (hs + hr) / 2;
    const aGr = Math.max(0, 4.8 - ((2 * hm) / d) * (17 + 300 / d));
    const dOmega = 10 * Math.log10(1 + (dp ** 2 + (hs - hr) ** 2) / (dp ** 2 + (hs + hr) ** 2));
    const alpha500 = absorptionCoefficientDbPerKm(exactOctaveMidbandHz(500), climate);
    const expected = 106 + dOmega - (20 * Math.log10(d) + 11 + (alpha500 * d) / 1000 + aGr);
    expect(Math.abs(result!.byPeriod.night.total - expected)).toBeLessThan(0.05);
    expect(result!.methods).toEqual(['alternative']);
  });

  it('the interim method: octave bands, Agr = −3 dB, no DΩ', () => {
    const [result] = calculateNoiseLevels(
      [turbine()],
      [receptorAt(1500)],
      noiseSettings({ method: 'interim' }),
    );
    const d = Math.sqrt(1500 ** 2 + 96 ** 2);
    const expected = energeticSum(
      SPECTRUM.map((lw, band) => {
        const alpha = absorptionCoefficientDbPerKm(exactOctaveMidbandHz(OCTAVE_BANDS_HZ[band]!), climate);
        return lw - (20 * Math.log10(d) + 11 + (alpha * d) / 1000 - 3);
      }),
    );
    expect(Math.abs(result!.byPeriod.night.total - expected)).toBeLessThan(0.05);
    expect(result!.methods).toEqual(['interim']);
  });

  it('two equal sources at the same distance sum to +3.01 dB', () => {
    const one = calculateNoiseLevels([turbine()], [receptorAt(0)], noiseSettings())[0]!;
    const a = turbine({ id: 'A', x: 0, y: 2000 });
    const b = turbine({ id: 'B', x: 0, y: -2000 });
    const [two] = calculateNoiseLevels([a, b], [{ id: 'R', x: 0, y: 0, groundHeight: 0 }], noiseSettings());
    expect(two!.byPeriod.night.bySource[0]).toBeCloseTo(two!.byPeriod.night.bySource[1]!, 9);
    expect(Math.abs(two!.byPeriod.night.total - two!.byPeriod.night.bySource[0]! - 3.0103)).toBeLessThan(
      0.001,
    );
    expect(one.byPeriod.night.total).toBeGreaterThan(two!.byPeriod.night.bySource[0]!);
  });

  it('Lden follows its formula, with the periods from the modes by period', () => {
    const source = turbine({
      modes: [
        { name: 'normal', lwa: 106, bands: SPECTRUM },
        { name: 'reduced', lwa: 103, bands: SPECTRUM.map((level) => level - 3) },
      ],
      periodModes: { day: 'normal', evening: 'normal', night: 'reduced' },
    });
    const [result] = calculateNoiseLevels([source], [receptorAt(800)], noiseSettings(), { lden: true });
    const { day, evening, night } = result!.byPeriod;
    expect(day.total - night.total).toBeCloseTo(3, 9);
    const written =
      10 *
      Math.log10(
        (12 * 10 ** (day.total / 10) +
          4 * 10 ** ((evening.total + 5) / 10) +
          8 * 10 ** ((night.total + 10) / 10)) /
          24,
      );
    expect(Math.abs(result!.lden! - written)).toBeLessThan(1e-9);
    // 40 dB all day, evening and night: Lden = 10 lg((12 + 4·10^0.5 + 8·10) / 24) + 40 = 46.4 dB.
    expect(lden(40, 40, 40)).toBeCloseTo(46.4, 1);
  });

  it('names a missing operating mode', () => {
    const source = turbine({ periodModes: { day: 'normal', evening: 'normal', night: 'silent' } });
    expect(() => calculateNoiseLevels([source], [receptorAt(800)], noiseSettings())).toThrow(/silent/);
  });
});
