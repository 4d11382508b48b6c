import { useQuery } from '@tanstack/react-query';
import {
  type PlannerObject,
  SETBACK_FEATURE_KEY,
  type SetbackRule,
  TURBINE_DEFAULT_SIZE,
} from '@vantage/contracts';
import {
  checkSetbacks,
  largestTurbineSize,
  type SetbackBreach,
  type SetbackConstraintLayer,
  type SetbackRuleInput,
  type SetbackTurbine,
  type SetbackZone,
  setbackZones,
  type TurbineSize,
  turbineSize,
} from '@vantage/contracts/studies/setbacks';
import { useMemo } from 'react';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { useConstraintLayers } from '../api/constraint-layer-calls';
import { getSetbackRulesQueryOptions } from '../api/setback-rule-calls';
import {
  setbackReceptors,
  setbackTurbines,
  siteBoundaries,
  turbinesOutsideBoundary,
} from '../model/site-studies';
import type { Planner } from './use-planner';

export type SiteChecks = {
  breaches: SetbackBreach[];
  /** Turbines standing outside every part of the site boundary. */
  outside: SetbackTurbine[];
  /** The turbines either flags, for the map. */
  flagged: ReadonlySet<number>;
  zones: SetbackZone[];
  /** The size the zones are drawn for: the scenario's largest turbine (or the default one). */
  zoneSize: TurbineSize;
};

/** The rules as the pure module reads them; a receptor rule's category checked by the server. */
export const ruleInputs = (rules: readonly SetbackRule[]): SetbackRuleInput[] =>
  rules.map((rule) => ({
    id: rule.id,
    name: rule.name,
    targetKind: rule.targetKind,
    receptorCategory: rule.receptorCategory as SetbackRuleInput['receptorCategory'],
    constraintLayerId: rule.constraintLayerId,
    distanceValue: rule.distanceValue,
    distanceUnit: rule.distanceUnit,
  }));

/**
 * The setback rules and the site boundary applied to the turbines shown, in the browser with the
 * module the server's check runs (`@vantage/contracts/studies/setbacks`): each visible planned
 * turbine against every receptor, boundary and constraint layer of the project. `objects` may be
 * the plan as it is being dragged, so a flag comes and goes while a turbine moves.
 */
export function siteChecks(
  objects: readonly PlannerObject[],
  project: readonly PlannerObject[],
  presets: Planner['presetList'],
  rules: readonly SetbackRule[],
  constraintLayers: readonly SetbackConstraintLayer[] = [],
): SiteChecks {
  const turbines = setbackTurbines(objects, presets);
  const receptors = setbackReceptors(project);
  const boundaries = siteBoundaries(project);
  const inputs = ruleInputs(rules);
  const breaches = checkSetbacks({ rules: inputs, turbines, receptors, boundaries, constraintLayers });
  const outside = turbinesOutsideBoundary(turbines, boundaries);
  const size = largestTurbineSize(turbines) ?? turbineSize(TURBINE_DEFAULT_SIZE);
  return {
    breaches,
    outside,
    flagged: new Set([
      ...breaches.map((breach) => breach.turbineId),
      ...outside.map((turbine) => turbine.id),
    ]),
    zones: setbackZones(inputs, receptors, size),
    zoneSize: size,
  };
}

/**
 * The project's setback rules and whether the subscription has them: `locked` while BufferLayer
 * is not Enabled (the rules are then not asked for: the server would refuse with 403), `hidden`
 * when the feature is Hidden.
 */
export function useSetbackRules(planner: Planner) {
  const features = useFeatures({ staleTime: 60_000 });
  const state = features.data?.find((feature) => feature.key === SETBACK_FEATURE_KEY)?.state ?? null;
  const enabled = state === 'Enabled';
  const rules = useQuery({ ...getSetbackRulesQueryOptions(planner.projectId), enabled });
  return {
    loading: features.isPending || (enabled && rules.isPending),
    enabled,
    hidden: state === 'Hidden',
    rules: enabled ? (rules.data?.items ?? []) : [],
    query: rules,
  };
}

/** The project's constraint layers as the setback rules measure them (their features' geometries). */
export function useSetbackLayers(projectId: number): SetbackConstraintLayer[] {
  const layers = useConstraintLayers(projectId);
  return useMemo(
    () =>
      layers.map((layer) => ({
        id: layer.id,
        name: layer.name,
        geometries: layer.collection.features.map((feature) => feature.geometry),
      })),
    [layers],
  );
}

/** The checks of the plan as it stands (the map passes the plan as it is dragged to siteChecks itself). */
export function useSiteChecks(planner: Planner): SiteChecks & { rules: ReturnType<typeof useSetbackRules> } {
  const rules = useSetbackRules(planner);
  const layers = useSetbackLayers(planner.projectId);
  const checks = useMemo(
    () => siteChecks(planner.visibleObjects, planner.objectList, planner.presetList, rules.rules, layers),
    [planner.visibleObjects, planner.objectList, planner.presetList, rules.rules, layers],
  );
  return { ...checks, rules };
}
