/**
 * The noise study of one scenario from the project's data: turbines and receptors by longitude
 * and latitude, the project's noise settings; the levels, limits and margins per receptor. The
 * planner's worker and the server's API operation both run this, so the screen and the API give
 * the same numbers (docs/studies/noise.md).
 */
import type { NoiseCalculation, NoiseSettingsValues } from '../noise-settings.js';
import type { ReceptorCategory } from '../receptors.js';
import type { TurbineSoundMode } from '../turbine-sound.js';
import { type LonLat, toLocal } from './geodesy.js';
import { groundHeights, type StudyGround, type TerrainModelSampler } from './ground-heights.js';
import { PATH_METHOD_LABELS } from './iso9613-propagation.js';
import { calculateNoiseLevels } from './noise-levels.js';
import {
  assessNoise,
  etsuRuleSet,
  NL_WIND,
  type NoiseLimitValues,
  type NoiseRuleSet,
  TA_LAERM,
} from './noise-limits.js';
import { noisePeriodModes } from './noise-modes.js';
import {
  NOISE_PERIODS,
  type NoisePeriod,
  type NoiseReceptor,
  type NoiseSettings,
  type NoiseSource,
} from './noise-sources.js';

export type NoiseStudyTurbine = LonLat & {
  id: number;
  name: string;
  existing: boolean;
  /** Metres above sea level of the tower's foot. */
  groundHeight: number;
  hubHeight: number;
  modes: readonly TurbineSoundMode[];
};

export type NoiseStudyReceptor = LonLat & {
  id: number;
  name: string;
  category: ReceptorCategory;
  groundHeight: number;
};

export type NoiseStudyInput = {
  turbines: readonly NoiseStudyTurbine[];
  receptors: readonly NoiseStudyReceptor[];
  settings: NoiseSettingsValues;
  /** Which ground the heights are of (noiseStudyOnGround); absent: the heights as given. */
  ground?: StudyGround;
};

/** Whether a turbine is a source of the study (existing turbines by the setting). */
const counts = (settings: NoiseSettingsValues) => (turbine: NoiseStudyTurbine) =>
  !turbine.existing || settings.includeExistingTurbines;

/**
 * The input on the project's ground (ground-heights.ts): every tower foot of a source and every
 * receptor at the terrain model's height when it covers them all, else all at 0 m.
 */
export function noiseStudyOnGround(
  input: NoiseStudyInput,
  terrain: TerrainModelSampler | null,
): NoiseStudyInput {
  const sources = input.turbines.filter(counts(input.settings));
  const ground = groundHeights(terrain, { sources, receptors: input.receptors });
  const footOf = new Map(sources.map((turbine, index) => [turbine, ground.sources[index]!]));
  return {
    ...input,
    turbines: input.turbines.map((turbine) => ({ ...turbine, groundHeight: footOf.get(turbine) ?? 0 })),
    receptors: input.receptors.map((receptor, index) => ({
      ...receptor,
      groundHeight: ground.receptors[index]!,
    })),
    ground: { kind: ground.kind, text: ground.text },
  };
}

/** The ground of an input that does not say: flat when every height is 0 m. */
function groundOf(input: NoiseStudyInput): StudyGround {
  if (input.ground) return input.ground;
  const flat = [...input.turbines, ...input.receptors].every((point) => point.groundHeight === 0);
  return flat
    ? { kind: 'flat', text: 'Flat ground at 0 m.' }
    : { kind: 'terrain', text: 'Ground heights as given with the turbines and receptors.' };
}

/** TA Lärm's area category for each receptor category; the stricter one where two could apply. */
export const TA_LAERM_CATEGORY_OF: Readonly<Record<ReceptorCategory, string>> = {
  dwelling: 'generalResidential',
  holidayHome: 'pureResidential',
  school: 'generalResidential',
  careHome: 'spaHospital',
  hospital: 'spaHospital',
  business: 'commercial',
  other: 'mixedVillage',
};

/** The rule set the settings choose; the `custom` one has the receptor categories as its own. */
export function noiseRuleSet(settings: NoiseSettingsValues): NoiseRuleSet {
  switch (settings.ruleSet) {
    case 'de-ta-laerm':
      return TA_LAERM;
    case 'nl-activiteitenbesluit':
      return NL_WIND;
    case 'uk-etsu-r-97':
      return etsuRuleSet(settings.etsuDayLimit);
    case 'custom': {
      const limits = new Map(settings.customLimits.map((entry) => [entry.category, entry]));
      const categories: Record<string, { label: string; limits: NoiseLimitValues }> = {};
      for (const category of Object.keys(TA_LAERM_CATEGORY_OF) as ReceptorCategory[]) {
        const { day, evening, night, lden } = limits.get(category) ?? {};
        const values = Object.entries({ day, evening, night, lden }).filter(([, v]) => v !== undefined);
        categories[category] = { label: category, limits: Object.fromEntries(values) };
      }
      return {
        id: 'custom',
        name: 'Own limits',
        source: 'Set for the project',
        categories,
        defaultCategory: 'other',
        levelOffset: 0,
      };
    }
  }
}

