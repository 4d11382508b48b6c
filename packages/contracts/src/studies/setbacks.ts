import type { ConstraintGeometry, ConstraintPosition } from '../constraint-layers.js';
import type { ReceptorCategory } from '../receptors.js';
import type { SetbackDistanceUnit, SetbackTargetKind } from '../setback-rules.js';
import {
  circleRing,
  distanceToPath,
  distanceToPolygon,
  geodesicDistance,
  type LonLat,
  type PolygonRings,
  polygonBufferRing,
  polygonRelation,
} from './geodesy.js';

/**
 * Setbacks (docs/studies/setbacks.md): rules "turbines at least D from X", X a receptor category,
 * a constraint layer (the nearest point of its nearest feature) or the site boundary (the turbine inside it, at least D from its edge), D in metres or a
 * multiple of the turbine's tip height or rotor diameter. Distances are ground distances on
 * WGS 84 from the tower's centre to the nearest point of the feature.
 */
export type SetbackRuleInput = {
  id: number;
  name: string;
  targetKind: SetbackTargetKind;
  /** The receptors' category, for `targetKind` `receptor`. */
  receptorCategory: ReceptorCategory | null;
  /** The constraint layer, for `targetKind` `constraintLayer`. */
  constraintLayerId?: number | null;
  distanceValue: number;
  distanceUnit: SetbackDistanceUnit;
};

export type SetbackTurbine = LonLat & { id: number; name: string; hubHeight: number; rotorDiameter: number };

export type SetbackReceptor = LonLat & {
  id: number;
  name: string;
  category: ReceptorCategory;
  /** A building's outline: its distance counts from the nearest wall, 0 inside. */
  footprint?: PolygonRings | null;
};

/** A site boundary: one or more parts, each a polygon (outer ring, then holes). */
export type SiteBoundary = { id: number; name: string; parts: readonly PolygonRings[] };

/** A constraint layer: its features' geometries (GeoJSON, WGS 84 longitude, latitude). */
export type SetbackConstraintLayer = { id: number; name: string; geometries: readonly ConstraintGeometry[] };

/** What a rule's distance is measured with: the tip height and rotor diameter (metres). */
export type TurbineSize = { tipHeight: number; rotorDiameter: number };

export function turbineSize(turbine: Pick<SetbackTurbine, 'hubHeight' | 'rotorDiameter'>): TurbineSize {
  return { tipHeight: turbine.hubHeight + turbine.rotorDiameter / 2, rotorDiameter: turbine.rotorDiameter };
}

/** The largest tip height and the largest rotor diameter among the turbines (the size the map's zones are drawn for). */
export function largestTurbineSize(turbines: readonly SetbackTurbine[]): TurbineSize | null {
  if (turbines.length === 0) return null;
  return turbines.map(turbineSize).reduce((a, b) => ({
    tipHeight: Math.max(a.tipHeight, b.tipHeight),
    rotorDiameter: Math.max(a.rotorDiameter, b.rotorDiameter),
  }));
}

/** The distance (metres) a rule asks of a turbine of this size. */
export function requiredDistance(
  rule: Pick<SetbackRuleInput, 'distanceValue' | 'distanceUnit'>,
  size: TurbineSize,
) {
  switch (rule.distanceUnit) {
    case 'm':
      return rule.distanceValue;
    case 'tipHeight':
      return rule.distanceValue * size.tipHeight;
    case 'rotorDiameter':
      return rule.distanceValue * size.rotorDiameter;
  }
}

const wholeMetres = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const SIZE_WORDS: Record<keyof TurbineSize, string> = {
  tipHeight: 'tip height',
  rotorDiameter: 'rotor diameter',
};

/**
 * A measured distance as shown: whole metres rounded down, a required one rounded up, so that a
 * breach never reads "800 m … asks 800 m".
 */
export const shownDistance = (metres: number) => `${wholeMetres.format(Math.floor(metres))} m`;
export const shownRequired = (metres: number) => `${wholeMetres.format(Math.ceil(metres))} m`;

