import {
  type PlannerObject,
  type Preset,
  plannerDataOf,
  RECEPTOR_CATEGORIES,
  type ReceptorCategory,
  receptorFootprintOf,
  type Scenario,
} from '@vantage/contracts';
import { polygonRelation } from '@vantage/contracts/studies/geodesy';
import type { LayoutFigures, LayoutFiguresInput } from '@vantage/contracts/studies/layout-figures';
import type { SetbackReceptor, SetbackTurbine, SiteBoundary } from '@vantage/contracts/studies/setbacks';
import Papa from 'papaparse';
import { isPlannedTurbine, roleOf } from '@/lib/plan/kinds/registry';
import { objectSpec } from '@/lib/plan/object-specs';
import { csvText } from './export';

/**
 * What the planner's site studies (setbacks, the site boundary, the figures of a layout) read
 * from the plan, in the shapes of the pure modules the server's check runs too
 * (`@vantage/contracts/studies/*`, docs/studies/setbacks.md), so that the browser and the
 * server measure the same turbines against the same receptors.
 */

/**
 * Receptors, site boundaries and existing turbines belong to the project, not to a scenario
 * (docs/decisions/189-site-context-in-the-planner.md): every scenario is judged against them,
 * and hiding a scenario does not hide them.
 */
export const isProjectWide = (object: Pick<PlannerObject, 'layout' | 'plannerObjectTypeId'>) => {
  const role = roleOf(object);
  return role === 'receptor' || role === 'boundary' || role === 'existingTurbine';
};

const categoryOf = (value: unknown): ReceptorCategory =>
  RECEPTOR_CATEGORIES.find((category) => category === value) ?? 'other';

/** The planned turbines with a position, each with its size (own, else its preset's, else the default). */
export function setbackTurbines(
  objects: readonly PlannerObject[],
  presets: readonly Preset[],
): SetbackTurbine[] {
  return objects.flatMap((object) => {
    const point = object.points[0];
    if (!isPlannedTurbine(object) || !point) return [];
    const spec = objectSpec(object, [...presets]);
    if (spec.kind !== 'turbine') return [];
    return [
      {
        id: object.id,
        name: object.name,
        longitude: point.longitude,
        latitude: point.latitude,
        hubHeight: spec.hubHeight.value,
        rotorDiameter: spec.rotorDiameter.value,
      },
    ];
  });
}

/**
 * The project's receptors (of every scenario), a missing or unknown category read as `other`,
 * a building with its footprint, as the server does.
 */
export function setbackReceptors(objects: readonly PlannerObject[]): SetbackReceptor[] {
  return objects.flatMap((object) => {
    const point = object.points[0];
    if (roleOf(object) !== 'receptor' || !point) return [];
    const data = plannerDataOf(object.plannerObjectDataJson);
    return [
      {
        id: object.id,
        name: object.name,
        category: categoryOf(data.category),
        longitude: point.longitude,
        latitude: point.latitude,
        footprint: receptorFootprintOf(data),
      },
    ];
  });
}

/** Each site boundary object is one part of the site; together they are where turbines may stand. */
export function siteBoundaries(objects: readonly PlannerObject[]): SiteBoundary[] {
  return objects.flatMap((object) =>
    roleOf(object) === 'boundary' && object.points.length >= 3
      ? [{ id: object.id, name: object.name, parts: [[object.points]] }]
      : [],
  );
}

/**
 * The turbines standing outside every part of the site boundary; none while the project has
 * no boundary (there is nothing to be outside of).
 */
export function turbinesOutsideBoundary(
  turbines: readonly SetbackTurbine[],
  boundaries: readonly SiteBoundary[],
): SetbackTurbine[] {
  if (boundaries.length === 0) return [];
  return turbines.filter(
    (turbine) =>
      !boundaries.some((boundary) => boundary.parts.some((part) => polygonRelation(turbine, part).inside)),
  );
}

const positiveNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** A setting of an object, else of its preset, else null. */
function ownOrPreset(object: PlannerObject, presets: readonly Preset[], key: string): number | null {
  const preset = presets.find((candidate) => candidate.id === object.presetId);
  return (
    positiveNumber(plannerDataOf(object.plannerObjectDataJson)[key]) ??
    positiveNumber(plannerDataOf(preset?.presetDataJson)[key])
  );
}

/**
 * The inputs of one scenario's figures: its planned turbines, solar fields and lines, and the
 * project's receptors and existing turbines (of every scenario), which are counted apart.
 */
