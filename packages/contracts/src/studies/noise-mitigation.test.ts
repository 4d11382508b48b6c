import { describe, expect, it } from 'vitest';
import { checkNoiseBounds } from './noise-bounds.js';
import { calculateNoiseLevels } from './noise-levels.js';
import { assessNoise, customRuleSet, etsuRuleSet, limitsFor, NL_WIND, TA_LAERM } from './noise-limits.js';
import { applyNightModes, planNightModes } from './noise-mitigation.js';
import { type NoiseReceptor, type NoiseSource, noiseSettings } from './noise-sources.js';

const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
const modes = [
  { name: 'normal', lwa: 106, bands: SPECTRUM },
  { name: 'NRO 103.5', lwa: 103.5, bands: SPECTRUM.map((level) => level - 2.5) },
  { name: 'NRO 101', lwa: 101, bands: SPECTRUM.map((level) => level - 5) },
];
const turbine = (id: string, x: number, y: number): NoiseSource => ({
  id,
  x,
  y,
  groundHeight: 0,
  hubHeight: 120,
  modes,
  periodModes: { day: 'normal', evening: 'normal', night: 'normal' },
});
const sources = [turbine('T1', 0, 0), turbine('T2', 500, 0), turbine('T3', 1000, 0), turbine('T4', 1500, 0)];
const receptors: NoiseReceptor[] = [
  { id: 'near', x: 250, y: 650, groundHeight: 0, limitCategory: 'pureResidential' },
  { id: 'village', x: 1500, y: -900, groundHeight: 0, limitCategory: 'mixedVillage' },
  { id: 'far', x: 5000, y: 5000, groundHeight: 0 },
];
const settings = noiseSettings();

describe('noise limits and the night mitigation plan', () => {
  it('takes the limits of the receptor category from the rule set (TA Lärm, NL, ETSU, own)', () => {
    expect(limitsFor(receptors[0]!, TA_LAERM).limits).toEqual({ day: 50, evening: 50, night: 35 });
    expect(limitsFor(receptors[2]!, TA_LAERM)).toEqual({
      category: 'generalResidential',
      limits: { day: 55, evening: 55, night: 40 },
    });
    expect(limitsFor(receptors[2]!, NL_WIND).limits).toEqual({ lden: 47, night: 41 });
    const background = { ...receptors[2]!, background: { day: 36, night: 41 } };
    expect(limitsFor(background, etsuRuleSet(35)).limits).toEqual({ day: 41, evening: 35, night: 46 });
    expect(() => etsuRuleSet(42)).toThrow(/35 and 40/);
    const own = customRuleSet({ house: { label: 'House', limits: { night: 38 } } }, 'house');
    expect(limitsFor(receptors[2]!, own).limits).toEqual({ night: 38 });
    expect(() => limitsFor(receptors[0]!, own)).toThrow(/pureResidential/);
  });

  it('gives the margin (limit − level), with ETSU comparing LA90 = LAeq − 2 dB', () => {
    const levels = calculateNoiseLevels(sources, receptors, settings, { lden: true });
    const [near] = assessNoise(levels, receptors, TA_LAERM);
    const night = levels[0]!.byPeriod.night.total;
    expect(near!.indicators.night).toEqual({ level: night, limit: 35, margin: 35 - night, over: true });
    const plain = receptors.map(({ limitCategory: _, ...receptor }) => receptor);
    const etsu = assessNoise(levels, plain, etsuRuleSet())[0]!;
    expect(etsu.indicators.night!.level).toBeCloseTo(night - 2, 9);
    const nl = assessNoise(levels, plain, NL_WIND)[0]!;
    expect(nl.indicators.lden!.level).toBe(levels[0]!.lden);
  });

  it('names the loudest sources at a receptor over its limit, and a plan that brings every receptor under; applied, it holds', () => {
    const before = assessNoise(calculateNoiseLevels(sources, receptors, settings), receptors, TA_LAERM);
    expect(before.find((entry) => entry.receptorId === 'near')!.over).toBe(true);
    const plan = planNightModes(sources, receptors, settings, TA_LAERM);
    expect(
      plan.contributorsOver
        .near!.map((entry) => entry.sourceId)
        .slice(0, 2)
        .sort(),
    ).toEqual(['T1', 'T2']);
    expect(plan.feasible).toBe(true);
    expect(plan.changes.length).toBeGreaterThan(0);
    const after = applyNightModes(sources, plan.nightModes);
    const assessed = assessNoise(calculateNoiseLevels(after, receptors, settings), receptors, TA_LAERM);
    for (const entry of assessed) expect(entry.indicators.night!.margin).toBeGreaterThanOrEqual(0);
    // The days are left as they were.
    expect(after.every((source) => source.periodModes.day === 'normal')).toBe(true);
    // No source is reduced further than needed: moving any changed source one mode back up breaks a limit.
    for (const change of plan.changes) {
      const index = modes.findIndex((mode) => mode.name === change.to);
      const louder = applyNightModes(after, { [change.sourceId]: modes[index - 1]!.name });
      const check = assessNoise(calculateNoiseLevels(louder, receptors, settings), receptors, TA_LAERM);
      expect(check.some((entry) => entry.over)).toBe(true);
    }
  });

  it('says when no mode is quiet enough', () => {
    const tight = customRuleSet({ house: { label: 'House', limits: { night: 20 } } }, 'house');
    const plan = planNightModes(
      sources,
      receptors.slice(0, 1).map((r) => ({ ...r, limitCategory: 'house' })),
      settings,
      tight,
    );
    expect(plan.feasible).toBe(false);
    expect(plan.stillOver).toEqual(['near']);
    expect(Object.values(plan.nightModes).every((name) => name === 'NRO 101')).toBe(true);
  });

  it('refuses work beyond its bounds with a message that names the bound', () => {
    expect(checkNoiseBounds(50, 500)).toEqual({ ok: true });
    expect(checkNoiseBounds(201, 10)).toEqual({
      ok: false,
      message: '201 sources: a noise calculation takes at most 200',
    });
    expect(checkNoiseBounds(200, 5000)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/1000000 paths: .* at most 500000/),
    });
    expect(checkNoiseBounds(20, 0, 3_000_000)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/cells/),
    });
    expect(checkNoiseBounds(-1, 3)).toMatchObject({ ok: false });
  });
});