/** "800 m (4 × tip height 200 m)", or "300 m" for a rule in metres. */
export function requirementText(
  rule: Pick<SetbackRuleInput, 'distanceValue' | 'distanceUnit'>,
  size: TurbineSize,
) {
  const required = shownRequired(requiredDistance(rule, size));
  if (rule.distanceUnit === 'm') return required;
  const dimension: keyof TurbineSize = rule.distanceUnit;
  return `${required} (${decimals.format(rule.distanceValue)} × ${SIZE_WORDS[dimension]} ${decimals.format(size[dimension])} m)`;
}

export type SetbackBreach = {
  turbineId: number;
  ruleId: number;
  /** The receptor's, the site boundary's or the constraint layer's id and name. */
  featureId: number;
  featureName: string;
  /** From the tower to the feature's nearest point (to the boundary's edge), metres, unrounded. */
  distance: number;
  /** What the rule asks of this turbine, metres, unrounded. */
  required: number;
  /** For a site-boundary rule: the turbine stands outside every part of the boundary. */
  outside: boolean;
  message: string;
};

export type SetbackInput = {
  rules: readonly SetbackRuleInput[];
  turbines: readonly SetbackTurbine[];
  receptors: readonly SetbackReceptor[];
  boundaries: readonly SiteBoundary[];
  /** The project's constraint layers; a layer rule whose layer is not here asks nothing. */
  constraintLayers?: readonly SetbackConstraintLayer[];
};

/** The distance (metres) from a turbine to a receptor: to its point, or to its footprint (0 inside). */
export function receptorDistance(from: LonLat, receptor: SetbackReceptor): number {
  return receptor.footprint && receptor.footprint.length > 0
    ? distanceToPolygon(from, receptor.footprint)
    : geodesicDistance(from, receptor);
}

const lonLat = (position: ConstraintPosition): LonLat => ({
  longitude: position[0] ?? 0,
  latitude: position[1] ?? 0,
});
const polygonOf = (rings: readonly ConstraintPosition[][]): LonLat[][] =>
  rings.map((ring) => ring.map(lonLat));

/**
 * The distance (metres) from a point to the nearest point of a feature: to a point, along a
 * line's segments, to a polygon's edges (0 inside it); of a multi-part feature, its nearest part.
 */
export function featureDistance(from: LonLat, geometry: ConstraintGeometry): number {
  switch (geometry.type) {
    case 'Point':
      return geodesicDistance(from, lonLat(geometry.coordinates));
    case 'MultiPoint':
      return Math.min(...geometry.coordinates.map((p) => geodesicDistance(from, lonLat(p))));
    case 'LineString':
      return distanceToPath(from, geometry.coordinates.map(lonLat));
    case 'MultiLineString':
      return Math.min(...geometry.coordinates.map((line) => distanceToPath(from, line.map(lonLat))));
    case 'Polygon':
      return distanceToPolygon(from, polygonOf(geometry.coordinates));
    case 'MultiPolygon':
      return Math.min(...geometry.coordinates.map((polygon) => distanceToPolygon(from, polygonOf(polygon))));
  }
}

/** The distance (metres) from a point to a layer's nearest feature. */
export function layerDistance(from: LonLat, layer: SetbackConstraintLayer): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (const geometry of layer.geometries) nearest = Math.min(nearest, featureDistance(from, geometry));
  return nearest;
}

/** A constraint-layer rule: one breach when the layer's nearest feature is nearer than asked. */
function layerBreach(
  rule: SetbackRuleInput,
  turbine: SetbackTurbine,
  layers: readonly SetbackConstraintLayer[],
): SetbackBreach | null {
  const layer = layers.find((candidate) => candidate.id === rule.constraintLayerId);
  if (!layer || layer.geometries.length === 0) return null;
  const size = turbineSize(turbine);
  const required = requiredDistance(rule, size);
  const distance = layerDistance(turbine, layer);
  if (distance >= required) return null;
  return {
    turbineId: turbine.id,
    ruleId: rule.id,
    featureId: layer.id,
    featureName: layer.name,
    distance,
    required,
    outside: false,
    message: `${turbine.name} is ${shownDistance(distance)} from ${layer.name}; the rule asks ${requirementText(rule, size)}`,
  };
}

