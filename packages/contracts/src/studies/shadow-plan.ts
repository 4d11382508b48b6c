/**
 * A plan's shadow-flicker calculation, the same on the planner and the server: the scenario's
 * wind turbines (and, by the setting, the project's existing turbines) and the project's
 * receptors, from their stored positions and data, into the study's local planar frame
 * (azimuthal equidistant about their middle, geodesy.ts), and the study's figures back into
 * the API's answer. Heights stand on flat ground at 0 m until `shadowStudyOnGround` puts them
 * on the project's terrain (ground-heights.ts); a turbine's size is its own, its preset's or
 * TURBINE_DEFAULT_SIZE.
 */
import { PLANNER_OBJECT_KINDS, TURBINE_DEFAULT_SIZE } from '../planner-kinds.js';
import { RECEPTOR_DEFAULT_HEIGHT_M } from '../receptors.js';
import { toLocal } from './geodesy.js';
import { groundHeights, type StudyGround, type TerrainModelSampler } from './ground-heights.js';
import type { ShadowFlickerSettings, ShadowReceptorFigures } from './shadow-api.js';
import type { ReceptorShadow, ShadowReceptor, ShadowSettings, ShadowTurbine } from './shadow-flicker.js';
import { SHADOW_LIMIT_PRESETS, type ShadowLimitChoice, type ShadowLimits } from './shadow-limits.js';

/** A planner object as both sides hold it: its kind's type id, position and data (parsed). */
export type ShadowPlanObject = {
  id: number;
  name: string;
  typeId: number;
  scenarioId: number | null;
  longitude: number;
  latitude: number;
  data: Record<string, unknown>;
  /** The data of its preset, if it has one. */
  presetData?: Record<string, unknown>;
};

export type ShadowPlanRef = {
  id: number;
  name: string;
  existing: boolean;
  longitude: number;
  latitude: number;
};

