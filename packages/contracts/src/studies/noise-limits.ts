/**
 * Noise limits by receptor category, from a rule set: presets for Germany (TA Lärm 6.1), the
 * Netherlands (Activiteitenbesluit milieubeheer, wind turbines) and the UK (ETSU-R-97), or the
 * project's own values; and each receptor's margin against them.
 */
import type { NoiseReceptorLevels } from './noise-levels.js';
import { NOISE_PERIODS, type NoisePeriod, type NoiseReceptor } from './noise-sources.js';

export type NoiseIndicator = NoisePeriod | 'lden';
export const NOISE_INDICATORS: readonly NoiseIndicator[] = [...NOISE_PERIODS, 'lden'];
export type NoiseLimitValues = Partial<Record<NoiseIndicator, number>>;

export type NoiseRuleSet = {
  id: string;
  name: string;
  /** Where the values come from. */
  source: string;
  categories: Readonly<Record<string, { label: string; limits: NoiseLimitValues }>>;
  /** The category of a receptor that names none. */
  defaultCategory: string;
  /** Added to the predicted LAeq before it is compared (ETSU-R-97: LA90 = LAeq − 2 dB). */
  levelOffset: number;
  /** Where set, a receptor's limit is the greater of the fixed limit and its background + this (dB). */
  backgroundPlus?: number;
};

/** TA Lärm 6.1: day 06–22 h (the evening is part of it), night the loudest hour 22–06 h. */
const taLaerm = (day: number, night: number) => ({ day, evening: day, night });
export const TA_LAERM: NoiseRuleSet = {
  id: 'de-ta-laerm',
  name: 'Germany, TA Lärm',
  source: 'TA Lärm (1998, amended 2017), section 6.1 (immission values outside buildings)',
  categories: {
    industrial: { label: 'Industrial area', limits: taLaerm(70, 70) },
    commercial: { label: 'Commercial area', limits: taLaerm(65, 50) },
    urban: { label: 'Urban area', limits: taLaerm(63, 45) },
    mixedVillage: { label: 'Core, village or mixed area', limits: taLaerm(60, 45) },
    generalResidential: { label: 'General residential area', limits: taLaerm(55, 40) },
    pureResidential: { label: 'Purely residential area', limits: taLaerm(50, 35) },
    spaHospital: { label: 'Spa area, hospital or care home', limits: taLaerm(45, 35) },
  },
  defaultCategory: 'generalResidential',
  levelOffset: 0,
};

export const NL_WIND: NoiseRuleSet = {
  id: 'nl-activiteitenbesluit',
  name: 'Netherlands, wind turbines',
  source: 'Activiteitenbesluit milieubeheer, article 3.14a (Lden 47 dB, Lnight 41 dB at dwellings)',
  categories: { dwelling: { label: 'Dwelling', limits: { lden: 47, night: 41 } } },
  defaultCategory: 'dwelling',
  levelOffset: 0,
};

/**
 * ETSU-R-97: a fixed lower limit of 35–40 dB(A) LA90 for the quiet daytime (evenings and
 * weekends; applied here to the day and the evening), 43 dB(A) at night, or the background
 * LA90 + 5 dB where that is higher. Predictions are LAeq; ETSU compares LA90 = LAeq − 2 dB.
 */
export function etsuRuleSet(dayFixed = 35): NoiseRuleSet {
  if (!(dayFixed >= 35 && dayFixed <= 40))
    throw new Error('ETSU-R-97 sets its daytime fixed limit between 35 and 40 dB(A)');
  return {
    id: 'uk-etsu-r-97',
    name: 'UK, ETSU-R-97',
    source:
      'ETSU-R-97 (1996), The Assessment and Rating of Noise from Wind Farms; IOA good practice guide (2013)',
    categories: { dwelling: { label: 'Dwelling', limits: { day: dayFixed, evening: dayFixed, night: 43 } } },
    defaultCategory: 'dwelling',
    levelOffset: -2,
    backgroundPlus: 5,
  };
}

/** The project's own values. */
export function customRuleSet(
  categories: NoiseRuleSet['categories'],
  defaultCategory: string,
  name = 'Own limits',
): NoiseRuleSet {
  if (!categories[defaultCategory])
    throw new Error(`The default category "${defaultCategory}" is not among the categories`);
  return { id: 'custom', name, source: 'Set for the project', categories, defaultCategory, levelOffset: 0 };
}

export type NoiseAssessment = {
  receptorId: string;
  category: string;
  /** Per indicator with a limit: the level as compared, the limit, the margin (limit − level). */
  indicators: Partial<
    Record<NoiseIndicator, { level: number; limit: number; margin: number; over: boolean }>
  >;
  over: boolean;
};

/** The limits that apply to a receptor (with its background where the rule set counts it). */
export function limitsFor(
  receptor: NoiseReceptor,
  ruleSet: NoiseRuleSet,
): { category: string; limits: NoiseLimitValues } {
  const category = receptor.limitCategory ?? ruleSet.defaultCategory;
  const entry = ruleSet.categories[category];
  if (!entry)
    throw new Error(`Receptor ${receptor.id}: the rule set ${ruleSet.name} has no category "${category}"`);
  const limits: NoiseLimitValues = { ...entry.limits };
  if (ruleSet.backgroundPlus !== undefined && receptor.background) {
    for (const period of NOISE_PERIODS) {
      const background = receptor.background[period];
      const fixed = limits[period];
      if (background !== undefined && fixed !== undefined)
        limits[period] = Math.max(fixed, background + ruleSet.backgroundPlus);
    }
  }
  return { category, limits };
}

export function assessNoise(
  levels: readonly NoiseReceptorLevels[],
  receptors: readonly NoiseReceptor[],
  ruleSet: NoiseRuleSet,
): NoiseAssessment[] {
  const byId = new Map(receptors.map((receptor) => [receptor.id, receptor]));
  return levels.map((result) => {
    const receptor = byId.get(result.receptorId);
    if (!receptor) throw new Error(`No receptor ${result.receptorId}`);
    const { category, limits } = limitsFor(receptor, ruleSet);
    const indicators: NoiseAssessment['indicators'] = {};
    for (const indicator of NOISE_INDICATORS) {
      const limit = limits[indicator];
      const predicted = indicator === 'lden' ? result.lden : result.byPeriod[indicator].total;
      if (limit === undefined || predicted === undefined) continue;
      const level = predicted + ruleSet.levelOffset;
      indicators[indicator] = { level, limit, margin: limit - level, over: level > limit };
    }
    return {
      receptorId: result.receptorId,
      category,
      indicators,
      over: Object.values(indicators).some((entry) => entry?.over),
    };
  });
}