function receptorBreaches(
  rule: SetbackRuleInput,
  turbine: SetbackTurbine,
  receptors: readonly SetbackReceptor[],
) {
  const size = turbineSize(turbine);
  const required = requiredDistance(rule, size);
  const breaches: SetbackBreach[] = [];
  for (const receptor of receptors) {
    if (receptor.category !== rule.receptorCategory) continue;
    const distance = receptorDistance(turbine, receptor);
    if (distance >= required) continue;
    breaches.push({
      turbineId: turbine.id,
      ruleId: rule.id,
      featureId: receptor.id,
      featureName: receptor.name,
      distance,
      required,
      outside: false,
      message: `${turbine.name} is ${shownDistance(distance)} from ${receptor.name}; the rule asks ${requirementText(rule, size)}`,
    });
  }
  return breaches;
}

/**
 * A site-boundary rule: the turbine stands inside a part of a boundary, at least the distance
 * from that boundary's edges; outside every boundary it breaks the rule, reported against the
 * nearest boundary.
 */
function boundaryBreach(
  rule: SetbackRuleInput,
  turbine: SetbackTurbine,
  boundaries: readonly SiteBoundary[],
): SetbackBreach | null {
  if (boundaries.length === 0) return null;
  const size = turbineSize(turbine);
  const required = requiredDistance(rule, size);
  let nearestOutside: { boundary: SiteBoundary; distance: number } | null = null;
  for (const boundary of boundaries) {
    const relations = boundary.parts.map((part) => polygonRelation(turbine, part));
    const edge = Math.min(...relations.map((r) => r.edgeDistance));
    if (relations.some((r) => r.inside)) {
      if (edge >= required) return null;
      return {
        turbineId: turbine.id,
        ruleId: rule.id,
        featureId: boundary.id,
        featureName: boundary.name,
        distance: edge,
        required,
        outside: false,
        message: `${turbine.name} is ${shownDistance(edge)} from the edge of ${boundary.name}; the rule asks ${requirementText(rule, size)}`,
      };
    }
    if (!nearestOutside || edge < nearestOutside.distance) nearestOutside = { boundary, distance: edge };
  }
  if (!nearestOutside) return null;
  return {
    turbineId: turbine.id,
    ruleId: rule.id,
    featureId: nearestOutside.boundary.id,
    featureName: nearestOutside.boundary.name,
    distance: nearestOutside.distance,
    required,
    outside: true,
    message: `${turbine.name} stands ${shownDistance(nearestOutside.distance)} outside ${nearestOutside.boundary.name}; the rule asks it inside, ${requirementText(rule, size)} from the edge`,
  };
}

/** Every breach of every rule, by turbine (in the order given), then rule, then distance. */
export function checkSetbacks(input: SetbackInput): SetbackBreach[] {
  const breaches: SetbackBreach[] = [];
  for (const turbine of input.turbines) {
    for (const rule of input.rules) {
      if (rule.targetKind === 'receptor') {
        breaches.push(
          ...receptorBreaches(rule, turbine, input.receptors).sort((a, b) => a.distance - b.distance),
        );
      } else {
        const breach =
          rule.targetKind === 'constraintLayer'
            ? layerBreach(rule, turbine, input.constraintLayers ?? [])
            : boundaryBreach(rule, turbine, input.boundaries);
        if (breach) breaches.push(breach);
      }
    }
  }
  return breaches;
}

/** A buffer zone for the map: the ring around one receptor inside which a rule forbids turbines. */
export type SetbackZone = { ruleId: number; receptorId: number; distance: number; ring: LonLat[] };

/**
 * The buffer zones of the receptor rules, for a turbine of the given size (the map draws them
 * for `largestTurbineSize` of the scenario, the strictest zone any of its turbines must keep
 * clear): a geodesic circle around a point receptor, the footprint's buffer around a building.
 * Site-boundary and constraint-layer rules draw no zone here.
 */
export function setbackZones(
  rules: readonly SetbackRuleInput[],
  receptors: readonly SetbackReceptor[],
  size: TurbineSize,
): SetbackZone[] {
  const zones: SetbackZone[] = [];
  for (const rule of rules) {
    if (rule.targetKind !== 'receptor') continue;
    const distance = requiredDistance(rule, size);
    for (const receptor of receptors) {
      if (receptor.category !== rule.receptorCategory) continue;
      const outer = receptor.footprint?.[0];
      const ring =
        outer && outer.length >= 3 ? polygonBufferRing(outer, distance) : circleRing(receptor, distance);
      zones.push({ ruleId: rule.id, receptorId: receptor.id, distance, ring });
    }
  }
  return zones;
}