export type ShadowPlanStudy = {
  turbines: ShadowTurbine[];
  receptors: ShadowReceptor[];
  turbineRefs: ShadowPlanRef[];
  receptorRefs: ShadowPlanRef[];
  settings: ShadowSettings;
  limits: ShadowLimitChoice;
};

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The year a calculation takes when none is given: next year (the permit's first year). */
export const defaultShadowYear = (now = new Date()) => now.getUTCFullYear() + 1;

export function shadowLimitsOf(settings: ShadowFlickerSettings): ShadowLimits {
  const choice = settings.limits ?? 'DE';
  return choice === 'own' ? { ...settings.ownLimits } : SHADOW_LIMIT_PRESETS[choice];
}

export function shadowPlanStudy(
  objects: readonly ShadowPlanObject[],
  scenarioId: number,
  settings: ShadowFlickerSettings,
  now = new Date(),
): ShadowPlanStudy {
  const { turbine, existingTurbine, receptor } = PLANNER_OBJECT_KINDS;
  const sorted = [...objects].sort((a, b) => a.id - b.id);
  const turbineObjects = sorted.filter(
    (object) =>
      (object.typeId === turbine.typeId && object.scenarioId === scenarioId) ||
      object.typeId === existingTurbine.typeId,
  );
  const receptorObjects = sorted.filter((object) => object.typeId === receptor.typeId);
  const all = [...turbineObjects, ...receptorObjects];
  const centre =
    all.length === 0
      ? { longitude: 0, latitude: 0 }
      : {
          longitude: all.reduce((sum, object) => sum + object.longitude, 0) / all.length,
          latitude: all.reduce((sum, object) => sum + object.latitude, 0) / all.length,
        };
  const turbines = turbineObjects.map((object): ShadowTurbine => {
    const { x, y } = toLocal(centre, object);
    const preset = object.presetData ?? {};
    return {
      x,
      y,
      groundHeight: 0,
      hubHeight:
        positive(object.data.hubHeight) ?? positive(preset.hubHeight) ?? TURBINE_DEFAULT_SIZE.hubHeight,
      rotorDiameter:
        positive(object.data.rotorDiameter) ??
        positive(preset.rotorDiameter) ??
        TURBINE_DEFAULT_SIZE.rotorDiameter,
      ...(object.typeId === existingTurbine.typeId ? { existing: true } : {}),
    };
  });
  const receptors = receptorObjects.map((object): ShadowReceptor => {
    const { x, y } = toLocal(centre, object);
    const { data } = object;
    const height = finite(data.heightAboveGround) ?? RECEPTOR_DEFAULT_HEIGHT_M;
    const width = positive(data.windowWidth);
    const windowHeight = positive(data.windowHeight);
    const bearing = finite(data.windowBearing);
    if (data.allDirections === false && width && windowHeight && bearing !== undefined)
      return {
        x,
        y,
        groundHeight: 0,
        height: finite(data.windowCentreHeight) ?? height,
        window: { width, height: windowHeight, bearing, tilt: finite(data.windowTilt) ?? 0 },
      };
    return { x, y, groundHeight: 0, height };
  });
  const ref = (object: ShadowPlanObject): ShadowPlanRef => ({
    id: object.id,
    name: object.name,
    existing: object.typeId === existingTurbine.typeId,
    longitude: object.longitude,
    latitude: object.latitude,
  });
  return {
    turbines,
    receptors,
    turbineRefs: turbineObjects.map(ref),
    receptorRefs: receptorObjects.map(ref),
    limits: settings.limits ?? 'DE',
    settings: {
      year: settings.year ?? defaultShadowYear(now),
      timeZone: settings.timeZone ?? 'UTC',
      site: { ...centre, elevation: 0 },
      minimumElevation: settings.minimumElevation ?? 3,
      distance: { rule: 'fixed', metres: settings.maxDistance ?? 2000 },
      includeExisting: settings.includeExisting ?? true,
      limits: shadowLimitsOf(settings),
      ...(settings.expected
        ? { expected: { sunshine: settings.expected.sunshine, operating: settings.expected.operating } }
        : {}),
    },
  };
}

/**
 * The study on the project's ground: every counted tower foot and every receptor at the terrain
 * model's height when it covers them all, else all at 0 m (ground-heights.ts). The sun hidden by
 * the terrain is not modelled.
 */
export function shadowStudyOnGround(
  study: ShadowPlanStudy,
  terrain: TerrainModelSampler | null,
): ShadowPlanStudy & { ground: StudyGround } {
  const counted = study.turbines.flatMap((turbine, index) =>
    turbine.existing && !study.settings.includeExisting ? [] : [index],
  );
  const ground = groundHeights(terrain, {
    sources: counted.map((index) => study.turbineRefs[index]!),
    receptors: study.receptorRefs,
  });
  const footOf = new Map(counted.map((turbine, index) => [turbine, ground.sources[index]!]));
  return {
    ...study,
    turbines: study.turbines.map((turbine, index) => ({ ...turbine, groundHeight: footOf.get(index) ?? 0 })),
    receptors: study.receptors.map((receptor, index) => ({
      ...receptor,
      groundHeight: ground.receptors[index]!,
    })),
    ground: { kind: ground.kind, text: ground.text },
  };
}

/** The study's figures per receptor as the API answers them, with the plan's ids and names. */
export function shadowFigures(
  study: Pick<ShadowPlanStudy, 'turbineRefs' | 'receptorRefs'>,
  receptors: readonly Omit<ReceptorShadow, 'periods'>[],
): ShadowReceptorFigures[] {
  return receptors.map((figures, index) => {
    const receptor = study.receptorRefs[index]!;
    return {
      receptorId: receptor.id,
      name: receptor.name,
      minutes: figures.minutes,
      hours: figures.hours,
      days: figures.days,
      maxMinutesPerDay: figures.maxMinutesPerDay,
      firstDate: figures.firstDate,
      lastDate: figures.lastDate,
      expectedHours: figures.expectedHours ?? null,
      exceeded: figures.flags.exceeded,
      perTurbine: figures.perTurbine.map((turbine) => {
        const ref = study.turbineRefs[turbine.turbine]!;
        return {
          turbineId: ref.id,
          name: ref.name,
          existing: ref.existing,
          minutes: turbine.minutes,
          days: turbine.days,
          maxMinutesPerDay: turbine.maxMinutesPerDay,
          expectedMinutes: turbine.expectedMinutes ?? null,
        };
      }),
    };
  });
}