/** The rule set's category for a receptor category. */
export function limitCategoryOf(settings: NoiseSettingsValues, category: ReceptorCategory): string {
  if (settings.ruleSet === 'de-ta-laerm') return TA_LAERM_CATEGORY_OF[category];
  if (settings.ruleSet === 'custom') return category;
  return 'dwelling';
}

export function noiseMethodSettings(settings: NoiseSettingsValues): NoiseSettings {
  return {
    method: settings.method,
    atmosphere: {
      temperatureC: settings.temperatureC,
      relativeHumidityPercent: settings.relativeHumidityPercent,
      pressureKPa: settings.pressureKPa,
    },
    bandFrequencies: 'exact',
    ground: { ...settings.groundFactors },
    receiverHeight: settings.receiverHeight,
    c0: 0,
  };
}

/** Whether the settings ask for Lden (the Netherlands' rule set limits it). */
export const wantsLden = (settings: NoiseSettingsValues) =>
  settings.lden || settings.ruleSet === 'nl-activiteitenbesluit';

/**
 * The study's scene in one plane: the azimuthal-equidistant frame about the turbines' mean
 * position (distances from it exact; within millimetres between points a few kilometres apart).
 */
export type NoiseScene = {
  centre: LonLat;
  sources: NoiseSource[];
  /** The turbines of `sources`, in their order. */
  turbines: NoiseStudyTurbine[];
  withoutSoundPower: NoiseStudyTurbine[];
  receptors: NoiseReceptor[];
  settings: NoiseSettings;
  ruleSet: NoiseRuleSet;
};

export function noiseScene(input: NoiseStudyInput): NoiseScene {
  const { settings } = input;
  const counted = input.turbines.filter(counts(settings));
  const all = counted.length ? counted : input.receptors;
  const centre = {
    longitude: all.reduce((sum, p) => sum + p.longitude, 0) / Math.max(1, all.length),
    latitude: all.reduce((sum, p) => sum + p.latitude, 0) / Math.max(1, all.length),
  };
  const chosen = new Map(settings.turbineModes.map((entry) => [entry.turbineId, entry]));
  const turbines = counted.filter((turbine) => turbine.modes.length > 0);
  const sources = turbines.map((turbine): NoiseSource => {
    const { x, y } = toLocal(centre, turbine);
    return {
      id: String(turbine.id),
      x,
      y,
      groundHeight: turbine.groundHeight,
      hubHeight: turbine.hubHeight,
      modes: turbine.modes,
      periodModes: noisePeriodModes(turbine.modes, chosen.get(turbine.id)),
    };
  });
  const receptors = input.receptors.map((receptor): NoiseReceptor => {
    const { x, y } = toLocal(centre, receptor);
    return {
      id: String(receptor.id),
      x,
      y,
      groundHeight: receptor.groundHeight,
      limitCategory: limitCategoryOf(settings, receptor.category),
    };
  });
  return {
    centre,
    sources,
    turbines,
    withoutSoundPower: counted.filter((turbine) => turbine.modes.length === 0),
    receptors,
    settings: noiseMethodSettings(settings),
    ruleSet: noiseRuleSet(settings),
  };
}

/** Why a study cannot be run: no source has sound power. */
export const NO_NOISE_SOURCES =
  'No wind turbine of this scenario has sound power: give its preset operating modes (soundModes) with their LWA.';

/** The levels, limits and margins at every receptor (the API's answer but its scenario id). */
export function runNoiseStudy(
  input: NoiseStudyInput,
  options: { bands?: boolean } = {},
): Omit<NoiseCalculation, 'scenarioId'> {
  const scene = noiseScene(input);
  if (scene.sources.length === 0) throw new RangeError(NO_NOISE_SOURCES);
  const levels = calculateNoiseLevels(scene.sources, scene.receptors, scene.settings, {
    bands: options.bands === true,
    lden: wantsLden(input.settings),
  });
  const assessments = assessNoise(levels, scene.receptors, scene.ruleSet);
  const methods = new Set(levels.flatMap((result) => result.methods));
  return {
    ground: groundOf(input),
    ruleSet: { id: scene.ruleSet.id, name: scene.ruleSet.name, source: scene.ruleSet.source },
    methods: [...methods].map((method) => PATH_METHOD_LABELS[method]),
    sources: scene.turbines.map((turbine, index) => ({
      id: turbine.id,
      name: turbine.name,
      existing: turbine.existing,
      hubHeight: turbine.hubHeight,
      modes: scene.sources[index]!.periodModes,
    })),
    withoutSoundPower: scene.withoutSoundPower.map(({ id, name }) => ({ id, name })),
    receptors: input.receptors.map((receptor, index) => {
      const result = levels[index]!;
      const assessment = assessments[index]!;
      const period = (name: NoisePeriod) => {
        const { total, bySource, bands } = result.byPeriod[name];
        return { total, bySource, ...(bands ? { bands } : {}) };
      };
      return {
        id: receptor.id,
        name: receptor.name,
        category: receptor.category,
        limitCategory: assessment.category,
        ...(Object.fromEntries(NOISE_PERIODS.map((name) => [name, period(name)])) as Record<
          NoisePeriod,
          ReturnType<typeof period>
        >),
        lden: result.lden ?? null,
        indicators: assessment.indicators,
        over: assessment.over,
      };
    }),
  };
}
