import { describe, expect, it } from 'vitest';
import { DEFAULT_NOISE_SETTINGS_VALUES, type NoiseSettingsValues } from '../noise-settings.js';
import { geodesicDestination } from './geodesy.js';
import { calculateNoiseLevels } from './noise-levels.js';
import { noiseSettings } from './noise-sources.js';
import {
  NO_NOISE_SOURCES,
  type NoiseStudyReceptor,
  type NoiseStudyTurbine,
  noiseRuleSet,
  runNoiseStudy,
} from './noise-study.js';

const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
const MODES = [
  { name: 'normal', lwa: 106, bands: SPECTRUM },
  { name: 'reduced', lwa: 103, bands: SPECTRUM.map((level) => level - 3) },
];
const site = { longitude: 6.5, latitude: 53.2 };
const turbine: NoiseStudyTurbine = {
  ...site,
  id: 1,
  name: 'T1',
  existing: false,
  groundHeight: 0,
  hubHeight: 120,
  modes: MODES,
};
const at = (
  id: number,
  azimuth: number,
  metres: number,
  category: NoiseStudyReceptor['category'] = 'dwelling',
) => ({
  ...geodesicDestination(site, azimuth, metres),
  id,
  name: `R${id}`,
  category,
  groundHeight: 0,
});
const settings = (overrides: Partial<NoiseSettingsValues> = {}): NoiseSettingsValues => ({
  ...DEFAULT_NOISE_SETTINGS_VALUES,
  ...overrides,
});

describe('the noise study of a scenario', () => {
  it('gives at a receptor 600 m from one turbine the plane calculation at 600 m, within 1e-6 dB', () => {
    const result = runNoiseStudy({ turbines: [turbine], receptors: [at(10, 37, 600)], settings: settings() });
    const [plane] = calculateNoiseLevels(
      [
        {
          id: '1',
          x: 0,
          y: 0,
          groundHeight: 0,
          hubHeight: 120,
          modes: MODES,
          periodModes: { day: 'normal', evening: 'normal', night: 'normal' },
        },
      ],
      [{ id: '10', x: 600, y: 0, groundHeight: 0 }],
      noiseSettings(),
    );
    expect(Math.abs(result.receptors[0]!.night.total - plane!.byPeriod.night.total)).toBeLessThan(1e-6);
    expect(result.methods).toEqual(['ISO 9613-2 general method by octave band']);
  });

  it('runs each turbine in the mode the settings choose by period, and the first mode otherwise', () => {
    const receptors = [at(10, 90, 500)];
    const chosen = runNoiseStudy({
      turbines: [turbine],
      receptors,
      settings: settings({
        turbineModes: [{ turbineId: 1, day: 'normal', evening: 'normal', night: 'reduced' }],
      }),
    });
    expect(chosen.sources[0]!.modes).toEqual({ day: 'normal', evening: 'normal', night: 'reduced' });
    expect(chosen.receptors[0]!.day.total - chosen.receptors[0]!.night.total).toBeCloseTo(3, 9);
    const plain = runNoiseStudy({ turbines: [turbine], receptors, settings: settings() });
    expect(plain.sources[0]!.modes.night).toBe('normal');
  });

  it('takes the limit of the receptor category from the rule set: TA Lärm, NL, ETSU, own values', () => {
    const receptors = [at(10, 0, 400, 'dwelling'), at(11, 180, 400, 'hospital')];
    const de = runNoiseStudy({ turbines: [turbine], receptors, settings: settings() });
    expect(de.receptors.map((r) => [r.limitCategory, r.indicators.night?.limit])).toEqual([
      ['generalResidential', 40],
      ['spaHospital', 35],
    ]);
    const night = de.receptors[0]!.night.total;
    expect(de.receptors[0]!.indicators.night!.margin).toBeCloseTo(40 - night, 9);
    const nl = runNoiseStudy({
      turbines: [turbine],
      receptors,
      settings: settings({ ruleSet: 'nl-activiteitenbesluit' }),
    });
    expect(nl.receptors[0]!.indicators.lden?.limit).toBe(47);
    expect(nl.receptors[0]!.lden).not.toBeNull();
    const uk = runNoiseStudy({
      turbines: [turbine],
      receptors,
      settings: settings({ ruleSet: 'uk-etsu-r-97', etsuDayLimit: 38 }),
    });
    expect(uk.receptors[0]!.indicators.day?.limit).toBe(38);
    const own = settings({ ruleSet: 'custom', customLimits: [{ category: 'hospital', night: 30 }] });
    expect(noiseRuleSet(own).categories.hospital!.limits).toEqual({ night: 30 });
    const mine = runNoiseStudy({ turbines: [turbine], receptors, settings: own });
    expect(mine.receptors[0]!.indicators).toEqual({});
    expect(mine.receptors[1]!.indicators.night?.limit).toBe(30);
  });

  it('leaves out existing turbines when asked, and names turbines without sound power', () => {
    const existing = { ...turbine, id: 2, name: 'Old', existing: true };
    const silent = { ...turbine, id: 3, name: 'Silent', modes: [] };
    const receptors = [at(10, 0, 700)];
    const withExisting = runNoiseStudy({
      turbines: [turbine, existing, silent],
      receptors,
      settings: settings(),
    });
    expect(withExisting.sources.map((s) => s.id)).toEqual([1, 2]);
    expect(withExisting.withoutSoundPower).toEqual([{ id: 3, name: 'Silent' }]);
    expect(
      withExisting.receptors[0]!.night.total - withExisting.receptors[0]!.night.bySource[0]!,
    ).toBeCloseTo(3.01, 2);
    const without = runNoiseStudy({
      turbines: [turbine, existing],
      receptors,
      settings: settings({ includeExistingTurbines: false }),
    });
    expect(without.sources.map((s) => s.id)).toEqual([1]);
    expect(() => runNoiseStudy({ turbines: [silent], receptors, settings: settings() })).toThrow(
      NO_NOISE_SOURCES,
    );
  });
});
