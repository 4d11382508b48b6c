import { type LonLat, type PolygonRings, pathLength, polygonArea } from './geodesy.js';
import { receptorDistance, type SetbackReceptor } from './setbacks.js';

/**
 * The figures of a scenario's layout (docs/studies/setbacks.md, "Figures of a layout"): its
 * turbines and installed capacity, its solar fields' area and peak power, its cables' and
 * lines' lengths, and each turbine's nearest receptor. Receptors and existing turbines are
 * inputs of their own: they are never counted as the scenario's turbines.
 */
export type FigureTurbine = LonLat & {
  id: number;
  name: string;
  /** The rated power of the turbine's model (its preset's `ratedPowerKw`), null when unknown. */
  ratedPowerKw: number | null;
};

export type FigureSolarField = {
  id: number;
  name: string;
  polygon: PolygonRings;
  /** Peak power per hectare (its preset's `peakPowerDensityMwpPerHa`), null when unknown. */
  peakPowerDensityMwpPerHa: number | null;
};

export type FigureLine = { id: number; name: string; kind: 'cable' | 'powerLine'; points: readonly LonLat[] };

export type LayoutFiguresInput = {
  turbines: readonly FigureTurbine[];
  solarFields: readonly FigureSolarField[];
  lines: readonly FigureLine[];
  receptors: readonly SetbackReceptor[];
  /** Other parks' turbines: counted apart, never in the scenario's number or capacity. */
  existingTurbines: readonly (LonLat & { id: number })[];
};

export type NearestReceptor = {
  turbineId: number;
  /** Null when the project has no receptors. */
  receptorId: number | null;
  receptorName: string | null;
  /** Metres from the tower to the receptor's point or its footprint's nearest wall. */
  distance: number | null;
};

export type LayoutFigures = {
  turbineCount: number;
  /** Sum of the rated powers known, MW. */
  installedCapacityMw: number;
  /** Turbines whose rated power is unknown, left out of `installedCapacityMw`. */
  turbinesWithoutRatedPower: number;
  existingTurbineCount: number;
  solarFieldCount: number;
  /** Geodesic area of the solar fields, hectares. */
  solarAreaHa: number;
  /** Sum over the fields of area × density, MWp. */
  solarPeakPowerMwp: number;
  /** Fields whose density is unknown, left out of `solarPeakPowerMwp`. */
  solarFieldsWithoutDensity: number;
  /** Geodesic lengths, km. */
  cableLengthKm: number;
  powerLineLengthKm: number;
  nearestReceptors: NearestReceptor[];
};

const SQUARE_METRES_PER_HECTARE = 10_000;

function nearestReceptor(turbine: FigureTurbine, receptors: readonly SetbackReceptor[]): NearestReceptor {
  let nearest: NearestReceptor = {
    turbineId: turbine.id,
    receptorId: null,
    receptorName: null,
    distance: null,
  };
  for (const receptor of receptors) {
    const distance = receptorDistance(turbine, receptor);
    if (nearest.distance === null || distance < nearest.distance)
      nearest = { turbineId: turbine.id, receptorId: receptor.id, receptorName: receptor.name, distance };
  }
  return nearest;
}

const known = (value: number | null): value is number => value !== null && Number.isFinite(value);

export function layoutFigures(input: LayoutFiguresInput): LayoutFigures {
  const ratedPowers = input.turbines.map((t) => t.ratedPowerKw).filter(known);
  const fields = input.solarFields.map((field) => ({
    areaHa: polygonArea(field.polygon) / SQUARE_METRES_PER_HECTARE,
    density: field.peakPowerDensityMwpPerHa,
  }));
  const lengthKm = (kind: FigureLine['kind']) =>
    input.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + pathLength(line.points), 0) /
    1000;
  return {
    turbineCount: input.turbines.length,
    installedCapacityMw: ratedPowers.reduce((sum, kw) => sum + kw, 0) / 1000,
    turbinesWithoutRatedPower: input.turbines.length - ratedPowers.length,
    existingTurbineCount: input.existingTurbines.length,
    solarFieldCount: fields.length,
    solarAreaHa: fields.reduce((sum, field) => sum + field.areaHa, 0),
    solarPeakPowerMwp: fields.reduce(
      (sum, field) => sum + (known(field.density) ? field.areaHa * field.density : 0),
      0,
    ),
    solarFieldsWithoutDensity: fields.filter((field) => !known(field.density)).length,
    cableLengthKm: lengthKm('cable'),
    powerLineLengthKm: lengthKm('powerLine'),
    nearestReceptors: input.turbines.map((turbine) => nearestReceptor(turbine, input.receptors)),
  };
}