export function layoutFiguresInput(
  objects: readonly PlannerObject[],
  presets: readonly Preset[],
  scenarioId: number,
): LayoutFiguresInput {
  const own = objects.filter((object) => object.scenarioId === scenarioId);
  return {
    turbines: own.flatMap((object) => {
      const point = object.points[0];
      return isPlannedTurbine(object) && point
        ? [
            {
              id: object.id,
              name: object.name,
              longitude: point.longitude,
              latitude: point.latitude,
              ratedPowerKw: ownOrPreset(object, presets, 'ratedPowerKw'),
            },
          ]
        : [];
    }),
    solarFields: own.flatMap((object) =>
      roleOf(object) === 'area' && object.points.length >= 3
        ? [
            {
              id: object.id,
              name: object.name,
              polygon: [object.points],
              peakPowerDensityMwpPerHa: ownOrPreset(object, presets, 'peakPowerDensityMwpPerHa'),
            },
          ]
        : [],
    ),
    lines: own.flatMap((object) => {
      if (roleOf(object) !== 'line' || object.points.length < 2) return [];
      const spec = objectSpec(object, [...presets]);
      return [
        {
          id: object.id,
          name: object.name,
          kind: spec.kind === 'cable' ? ('cable' as const) : ('powerLine' as const),
          points: object.points,
        },
      ];
    }),
    receptors: setbackReceptors(objects),
    existingTurbines: objects.flatMap((object) => {
      const point = object.points[0];
      return roleOf(object) === 'existingTurbine' && point ? [{ id: object.id, ...point }] : [];
    }),
  };
}

/**
 * One figure of a scenario: its words as an id of the planner's catalogs with their values (the
 * summary shows them in the planner's language) and in English (the CSV's, which is data and
 * stays English in every language); its amount with the digits it is written with, or null for
 * "none", and its unit.
 */
export type FigureRow = {
  id: string;
  values?: Record<string, string>;
  figure: string;
  amount: number | null;
  digits: number;
  unit: string;
};

/** A figure's value as the CSV writes it: a decimal point, no grouping. */
export const csvValue = (row: Pick<FigureRow, 'amount' | 'digits'>): string =>
  row.amount === null ? 'none' : row.amount.toFixed(row.digits);

/** The figures of one scenario, for the summary and its CSV. */
export function figureRows(figures: LayoutFigures, turbineNames: ReadonlyMap<number, string>): FigureRow[] {
  const count = (id: string, figure: string, amount: number): FigureRow => ({
    id,
    figure,
    amount,
    digits: 0,
    unit: '',
  });
  const measure = (id: string, figure: string, amount: number, digits: number, unit: string): FigureRow => ({
    id,
    figure,
    amount,
    digits,
    unit,
  });
  const rows: FigureRow[] = [
    count('planner.figures.turbines', 'Wind turbines', figures.turbineCount),
    measure('planner.figures.installedCapacity', 'Installed capacity', figures.installedCapacityMw, 3, 'MW'),
  ];
  if (figures.turbinesWithoutRatedPower > 0)
    rows.push(
      count(
        'planner.figures.turbinesWithoutRatedPower',
        'Turbines without a rated power (not in the capacity)',
        figures.turbinesWithoutRatedPower,
      ),
    );
  rows.push(
    count('planner.figures.solarFields', 'Solar fields', figures.solarFieldCount),
    measure('planner.figures.solarArea', 'Solar area', figures.solarAreaHa, 2, 'ha'),
    measure('planner.figures.solarPeakPower', 'Solar peak power', figures.solarPeakPowerMwp, 3, 'MWp'),
  );
  if (figures.solarFieldsWithoutDensity > 0)
    rows.push(
      count(
        'planner.figures.solarFieldsWithoutDensity',
        'Solar fields without a peak power density (not in the peak power)',
        figures.solarFieldsWithoutDensity,
      ),
    );
  rows.push(
    measure('planner.figures.cableLength', 'Cable length', figures.cableLengthKm, 3, 'km'),
    measure('planner.figures.powerLineLength', 'Power line length', figures.powerLineLengthKm, 3, 'km'),
    count(
      'planner.figures.existingTurbines',
      'Existing turbines (not counted above)',
      figures.existingTurbineCount,
    ),
  );
  for (const nearest of figures.nearestReceptors) {
    const turbine = turbineNames.get(nearest.turbineId) ?? String(nearest.turbineId);
    const receptor = nearest.receptorName ?? '';
    rows.push(
      nearest.distance === null
        ? {
            id: 'planner.figures.nearestReceptorNone',
            values: { turbine },
            figure: `Nearest receptor of ${turbine}`,
            amount: null,
            digits: 0,
            unit: '',
          }
        : {
            id: 'planner.figures.nearestReceptor',
            values: { turbine, receptor },
            figure: `Nearest receptor of ${turbine}: ${receptor}`,
            amount: Math.floor(nearest.distance),
            digits: 0,
            unit: 'm',
          },
    );
  }
  return rows;
}

/** The figures of each scenario as one CSV: scenario, figure, value, unit (comma separator, decimal point). */
export function figuresCsv(
  scenarios: readonly { scenario: Pick<Scenario, 'name'>; rows: ReturnType<typeof figureRows> }[],
): string {
  const data = scenarios.flatMap(({ scenario, rows }) =>
    rows.map((row) => [csvText(scenario.name), csvText(row.figure), csvValue(row), row.unit]),
  );
  return Papa.unparse(
    { fields: ['Scenario', 'Figure', 'Value', 'Unit'], data },
    { delimiter: ',', newline: '\r\n' },
  );
}
