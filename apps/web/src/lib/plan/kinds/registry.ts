import {
  PLANNER_OBJECT_KIND_LIST,
  type PlannerObjectKindKey,
  type PlannerObjectLayout,
  type PlannerObjectRole,
  plannerKindOfType,
} from '@vantage/contracts';
import { cableKind } from './cable';
import { existingTurbineKind } from './existing-turbine';
import type { KindModule } from './kind-module';
import { powerLineKind } from './power-line';
import { receptorKind } from './receptor';
import { siteBoundaryKind } from './site-boundary';
import { solarKind } from './solar';
import {
  batteryRowKind,
  buildingKind,
  electrolyserKind,
  mastKind,
  noiseBarrierKind,
  substationKind,
  transformerKind,
} from './structures';
import { turbineKind } from './turbine';

/** Every kind's module, by the catalogue's key (the type makes a missing one a compile error). */
export const KIND_MODULES: Readonly<Record<PlannerObjectKindKey, KindModule>> = {
  turbine: turbineKind,
  solar: solarKind,
  cable: cableKind,
  powerLine: powerLineKind,
  receptor: receptorKind,
  siteBoundary: siteBoundaryKind,
  existingTurbine: existingTurbineKind,
  substation: substationKind,
  transformer: transformerKind,
  batteryRow: batteryRowKind,
  electrolyser: electrolyserKind,
  building: buildingKind,
  mast: mastKind,
  noiseBarrier: noiseBarrierKind,
};

export const KIND_MODULE_LIST: readonly KindModule[] = PLANNER_OBJECT_KIND_LIST.map(
  (kind) => KIND_MODULES[kind.key],
);

export function kindModuleOfType(typeId: number): KindModule | undefined {
  const kind = plannerKindOfType(typeId);
  return kind && KIND_MODULES[kind.key];
}

/** Rows from before the catalogue (a type it does not know) are what the viewer always drew them as. */
const LEGACY_ROLES: Readonly<Record<PlannerObjectLayout, PlannerObjectRole>> = {
  Point: 'turbine',
  Area: 'area',
  Path: 'line',
};

/** What an object is for the analyses and the drawings: its kind's role. */
export function roleOf(object: {
  layout: PlannerObjectLayout;
  plannerObjectTypeId: number;
}): PlannerObjectRole {
  return plannerKindOfType(object.plannerObjectTypeId)?.role ?? LEGACY_ROLES[object.layout];
}

/** A planned turbine: the ZTV, the spacing and a scenario's capacity count it; nothing else. */
export const isPlannedTurbine = (object: { layout: PlannerObjectLayout; plannerObjectTypeId: number }) =>
  roleOf(object) === 'turbine';
